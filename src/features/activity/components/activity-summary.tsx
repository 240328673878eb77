import { Skeleton, Title } from '@mantine/core';
import { memo } from 'react';
import { formatCount } from '@/lib/format';
import { zonePhrase, type TimeZoneChoice } from '../lib/time-zone';

/** "1,289 events · Last 24 hours · times in your local zone (Europe/Paris)". */
export const ActivitySummary = memo(function ActivitySummary({
  total,
  windowTitle,
  zone,
}: {
  total: number | null;
  windowTitle: string;
  zone: TimeZoneChoice;
}) {
  return (
    <Title order={2} size="h4" aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
      {total === null ? (
        <Skeleton role="status" component="span" display="inline-block" height={18} width={90} aria-label="Counting events" />
      ) : (
        `${formatCount(total)} ${total === 1 ? 'event' : 'events'}`
      )}
      {` · ${windowTitle} · ${zonePhrase(zone)}`}
    </Title>
  );
});
