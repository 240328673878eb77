import { Paper, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A figure named by its label; `counts` (what it counts, over which window) is its description. */
export function FigureCard({
  label,
  counts,
  children,
  size = 'xl',
}: {
  label: string;
  counts?: ReactNode;
  children: ReactNode;
  size?: 'lg' | 'xl';
}) {
  const labelId = useId();
  const countsId = useId();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={counts === undefined ? undefined : countsId}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} id={labelId}>
        {label}
      </Text>
      <Text fz={size} fw={700} component="div">
        {children}
      </Text>
      {counts === undefined ? null : (
        <Text size="xs" c="dimmed" id={countsId}>
          {counts}
        </Text>
      )}
    </Paper>
  );
}
