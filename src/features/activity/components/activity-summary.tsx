import { Skeleton, Title } from '@mantine/core';
import { memo } from 'react';

const countFormat = new Intl.NumberFormat('en-US');

/** The viewer's IANA zone ("Europe/Paris"), or null where the browser does not say. */
function localZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** "1,289 events · Last 24 hours · times in your local zone (Europe/Paris)". */
export const ActivitySummary = memo(function ActivitySummary({ total, windowTitle }: { total: number | null; windowTitle: string }) {
  const zone = localZone();
  return (
    <Title order={2} size="h4" aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
      {total === null ? <Skeleton component="span" display="inline-block" height={18} width={90} aria-label="Counting events" /> : `${countFormat.format(total)} ${total === 1 ? 'event' : 'events'}`}
      {` · ${windowTitle} · times in your local zone${zone ? ` (${zone})` : ''}`}
    </Title>
  );
});
