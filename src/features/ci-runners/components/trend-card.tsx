import { ChartCard } from '@/components/charts/chart-card';
import { ChartSlot } from '@/components/charts/chart-slot';
import { roundTicks } from '@/components/charts/chart-theme';
import { formatCount, formatLocalDateTime } from '@/lib/format';
import { UNIT_TEXT, type SeriesUnit } from '../lib/figure-words';
import type { SeriesRow } from '../lib/trend-series';
import { lazy } from 'react';

// Six of them, below the first screen: drawn once seen, their code loaded then (desktop, 4× CPU: blocking 210 ms, not 255).
const BucketLines = lazy(() => import('@/components/charts/bucket-lines').then((module) => ({ default: module.BucketLines })));

const CHART_HEIGHT = 180;

type TrendCardProps = Record<'title' | 'subtitle' | 'summary' | 'caption', string> & {
  rows: readonly SeriesRow[];
  /** A line: its series in the rows, its name in the legend and tooltip (`column`: in the data table); dashed for a yardstick. */
  lines: readonly { key: string; name: string; column?: string; stroke: string; dashed?: boolean }[];
  unit: SeriesUnit;
  /** A level drawn across (the runners online). */
  ceiling?: { value: number; label: string } | undefined;
};

/** Shares drawn in per cent, seconds in minutes, counts as they are; the tooltip says the exact figure. */
const SCALE: Record<SeriesUnit, number> = { share: 100, seconds: 1 / 60, count: 1 };
const TICK_TEXT: Record<SeriesUnit, (value: number) => string> = {
  share: (value) => `${value}%`,
  seconds: (value) => `${value} min`,
  count: formatCount,
};

/** The page's chart of series per bucket: a figure with its sentence and its data table (a bucket a row, a line a column); a gap where
 *  a bucket has no figure. */
export function TrendCard({ caption, rows, lines, unit, ceiling, ...card }: TrendCardProps) {
  const columns = ['Bucket start (local time)', ...lines.map((line) => line.column ?? line.name)];
  const drawn = lines.map(({ key, name, stroke, dashed }) => ({
    name,
    color: stroke,
    dashed,
    values: rows.map((row) => (row[key] == null ? null : (row[key] ?? 0) * SCALE[unit])),
    text: (row: SeriesRow) => UNIT_TEXT[unit](row[key] ?? null),
  }));
  const max = Math.max(0, ...drawn.flatMap(({ values }) => values.map((value) => value ?? 0)), ceiling?.value ?? 0);
  const ticks = unit === 'share' ? [0, 25, 50, 75, 100] : roundTicks(max, unit === 'count' ? 1 : 0);
  return (
    <ChartCard
      headingOrder={3}
      {...card}
      data={{
        caption,
        columns,
        rows: rows.map((row) => ({
          key: String(row.start),
          cells: [formatLocalDateTime(row.start), ...drawn.map(({ text }) => text(row))],
        })),
      }}
    >
      <ChartSlot height={CHART_HEIGHT + 24}>
        <BucketLines
          rows={rows}
          lines={drawn}
          ticks={ticks.map((value) => ({ value, label: TICK_TEXT[unit](value) }))}
          zone="local"
          level={ceiling}
          height={CHART_HEIGHT}
          valueAxisWidth={unit === 'seconds' ? 56 : 48}
        />
      </ChartSlot>
    </ChartCard>
  );
}
