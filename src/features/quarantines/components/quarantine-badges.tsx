import { Anchor } from '@mantine/core';
import { PlainBadge } from '@/components/health/health-badge';
import { DataText } from '@/components/text/data-text';
import { isTicketLink } from '@/domain/quarantines/quarantine-reason';
import type { QuarantineSource } from '@/api/types';
import { SOURCE_COLORS, SOURCE_LABELS } from '../lib/quarantine-labels';

export function SourceBadge({ source }: { source: QuarantineSource | undefined }) {
  return (
    <PlainBadge color={source === undefined ? 'gray' : SOURCE_COLORS[source]}>
      {source === undefined ? 'Unknown' : SOURCE_LABELS[source]}
    </PlainBadge>
  );
}

/** A ticket key as text, a ticket URL as a link (shown without its scheme when `short`). */
export function Ticket({ value, short = false }: { value: string; short?: boolean }) {
  if (!isTicketLink(value)) return <DataText value={value} breakable />;
  return (
    <Anchor size="sm" href={value} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
      <DataText value={short ? value.replace(/^https?:\/\//i, '').replace(/\/$/, '') : value} breakable />
    </Anchor>
  );
}
