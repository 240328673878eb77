import { Anchor, Stack, Text } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { resolveWindow } from '@/domain/periods/time-window';
import { formatCount } from '@/lib/format';
import { testStatQueries } from '@/queries/test-stats';
import { testQueries } from '@/queries/tests';

/** The window "recovered" is shown against: the week the test page opens on, to the last whole hour (stable within it). */
const RECOVERY_WINDOW_DAYS = 7;
export const recoveryWindow = (now: number) => resolveWindow({ preset: '7d' }, now, 'hour');

/** "Recovered" is one boolean in the API: the test's own figures over a stated window stand beside it. */
export function RecoveryEvidence({ repository, testName }: { repository: RepositoryRef; testName: string }) {
  return (
    <Stack gap={4} component="section" aria-label="Why recovered">
      <Text size="sm" c="teal">
        The API marks this test recovered (its recent runs are healthy): the quarantine could be released.
      </Text>
      <QueryBoundary pendingLabel={`Counting the test’s runs of the last ${RECOVERY_WINDOW_DAYS} days…`}>
        <Figures repository={repository} testName={testName} />
      </QueryBoundary>
    </Stack>
  );
}

function Figures({ repository, testName }: { repository: RepositoryRef; testName: string }) {
  const api = useApiClient();
  // A name too long to look up has no test page; useSuspenseQuery would ignore `enabled` and read every test.
  const [links] = useSuspenseQueries({ queries: [testQueries.byName(api, repository, [testName])].filter((query) => query.enabled) });
  const testPageId = links?.data[testName];
  if (testPageId === undefined) {
    return (
      <Text size="sm" c="dimmed">
        Test search knows no runs of this test on the default branch, so the runs behind the API’s verdict cannot be shown.
      </Text>
    );
  }
  return <RunFigures repository={repository} testPageId={testPageId} />;
}

function RunFigures({ repository, testPageId }: { repository: RepositoryRef; testPageId: string }) {
  const api = useApiClient();
  const [window] = useState(() => recoveryWindow(Date.now()));
  const stat = (name: 'success_count' | 'failure_count') =>
    testStatQueries.stat(api, repository, { testId: testPageId, stat: name, window });
  const [passed, failures, details] = useSuspenseQueries({
    queries: [stat('success_count'), stat('failure_count'), testQueries.details(api, repository, testPageId)],
  });
  const failed = failures.data.data.value;
  const runs = passed.data.data.value + failed;
  const lastFailureAt = details.data.last_failure_at;
  return (
    <Text size="sm">
      In the {RECOVERY_WINDOW_DAYS} days from <Timestamp value={window.start} /> to <Timestamp value={window.end} />:{' '}
      {runs === 1 ? '1 run' : `${formatCount(runs)} runs`} on the default branch, {formatCount(failed)} failed.{' '}
      {lastFailureAt === null ? (
        'It has not failed in the retained history.'
      ) : (
        <>
          Last failure: <Timestamp value={lastFailureAt} relative />.
        </>
      )}{' '}
      <Anchor
        size="sm"
        // In a sentence a link is underlined: its colour alone is too close to the text's (axe).
        underline="always"
        renderRoot={(props) => (
          <Link
            {...props}
            to="/$owner/$repo/tests/$testId"
            params={{ ...repository, testId: testPageId }}
            search={{ tab: 'statistics', range: '7d', start: window.start, end: window.end }}
          />
        )}
      >
        See these runs in the test’s statistics
      </Anchor>
    </Text>
  );
}
