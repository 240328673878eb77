import { Box, Paper, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A figure named by its label, `counts` (what it counts, over which window) its description; a `fact` sits unboxed among facts. */
export function FigureCard({
  label,
  counts,
  children,
  size = 'xl',
  color,
}: {
  label: string;
  counts?: ReactNode;
  children: ReactNode;
  size?: 'lg' | 'xl' | 'fact';
  /** The figure's colour (a health's, say). */
  color?: string;
}) {
  const labelId = useId();
  const countsId = useId();
  const fact = size === 'fact';
  return (
    <Paper
      withBorder={!fact}
      p={fact ? 0 : 'sm'}
      radius="md"
      miw={0}
      h="100%"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={counts === undefined ? undefined : countsId}
    >
      {/* Spaces between the lines: inside a link, the visible text reads as the link's name starts (WCAG 2.5.3). */}
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} id={labelId}>
        {label}
      </Text>{' '}
      {fact ? (
        <Box mt={4}>{children}</Box>
      ) : (
        <Text fz={size} fw={700} c={color} component="div">
          {children}
        </Text>
      )}{' '}
      {counts === undefined ? null : (
        <Text size="xs" c="dimmed" id={countsId}>
          {counts}
        </Text>
      )}
    </Paper>
  );
}
