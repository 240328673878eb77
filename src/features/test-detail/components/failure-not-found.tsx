import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';
import { TEST_DETAIL_PATH, TEST_SEARCH_PATH } from '../lib/test-detail-paths';

/** A failure id the test does not have (404, or not an id at all): back to the test's failures. */
export function FailureNotFound({ repository, testId }: { repository: RepositoryRef; testId: string }) {
  return (
    <Stack align="flex-start" gap="sm" py="xl" role="region" aria-labelledby="failure-not-found-title">
      <Title order={1} size="h2" id="failure-not-found-title">
        Failure not found
      </Title>
      <Text c="dimmed" maw={640}>
        This test has no failure group with this id in the retained history (30 days). Older failures expire, and a failure id belongs to
        one test only.
      </Text>
      <Group gap="xs">
        <Button
          variant="light"
          renderRoot={(props) => <Link {...props} to={TEST_DETAIL_PATH} params={{ ...repository, testId }} search={{ tab: 'failures' }} />}
        >
          The test’s failures
        </Button>
        <Button variant="subtle" renderRoot={(props) => <Link {...props} to={TEST_SEARCH_PATH} params={repository} />}>
          Search tests
        </Button>
      </Group>
    </Stack>
  );
}
