import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLORS, GRID, axisTitle } from '@/components/charts/chart-theme';
import type { ADDED_SERIES, QuarantineTimeBucket } from '../lib/quarantines-over-time';

const Y_AXIS = { stroke: CHART_COLORS.axis, tick: AXIS_TICK, allowDecimals: false, width: 48 } as const;
const TOOLTIP_STYLE = {
  backgroundColor: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-default-border)',
  color: 'var(--mantine-color-text)',
};

export function QuarantinesOverTimeDrawing({
  data,
  unit,
  series,
}: {
  data: (QuarantineTimeBucket & { label: string })[];
  unit: 'day' | 'week';
  series: readonly (typeof ADDED_SERIES)[number][];
}) {
  return (
    <ResponsiveContainer>
      <ComposedChart data={data} margin={{ top: 8, right: 0, bottom: 16, left: 0 }}>
        <CartesianGrid {...GRID} />
        <XAxis dataKey="label" stroke={CHART_COLORS.axis} tick={AXIS_TICK} minTickGap={16} label={axisTitle(`Created (per UTC ${unit})`)} />
        <YAxis {...Y_AXIS} yAxisId="added" label={axisTitle(`Added per ${unit}`, 'left')} />
        <YAxis
          {...Y_AXIS}
          yAxisId="inPlace"
          orientation="right"
          label={{ value: 'In place', angle: 90, position: 'insideRight', offset: 4, style: { ...AXIS_TICK, textAnchor: 'middle' } }}
        />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: CHART_COLORS.hover }} />
        <Legend wrapperStyle={{ fontSize: 12, paddingTop: 12 }} />
        {series.map(({ key, name, color }) => (
          <Bar key={key} yAxisId="added" dataKey={key} name={name} stackId="added" fill={`var(--mantine-color-${color}-5)`} />
        ))}
        <Line
          yAxisId="inPlace"
          type="stepAfter"
          dataKey="inPlace"
          name="In place"
          stroke="var(--mantine-color-orange-6)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
