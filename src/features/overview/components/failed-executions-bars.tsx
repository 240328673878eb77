import { Box, Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { formatCount } from '@/lib/format';
import type { DayBar } from '../lib/day-buckets';

const AXIS = 'var(--mantine-color-dimmed)';

function DayTooltip({ active, payload }: TooltipContentProps) {
  const bar = payload?.[0]?.payload as DayBar | undefined;
  if (!active || bar === undefined) return null;
  return (
    <Box p="xs" bg="var(--mantine-color-body)" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 6 }} maw={320}>
      <Text size="sm" fw={600}>
        {bar.label} (UTC day)
      </Text>
      <Text size="sm">{formatCount(bar.value)} failed executions</Text>
      <Text size="xs" c="dimmed">
        Local time: {bar.localSpan}
      </Text>
      <Text size="xs" c="dimmed">
        {bar.utcSpan}
      </Text>
    </Box>
  );
}

export function FailedExecutionsBars({ bars }: { bars: DayBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 20, left: 8 }}>
        <CartesianGrid vertical={false} stroke="var(--mantine-color-default-border)" />
        <XAxis
          dataKey="label"
          tick={{ fill: AXIS, fontSize: 11 }}
          tickLine={false}
          axisLine={{ stroke: 'var(--mantine-color-default-border)' }}
          interval="preserveStartEnd"
          minTickGap={16}
          label={{ value: 'Day (UTC)', position: 'insideBottom', offset: -14, fill: AXIS, fontSize: 12 }}
        />
        <YAxis
          allowDecimals={false}
          tick={{ fill: AXIS, fontSize: 11 }}
          tickLine={false}
          axisLine={false}
          width={56}
          label={{
            value: 'Failed executions',
            angle: -90,
            position: 'insideLeft',
            offset: 4,
            fill: AXIS,
            fontSize: 12,
            style: { textAnchor: 'middle' },
          }}
        />
        <Tooltip content={DayTooltip} cursor={{ fill: 'var(--mantine-color-default-hover)' }} />
        <Bar dataKey="value" name="Failed executions" fill="var(--mantine-color-red-6)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
