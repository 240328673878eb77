import { Anchor, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCount } from '@/lib/format';
import { RECOVERY_WINDOW_DAYS, recoveryEvidenceQuery } from '../api/recovery-evidence';
import { testLinksQuery } from '../api/test-links';

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
  const { data: links } = useSuspenseQuery(testLinksQuery(api, repository, [testName]));
  const testPageId = links[testName];
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
  const { data } = useSuspenseQuery(recoveryEvidenceQuery(useApiClient(), repository, testPageId));
  const { window, runs, failed, lastFailureAt } = data;
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
