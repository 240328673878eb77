import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLORS, GRID, axisTitle } from '@/components/charts/chart-theme';
import { exitReasonLabel, type ExitReasonDay } from '../lib/exit-reason-days';

const TICK = { ...AXIS_TICK, fontSize: 11 };
/** Merges teal (good news), the other reasons from a palette that reads in both schemes. */
const OTHER_COLORS = ['red', 'orange', 'grape', 'blue', 'yellow', 'cyan', 'pink', 'indigo', 'lime', 'gray'];

/** The stacked bars (recharts: loaded lazily, see ChartSlot). */
export function ExitReasonsBars({ reasons, days }: { reasons: readonly string[]; days: readonly ExitReasonDay[] }) {
  const data = days.map((day) => ({ label: day.label, ...day.counts }));
  const others = reasons.filter((reason) => !reason.startsWith('PR_MERGED'));
  const colors = new Map(others.map((reason, index) => [reason, `var(--mantine-color-${OTHER_COLORS[index % OTHER_COLORS.length]}-6)`]));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid {...GRID} />
        <XAxis dataKey="label" tick={TICK} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} width={48} label={axisTitle('Queue exits', 'left')} />
        <Tooltip
          cursor={{ fill: CHART_COLORS.hover }}
          contentStyle={{ background: 'var(--mantine-color-body)', border: '1px solid var(--mantine-color-default-border)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {reasons.map((reason) => (
          <Bar
            key={reason}
            dataKey={reason}
            name={exitReasonLabel(reason)}
            stackId="exits"
            fill={colors.get(reason) ?? CHART_COLORS.success}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
