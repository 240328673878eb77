import type { Zone } from '@/lib/format';
import { BucketPlot, ChartLegend, type TimeSpan } from './bucket-plot';
import { BucketTooltip } from './chart-card';
import { CHART_COLORS } from './chart-theme';
import type { AxisTick } from './time-axis-ticks';

/** A line through each bucket's middle, broken where a bucket has no value. */
export const linePath = (values: readonly (number | null)[], top: number) =>
  values.map((value, index) => (value === null ? '' : `${values[index - 1] == null ? 'M' : 'L'}${index + 0.5} ${top - value}`)).join('');

/** A dot at each bucket's value: zero-length segments with round caps, drawn in screen pixels so the stretch leaves them round. */
export const dotsPath = (values: readonly (number | null)[], top: number) =>
  values.map((value, index) => (value === null ? '' : `M${index + 0.5} ${top - value}h0`)).join('');

/** A line: its values in plot units (null: a gap) and, for the tooltip, a bucket's figure in words. */
export type LineSeries<Row> = { name: string; color: string; values: (number | null)[]; text: (row: Row) => string; dashed?: boolean };

/** Lines through the buckets' values with a dot on each (a gap: no value), each line's figure in the tooltip; a legend names two or more
 *  lines, or a line and the level (a name drawn on the plot would cross a line running at that level). */
export function BucketLines<Row extends TimeSpan>({
  rows,
  lines,
  ticks,
  zone,
  level,
  ...plot
}: {
  rows: readonly Row[];
  lines: readonly LineSeries<Row>[];
  /** The value axis, lowest first: the last is the plot's top. */
  ticks: readonly AxisTick[];
  zone: Zone;
  /** A level drawn across, named in the legend. */
  level?: { value: number; label: string } | undefined;
  height: number;
  label?: string;
  onZoom?: (window: TimeSpan) => void;
  valueAxisWidth?: number;
}) {
  const top = ticks.at(-1)?.value ?? 1;
  return (
    <>
      <ChartLegend items={level ? [...lines, { name: level.label, color: CHART_COLORS.failure, dashed: true }] : lines} />
      <BucketPlot
        rows={rows}
        top={top}
        valueTicks={ticks}
        zone={zone}
        tooltip={(row) => (
          <BucketTooltip bucket={row} items={lines.map(({ name, color, text }) => ({ label: name, value: text(row), color }))} />
        )}
        {...plot}
      >
        {level ? (
          <line
            x2={rows.length}
            y1={top - level.value}
            y2={top - level.value}
            stroke={CHART_COLORS.failure}
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {lines.map(({ name, color, values, dashed }) => (
          <g key={name} stroke={color} fill="none">
            <path
              d={linePath(values, top)}
              strokeWidth={2}
              strokeDasharray={dashed ? '5 4' : undefined}
              vectorEffect="non-scaling-stroke"
            />
            <path d={dotsPath(values, top)} strokeWidth={4} strokeLinecap="round" vectorEffect="non-scaling-stroke" />
          </g>
        ))}
      </BucketPlot>
    </>
  );
}
