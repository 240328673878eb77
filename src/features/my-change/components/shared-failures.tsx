import { Loader, Group, List, Stack, Text } from '@mantine/core';
import { Panel } from '@/components/layout/panel';
import { useQueries } from '@tanstack/react-query';
import { TestNameLink } from '@/components/text/test-name-link';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import type { NamedTest } from '../api/my-change-queries';
import { failureQueries } from '@/queries/failures';
import { sharedFailures, type TracedFailure } from '../lib/trace-signature';
import '@mantine/core/styles/List.layer.css';

/** Failure groups compared per test: the most recent ones, each by its newest stack trace. */
const GROUPS_PER_TEST = 3;

/** Stack traces of the tests on screen, normalized and grouped: one cause behind several red tests. */
export function SharedFailures({ repository, tests }: { repository: RepositoryRef; tests: readonly NamedTest[] }) {
  const api = useApiClient();
  const lists = useQueries({ queries: tests.map((test) => failureQueries.list(api, repository, test.testId)) });
  const groups = tests.flatMap((test, index) =>
    [...(lists[index]?.data?.failures ?? [])]
      .sort((a, b) => b.last_failure_at.localeCompare(a.last_failure_at))
      .slice(0, GROUPS_PER_TEST)
      .map((group) => ({ test, group })),
  );
  const details = useQueries({
    queries: groups.map(({ test, group }) => failureQueries.detail(api, repository, { testId: test.testId, failureId: group.id })),
  });
  const loading = lists.some((query) => query.isPending) || details.some((query) => query.isPending);
  const failed = lists.some((query) => query.isError) || details.some((query) => query.isError);

  const traced: TracedFailure[] = groups.flatMap(({ test, group }, index) => {
    const trace = details[index]?.data?.latest_events.find((event) => event.exception_stacktrace)?.exception_stacktrace;
    return trace ? [{ testId: test.testId, testName: test.testName, exceptionType: group.exception_type, trace }] : [];
  });
  // A few dozen traces at most: cheap enough to group on every render.
  const shared = sharedFailures(traced);

  return (
    <Panel title="Failures these tests share">
      {loading ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Comparing the stack traces of {tests.length} tests…
          </Text>
        </Group>
      ) : shared.length === 0 ? (
        <Text size="sm" c="dimmed">
          No two of these tests fail with the same stack trace (paths, line numbers and ids aside)
          {failed ? '; some failures could not be read' : ''}.
        </Text>
      ) : (
        shared.map((failure) => (
          <Stack
            key={`${failure.exceptionType}\n${failure.signature}`}
            gap={4}
            component="article"
            aria-label={`${failure.tests.length} tests share this failure: ${failure.exceptionType}`}
          >
            <Text fw={600}>
              {failure.tests.length} tests share this failure: <code>{failure.exceptionType}</code>
            </Text>
            <List size="sm" spacing={2}>
              {failure.tests.map((test) => (
                <List.Item key={test.testId}>
                  <TestNameLink repo={repository} testId={test.testId} name={test.testName} />
                </List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed" component="pre" style={{ whiteSpace: 'pre-wrap', margin: 0 }} aria-label="Normalized stack trace">
              {failure.signature}
            </Text>
          </Stack>
        ))
      )}
    </Panel>
  );
}
