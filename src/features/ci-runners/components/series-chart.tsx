import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BucketTooltip } from '@/components/charts/chart-card';
import { AXIS, AXIS_TICK, CHART_COLORS, GRID } from '@/components/charts/chart-theme';
import { formatBucketLabel } from '@/lib/format';
import { UNIT_TEXT, type SeriesUnit } from '../lib/figure-words';
import type { SeriesRow } from '../lib/trend-series';

export type SeriesChartProps = {
  rows: readonly SeriesRow[];
  /** A line: its series in the rows, its name in the legend and tooltip (`column`: in the data table); dashed for a yardstick. */
  lines: readonly { key: string; name: string; column?: string; stroke: string; dashed?: boolean }[];
  unit: SeriesUnit;
  bucketMs: number;
  /** A level drawn across (the runners online). */
  ceiling?: { value: number; label: string } | undefined;
};

/** Shares drawn in per cent, seconds in minutes, counts as they are; the tooltip says the exact figure. */
const SCALE: Record<SeriesUnit, number> = { share: 100, seconds: 1 / 60, count: 1 };
const Y_AXIS = {
  share: { domain: [0, 100], unit: '%', width: 48 },
  seconds: { width: 64, tickFormatter: (value: number) => `${Number(value.toFixed(1))} min` },
  count: { width: 48, allowDecimals: false },
} as const;

const LINE_LOOK = { strokeWidth: 2, dot: { r: 2 }, connectNulls: false, isAnimationActive: false } as const;
const scaled = (value: number | null | undefined, by: number) => (value == null ? null : value * by);

/** The page's trend drawings (recharts: loaded lazily, see ChartSlot); a gap where a bucket has no figure. */
export default function SeriesChart({ rows, lines, unit, bucketMs, ceiling }: SeriesChartProps) {
  const plotted = rows.map((row) => ({
    row,
    start: row.start,
    ...Object.fromEntries(lines.map(({ key }) => [key, scaled(row[key], SCALE[unit])])),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={plotted} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid {...GRID} />
        <XAxis dataKey="start" tickFormatter={(value: number) => formatBucketLabel(value, bucketMs)} {...AXIS} minTickGap={24} />
        <YAxis
          {...AXIS}
          {...Y_AXIS[unit]}
          {...(ceiling ? { domain: [0, (max: number) => Math.ceil(Math.max(max, ceiling.value) * 1.2)] } : {})}
        />
        {lines.length > 1 ? <Legend verticalAlign="top" height={24} wrapperStyle={{ fontSize: 12 }} /> : null}
        {ceiling ? (
          <ReferenceLine
            y={ceiling.value}
            stroke={CHART_COLORS.failure}
            strokeDasharray="4 4"
            // Above the line, in the headroom the axis leaves over it: never across the series.
            label={{ value: ceiling.label, position: 'insideBottomRight', ...AXIS_TICK }}
          />
        ) : null}
        {lines.map(({ key, name, stroke, dashed }) => (
          <Line key={key} dataKey={key} name={name} stroke={stroke} strokeDasharray={dashed ? '5 4' : undefined} {...LINE_LOOK} />
        ))}
        <Tooltip
          content={({ active, payload }) => {
            const row = active ? (payload?.[0]?.payload as { row: SeriesRow } | undefined)?.row : undefined;
            if (!row) return null;
            const items = lines.map((line) => ({ label: line.name, value: UNIT_TEXT[unit](row[line.key] ?? null), color: line.stroke }));
            return <BucketTooltip bucket={row} items={items} />;
          }}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
