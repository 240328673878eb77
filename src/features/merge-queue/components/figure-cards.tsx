import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';
import { formatFigure } from '../lib/figure-format';
import type { Interval } from '../lib/interval-grid';
import { FIGURES, type FigureKey, type FigureValues } from '../lib/queue-figures';
import { DrillDownLink, type LogScope } from './drill-down-link';

/** The window's headline figures, each with what it counts and a link to its events in the activity log. */
export function FigureCards({
  scope,
  grid,
  values,
  counts,
  windowWords,
}: {
  scope: LogScope;
  grid: readonly Interval[];
  values: Record<FigureKey, FigureValues>;
  counts: Record<FigureKey, number[]>;
  windowWords: string;
}) {
  const first = grid[0];
  const last = grid[grid.length - 1];
  if (first === undefined || last === undefined) return null;
  const whole: Interval = { start: first.start, end: last.end, endIncluded: last.endIncluded };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm">
      {FIGURES.map((figure) => {
        const value = values[figure.key];
        const eventCount = (counts[figure.key] ?? []).reduce((sum, count) => sum + count, 0);
        const shown = formatFigure(value.window, figure.unit);
        return (
          <Paper key={figure.key} withBorder p="md" radius="md" component="section" aria-label={figure.label}>
            <Stack gap={4}>
              <Text size="sm" c="dimmed" fw={500}>
                {figure.label}
              </Text>
              <Text fz={26} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }} data-figure={figure.key}>
                {shown}
              </Text>
              <Text size="xs" c="dimmed">
                {figure.counts}
                {value.max === undefined ? '' : ` (largest ${formatCount(value.max)})`} · {windowWords}
              </Text>
              <DrillDownLink scope={scope} figure={figure.key} count={eventCount} interval={whole} />
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
