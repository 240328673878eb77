import { Paper, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A labelled figure ("Successes 644"): a group named by its label, so it can be found by that name. */
export function FigureCard({ label, children, size = 'xl' }: { label: string; children: ReactNode; size?: 'lg' | 'xl' }) {
  const labelId = useId();
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={labelId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} id={labelId}>
        {label}
      </Text>
      <Text fz={size} fw={700} component="div">
        {children}
      </Text>
    </Paper>
  );
}
