import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The one not-found view: a route passes its own words and ways back; the router's default is the generic page. */
export function NotFoundPage({
  title = 'Page not found',
  message = 'There is nothing at this address. It may have moved, or the link may be mistyped.',
  actions,
}: {
  title?: string;
  message?: string;
  actions?: ReactNode;
  /** What the router hands a not-found view; the generic page has no use for it. */
  data?: unknown;
}) {
  return (
    <Stack align="flex-start" gap="sm" py="xl" role="region" aria-labelledby="not-found-title">
      <Title order={1} size="h2" id="not-found-title">
        {title}
      </Title>
      <Text c="dimmed" maw={640}>
        {message}
      </Text>
      <Group gap="xs">
        {actions ?? (
          <Button component={Link} to="/" variant="light">
            Go to the dashboard
          </Button>
        )}
      </Group>
    </Stack>
  );
}
