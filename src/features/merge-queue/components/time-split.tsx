import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { ChartCard } from '@/components/charts/chart-card';
import { FigureTableSections } from '@/components/charts/chart-data-table';
import { Table } from '@/components/table/table';
import { formatCount, formatRatio, formatWholeSeconds } from '@/lib/format';
import { describeUtcSpan } from '../lib/activity-drill-down';
import { seriesColor } from '../lib/breakdown';
import type { FigureView } from '../lib/figure-view';
import { STAY_PARTS, timeSplit, wholeSecondsAddingUp, type PartFigures, type SplitRow } from '../lib/time-split';
import { StackedBars } from './stacked-bars';

const REMAINDER = 'Not accounted for by the parts';
const COLUMNS = ['Part', 'Mean', 'Share', 'p95', 'Max'];
const seconds = (value: number | null) => (value === null ? '—' : formatWholeSeconds(value));

/** The parts' means in whole seconds that add up to the time in queue's, with a remainder part only if the API leaves one. */
function meanParts(row: SplitRow): { label: string; mean: number; figures: PartFigures | null }[] {
  const parts = STAY_PARTS.map(({ key, label }) => ({ label, mean: row.parts[key].mean ?? 0, figures: row.parts[key] }));
  const all = row.remainder === 0 ? parts : [...parts, { label: REMAINDER, mean: row.remainder, figures: null }];
  const whole = wholeSecondsAddingUp(all.map((part) => part.mean));
  return all.map((part, index) => ({ ...part, mean: whole[index]! }));
}

/** Time in queue split into CI running and the waits (CI capacity, merge schedule, freeze), per UTC day and over the window. */
export function TimeSplit({ view }: { view: FigureView }) {
  const { grid, answers, windowWords } = view;
  const split = useMemo(() => timeSplit(grid, answers.getQueueIdleTime, answers.getQueueTotalTime), [grid, answers]);
  const window = meanParts(split.window);
  const windowTotal = window.reduce((sum, part) => sum + part.mean, 0);
  const series = window.map((part, index) => ({ key: `p${index}`, name: part.label, color: seriesColor(index) }));
  const days = grid.map((interval, index) => ({ interval, row: split.perInterval[index]!, parts: meanParts(split.perInterval[index]!) }));
  const data = {
    caption: 'Mean time in queue per UTC day and part, p95 and max beside each (seconds rounded so the parts add up)',
    minWidth: 900,
    columns: ['Interval (UTC)', 'Sessions', ...series.map((one) => one.name), 'Time in queue'],
    rows: days.map(({ interval, row, parts }) => ({
      key: String(interval.start),
      cells: [
        describeUtcSpan(interval.start, interval.end),
        formatCount(row.sessions),
        ...window.map((part) => {
          const day = parts.find((one) => one.label === part.label);
          const figures = day?.figures;
          if (row.sessions === 0) return '—';
          const extra = figures ? ` (p95 ${seconds(figures.p95)}, max ${seconds(figures.max)})` : '';
          return `${seconds(day?.mean ?? 0)}${extra}`;
        }),
        row.total.mean === null ? '—' : `${seconds(parts.reduce((sum, part) => sum + part.mean, 0))} (max ${seconds(row.total.max)})`,
      ],
    })),
  };
  const summary =
    split.window.sessions === 0
      ? `No queue session ended in ${windowWords}.`
      : `Mean time in queue per UTC day, split into ${window.map((part) => part.label.toLowerCase()).join(', ')}; over the window ${window.map((part) => `${part.label.toLowerCase()} ${seconds(part.mean)}`).join(', ')}: ${seconds(windowTotal)} in all.`;
  return (
    <ChartCard
      title="Where the time in queue goes"
      subtitle={
        <>
          Each session that ended: its stay from entry to exit split into CI running (the union of its checks&apos; runs), waiting for CI
          capacity (a free speculative check), for the merge schedule and for a freeze; the parts are the whole stay, so their means add up
          to the mean time in queue (seconds rounded so the sum reads true). p95 and max are each part&apos;s own and do not add up; the API
          gives a p95 per group, so it is shown only where one group (branch, queue, priority rule) had sessions · {windowWords}
        </>
      }
      {...{ summary, data }}
      footer={
        <>
          <Table.ScrollContainer minWidth={420} stacked>
            <Table verticalSpacing={4} aria-label="Time in queue by part over the window" stacked>
              <FigureTableSections
                columns={COLUMNS}
                rows={[
                  ...window.map((part) => [
                    part.label,
                    split.window.sessions === 0 ? '—' : seconds(part.mean),
                    windowTotal === 0 ? '—' : formatRatio(part.mean / windowTotal),
                    seconds(part.figures?.p95 ?? null),
                    seconds(part.figures?.max ?? null),
                  ]),
                  [
                    `= Time in queue (${formatCount(split.window.sessions)} sessions)`,
                    split.window.total.mean === null ? '—' : seconds(windowTotal),
                    windowTotal === 0 ? '—' : formatRatio(1),
                    '— (the API gives none)',
                    seconds(split.window.total.max),
                  ],
                ].map((cells) => ({ key: String(cells[0]), cells }))}
              />
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            Not the same as the CI runtime card: that one counts each run of a batch&apos;s checks once, whichever sessions shared it; here
            a session&apos;s CI part is the time any of its runs was going.
          </Text>
        </>
      }
    >
      <StackedBars
        height={240}
        rows={days.map(({ interval, row, parts }) => ({
          start: interval.start,
          end: interval.end,
          label: describeUtcSpan(interval.start, interval.end),
          ...Object.fromEntries(parts.map((part, index) => [`p${index}`, row.sessions === 0 ? null : part.mean / 60])),
        }))}
        series={series}
        valueTitle="Minutes (mean)"
        format={(minutes) => seconds(Math.round(minutes * 60))}
      />
    </ChartCard>
  );
}
