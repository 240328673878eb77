import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatLocalDateTime, formatUtcDateTime } from '@/lib/format';

/** A chart's figure: its title, a line on how to read it, the drawing. */
export function ChartCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {hint}
      </Text>
      {children}
    </Paper>
  );
}

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
