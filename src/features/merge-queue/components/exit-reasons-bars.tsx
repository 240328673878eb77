import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { exitReasonLabel, type ExitReasonDay } from '../lib/exit-reason-days';

const AXIS = 'var(--mantine-color-dimmed)';
/** Merges teal (good news), the other reasons from a palette that reads in both schemes. */
const MERGED_COLOR = 'var(--mantine-color-teal-6)';
const OTHER_COLORS = ['red', 'orange', 'grape', 'blue', 'yellow', 'cyan', 'pink', 'indigo', 'lime', 'gray'].map(
  (color) => `var(--mantine-color-${color}-6)`,
);

function reasonColor(reason: string, index: number, reasons: readonly string[]): string {
  if (reason.startsWith('PR_MERGED')) return MERGED_COLOR;
  const others = reasons.filter((other) => !other.startsWith('PR_MERGED'));
  return OTHER_COLORS[others.indexOf(reason) % OTHER_COLORS.length] ?? OTHER_COLORS[index % OTHER_COLORS.length]!;
}

/** The stacked bars (recharts: loaded lazily, see ChartSlot). */
export function ExitReasonsBars({ reasons, days }: { reasons: readonly string[]; days: readonly ExitReasonDay[] }) {
  const data = days.map((day) => ({ label: day.label, ...day.counts }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid vertical={false} stroke="var(--mantine-color-default-border)" />
        <XAxis dataKey="label" tick={{ fill: AXIS, fontSize: 11 }} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
        <YAxis
          allowDecimals={false}
          tick={{ fill: AXIS, fontSize: 11 }}
          tickLine={false}
          axisLine={false}
          width={48}
          label={{ value: 'Queue exits', angle: -90, position: 'insideLeft', fill: AXIS, fontSize: 12, style: { textAnchor: 'middle' } }}
        />
        <Tooltip
          cursor={{ fill: 'var(--mantine-color-default-hover)' }}
          contentStyle={{ background: 'var(--mantine-color-body)', border: '1px solid var(--mantine-color-default-border)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {reasons.map((reason, index) => (
          <Bar
            key={reason}
            dataKey={reason}
            name={exitReasonLabel(reason)}
            stackId="exits"
            fill={reasonColor(reason, index, reasons)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
