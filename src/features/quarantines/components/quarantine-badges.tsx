import { Badge } from '@mantine/core';
import type { QuarantineSource } from '@/api/types';
import { SOURCE_COLORS, sourceLabel } from '../lib/quarantine-labels';

// A badge's label ellipsises by default: a narrow column would cut "Manual" to "MANU…".
const NO_TRUNCATION = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } as const;

export function SourceBadge({ source }: { source: QuarantineSource | undefined }) {
  return (
    <Badge variant="light" color={source === undefined ? 'gray' : SOURCE_COLORS[source]} size="sm" styles={NO_TRUNCATION}>
      {sourceLabel(source)}
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
