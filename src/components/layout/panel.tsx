import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled section of a page: its h2 names it, the line below says what it counts, `actions` sit beside the title. */
export function Panel({
  title,
  description,
  actions,
  id,
  gap = 'sm',
  component = 'section',
  headingOrder = 2,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  id?: string;
  gap?: 'xs' | 'sm';
  /** A chart is a `figure` (ChartCard), one of a list an `li`; its heading is an h3 in a section with its own heading. */
  component?: 'section' | 'figure' | 'li';
  headingOrder?: 2 | 3;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" m={0} component={component} aria-labelledby={titleId} id={id}>
      <Stack gap={gap}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={headingOrder} size="h4" id={titleId}>
              {title}
            </Title>
            {description === undefined ? null : (
              <Text size="sm" c="dimmed" component="div">
                {description}
              </Text>
            )}
          </div>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
