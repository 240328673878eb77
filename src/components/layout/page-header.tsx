import { Group, Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';

/** Every page starts with one h1 (its name), an optional one-line description and page actions. */
export const PageHeader = memo(function PageHeader({
  title,
  description,
  actions,
  badge,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="sm">
      {/* At least 18rem wide before the actions go below it: on a phone they would squeeze the
          description into a narrow column (and away from where index.html painted it, full width). */}
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 18rem' }}>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {badge}
        </Group>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
});
