import { Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { BucketTooltip } from '@/components/charts/chart-card';
import { AXIS, CHART_COLORS, GRID, axisTitle } from '@/components/charts/chart-theme';
import { formatCount, formatLocalDateTime } from '@/lib/format';
import type { DayBar } from '../lib/day-buckets';

function DayTooltip({ active, payload }: TooltipContentProps) {
  const bar = payload?.[0]?.payload as DayBar | undefined;
  if (!active || bar === undefined) return null;
  return (
    <BucketTooltip bucket={bar} heading={`${bar.label} (UTC day)`}>
      <Text size="xs">{formatCount(bar.value)} failed executions</Text>
      <Text size="xs" c="dimmed">
        Local time: {formatLocalDateTime(bar.start)} → {formatLocalDateTime(bar.end)}
      </Text>
    </BucketTooltip>
  );
}

export function FailedExecutionsBars({ bars }: { bars: DayBar[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 20, left: 8 }}>
        <CartesianGrid {...GRID} />
        <XAxis dataKey="label" {...AXIS} tickLine={false} interval="preserveStartEnd" minTickGap={16} label={axisTitle('Day (UTC)')} />
        <YAxis
          allowDecimals={false}
          {...AXIS}
          tickLine={false}
          axisLine={false}
          width={56}
          label={axisTitle('Failed executions', 'left')}
        />
        <Tooltip content={DayTooltip} cursor={{ fill: CHART_COLORS.hover }} />
        <Bar dataKey="value" name="Failed executions" fill="var(--mantine-color-red-6)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
