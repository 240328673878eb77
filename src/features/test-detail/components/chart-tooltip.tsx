import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatLocalDateTime, formatUtcDateTime } from '@/lib/format';

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
