import { Anchor, Badge } from '@mantine/core';
import { DataText } from '@/components/text/data-text';
import { isTicketLink } from '@/domain/quarantines/quarantine-reason';
import type { QuarantineSource } from '@/api/types';
import { SOURCE_COLORS, SOURCE_LABELS } from '../lib/quarantine-labels';

// A badge's label ellipsises by default: a narrow column would cut "Manual" to "MANU…".
const NO_TRUNCATION = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } as const;

export function SourceBadge({ source }: { source: QuarantineSource | undefined }) {
  return (
    <Badge variant="light" color={source === undefined ? 'gray' : SOURCE_COLORS[source]} size="sm" styles={NO_TRUNCATION}>
      {source === undefined ? 'Unknown' : SOURCE_LABELS[source]}
    </Badge>
  );
}

export function RecoveredBadge() {
  return (
    <Badge
      variant="light"
      color="teal"
      size="sm"
      styles={NO_TRUNCATION}
      title="Recent runs of this test are healthy: consider releasing the quarantine."
    >
      Recovered
    </Badge>
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
