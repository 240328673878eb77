import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ADDED_SERIES } from '../lib/quarantines-over-time';

const TEXT = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 } as const;
const Y_AXIS = { stroke: TEXT.fill, tick: TEXT, allowDecimals: false, width: 48 } as const;
const TOOLTIP_STYLE = {
  backgroundColor: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-default-border)',
  color: 'var(--mantine-color-text)',
};

type QuarantineBucketRow = { label: string; auto: number; manual: number; unknown: number; inPlace: number };

export function QuarantinesOverTimeDrawing({
  data,
  unit,
  series,
}: {
  data: QuarantineBucketRow[];
  unit: 'day' | 'week';
  series: readonly (typeof ADDED_SERIES)[number][];
}) {
  return (
    <ResponsiveContainer>
      <ComposedChart data={data} margin={{ top: 8, right: 0, bottom: 16, left: 0 }}>
        <CartesianGrid stroke="var(--mantine-color-default-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          stroke={TEXT.fill}
          tick={TEXT}
          minTickGap={16}
          label={{ ...TEXT, value: `Created (per ${unit}, local time)`, position: 'insideBottom', offset: -10 }}
        />
        <YAxis
          {...Y_AXIS}
          yAxisId="added"
          label={{ ...TEXT, value: `Added per ${unit}`, angle: -90, position: 'insideLeft', offset: 10 }}
        />
        <YAxis
          {...Y_AXIS}
          yAxisId="inPlace"
          orientation="right"
          label={{ ...TEXT, value: 'In place', angle: 90, position: 'insideRight', offset: 10 }}
        />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--mantine-color-default-hover)' }} />
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
