import { Text } from '@mantine/core';
import { Pie, PieChart, ResponsiveContainer, Tooltip, type TooltipContentProps } from 'recharts';
import type { HealthStatus } from '@/api/types';
import { ChartTooltip } from '@/components/charts/chart-card';
import { HEALTH_LABELS, healthColorVar } from '@/domain/tests/health';
import { countOf, PAIRS } from '@/domain/tests/units';
import { formatPercent } from '@/lib/format';
import { type HealthSlice } from '../lib/health-breakdown';

function SliceTooltip({ active, payload }: TooltipContentProps) {
  const slice = payload?.[0]?.payload as HealthSlice | undefined;
  if (!active || slice === undefined) return null;
  return (
    <ChartTooltip>
      <Text size="sm" fw={600}>
        {HEALTH_LABELS[slice.health]}
      </Text>
      <Text size="sm">
        {countOf(slice.count, PAIRS)} · {formatPercent(slice.percent)}
      </Text>
      <Text size="xs" c="dimmed">
        Click to list them
      </Text>
    </ChartTooltip>
  );
}

/** A slice opens its tests. */
export function HealthDonut({ slices, onOpen }: { slices: readonly HealthSlice[]; onOpen: (health: HealthStatus) => void }) {
  const data = slices.filter((slice) => slice.count > 0).map((slice) => ({ ...slice, fill: healthColorVar(slice.health) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          data={data}
          dataKey="count"
          nameKey="health"
          innerRadius="62%"
          outerRadius="92%"
          paddingAngle={data.length > 1 ? 1.5 : 0}
          stroke="var(--mantine-color-body)"
          isAnimationActive={false}
          style={{ cursor: 'pointer' }}
          onClick={(entry: { payload?: HealthSlice }) => {
            const health = entry.payload?.health;
            if (health) onOpen(health);
          }}
        />
        <Tooltip content={SliceTooltip} />
      </PieChart>
    </ResponsiveContainer>
  );
}
