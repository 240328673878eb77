import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLORS, GRID, axisTitle } from '@/components/charts/chart-theme';

const TICK = { ...AXIS_TICK, fontSize: 11 };

/** Bars per interval, stacked when the series add up to a whole (recharts: loaded lazily by `StackedBars`). */
export default function StackedBarsDrawing({
  rows,
  series,
  yTitle,
  stacked = true,
  allowDecimals = true,
  format,
  onSeriesClick,
}: {
  rows: readonly Record<string, string | number | null>[];
  series: readonly { key: string; name: string; color: string }[];
  yTitle: string;
  stacked?: boolean;
  allowDecimals?: boolean;
  format?: (value: number) => string;
  onSeriesClick?: ((key: string) => void) | undefined;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid {...GRID} />
        <XAxis dataKey="label" tick={TICK} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={allowDecimals} tick={TICK} tickLine={false} axisLine={false} width={48} label={axisTitle(yTitle, 'left')} />
        <Tooltip
          cursor={{ fill: CHART_COLORS.hover }}
          formatter={format === undefined ? undefined : (value) => (typeof value === 'number' ? format(value) : String(value))}
          contentStyle={{ background: 'var(--mantine-color-body)', border: '1px solid var(--mantine-color-default-border)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((one) => (
          <Bar
            key={one.key}
            dataKey={one.key}
            name={one.name}
            stackId={stacked ? 'all' : undefined}
            fill={one.color}
            isAnimationActive={false}
            {...(onSeriesClick === undefined ? {} : { cursor: 'pointer', onClick: () => onSeriesClick(one.key) })}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
