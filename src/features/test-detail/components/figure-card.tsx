import { Paper, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A labelled figure ("Successes 644"): a group named by its label, so it can be found by that name.
 * `counts` says on screen what the figure counts and over which window ("failed runs ÷ runs, last 30
 * days"); it is the group's description, so a screen reader hears it with the figure.
 */
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
