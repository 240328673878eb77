import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';
import { TEST_SEARCH_PATH } from '../lib/test-detail-paths';

/** A test id the API does not know (404) or that cannot be one: say so and lead back to search. */
export function TestNotFound({ repository, detail }: { repository: RepositoryRef; detail?: string | undefined }) {
  const repositoryMissing = detail !== undefined && /repository/i.test(detail);
  return (
    <Stack align="flex-start" gap="sm" py="xl" role="region" aria-labelledby="test-not-found-title">
      <Title order={1} size="h2" id="test-not-found-title">
        {repositoryMissing ? 'Repository not found' : 'Test not found'}
      </Title>
      <Text c="dimmed" maw={640}>
        {repositoryMissing
          ? `The API does not know ${repository.owner}/${repository.repo} (“${detail}”). Check the repository name.`
          : `No test with this id has run in ${repository.owner}/${repository.repo} within the retained history. It may have been renamed (a new name is a new test), or the link may be mistyped.`}
      </Text>
      <Group gap="xs">
        <Button renderRoot={(props) => <Link {...props} to={TEST_SEARCH_PATH} params={repository} />} variant="light">
          Search tests
        </Button>
      </Group>
    </Stack>
  );
}
