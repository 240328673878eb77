import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatLocalDateTime, formatUtcDateTime } from '@/lib/time';

/** Tooltip body shared by the charts: Mantine surface colours, so it reads in both schemes. */
export function ChartTooltipCard({
  start,
  end,
  items,
}: {
  start: number;
  end: number;
  items: Array<{ label: string; value: ReactNode; color: string }>;
}) {
  return (
    <Paper withBorder shadow="sm" p="xs" radius="sm">
      <Stack gap={4}>
        <Text size="xs" fw={600}>
          {formatLocalDateTime(start)} → {formatLocalDateTime(end)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatUtcDateTime(start)} → {formatUtcDateTime(end)}
        </Text>
        {items.map((item) => (
          <Group key={item.label} gap={6} wrap="nowrap">
            <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: item.color, flex: 'none' }} />
            <Text size="xs">
              {item.label}: <strong>{item.value}</strong>
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

export const CHART_COLORS = {
  success: 'var(--mantine-color-teal-6)',
  failure: 'var(--mantine-color-red-6)',
  flaky: 'var(--mantine-color-yellow-6)',
  duration: 'var(--mantine-color-blue-6)',
  axis: 'var(--mantine-color-dimmed)',
  grid: 'var(--mantine-color-default-border)',
  zoom: 'var(--mantine-color-blue-4)',
} as const;

export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;
export const AXIS_LABEL_STYLE = { fill: CHART_COLORS.axis, fontSize: 12 } as const;
