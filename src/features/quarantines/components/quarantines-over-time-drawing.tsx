import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const AXIS_COLOR = 'var(--mantine-color-dimmed)';
const GRID_COLOR = 'var(--mantine-color-default-border)';
const TOOLTIP_STYLE = {
  backgroundColor: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-default-border)',
  color: 'var(--mantine-color-text)',
};

type QuarantineBucketRow = { label: string; auto: number; manual: number; unknown: number; inPlace: number };

export function QuarantinesOverTimeDrawing({ data, unit }: { data: QuarantineBucketRow[]; unit: 'day' | 'week' }) {
  const hasUnknown = data.some((bucket) => bucket.unknown > 0);
  return (
    <ResponsiveContainer>
      <ComposedChart data={data} margin={{ top: 8, right: 0, bottom: 16, left: 0 }}>
        <CartesianGrid stroke={GRID_COLOR} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          stroke={AXIS_COLOR}
          tick={{ fill: AXIS_COLOR, fontSize: 12 }}
          minTickGap={16}
          label={{ value: `Created (per ${unit}, local time)`, position: 'insideBottom', offset: -10, fill: AXIS_COLOR, fontSize: 12 }}
        />
        <YAxis
          yAxisId="added"
          allowDecimals={false}
          stroke={AXIS_COLOR}
          tick={{ fill: AXIS_COLOR, fontSize: 12 }}
          width={48}
          label={{ value: `Added per ${unit}`, angle: -90, position: 'insideLeft', offset: 10, fill: AXIS_COLOR, fontSize: 12 }}
        />
        <YAxis
          yAxisId="inPlace"
          orientation="right"
          allowDecimals={false}
          stroke={AXIS_COLOR}
          tick={{ fill: AXIS_COLOR, fontSize: 12 }}
          width={48}
          label={{ value: 'In place', angle: 90, position: 'insideRight', offset: 10, fill: AXIS_COLOR, fontSize: 12 }}
        />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--mantine-color-default-hover)' }} />
        <Legend wrapperStyle={{ fontSize: 12, paddingTop: 12 }} />
        <Bar yAxisId="added" dataKey="auto" name="Added (auto)" stackId="added" fill="var(--mantine-color-grape-5)" />
        <Bar yAxisId="added" dataKey="manual" name="Added (manual)" stackId="added" fill="var(--mantine-color-blue-5)" />
        {hasUnknown ? (
          <Bar yAxisId="added" dataKey="unknown" name="Added (source unknown)" stackId="added" fill="var(--mantine-color-gray-5)" />
        ) : null}
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
