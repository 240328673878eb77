import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage({ title = 'Page not found', message }: { title?: string; message?: string }) {
  return (
    <Stack align="flex-start" gap="sm" py="xl" role="region" aria-labelledby="not-found-title">
      <Title order={2} id="not-found-title">
        {title}
      </Title>
      <Text c="dimmed">{message ?? 'There is nothing at this address. It may have moved, or the link may be mistyped.'}</Text>
      <Button component={Link} to="/" variant="light">
        Go to the dashboard
      </Button>
    </Stack>
  );
}

/** The router's not-found view: the generic page, whatever the router passes. */
export function RouteNotFound() {
  return <NotFoundPage />;
}
