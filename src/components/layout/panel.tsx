import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled section of a page: its h2 names it, the line below says what it counts, `actions` sit beside the title. */
export function Panel({
  title,
  description,
  actions,
  id,
  gap = 'sm',
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Where a link lands (its `hash`). */
  id?: string;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} id={id}>
      <Stack gap={gap}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={titleId}>
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
