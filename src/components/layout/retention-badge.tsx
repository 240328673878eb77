import { Badge } from '@mantine/core';

/** How far back a page's figures can reach: the service keeps no more than this. */
export function RetentionBadge({ days, kept }: { days: number; kept: string }) {
  return (
    <Badge variant="light" color="gray" title={`${kept} ${days} days`}>
      {days}-day retention
    </Badge>
  );
}
