import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '@/components/feedback/error-state';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCount } from '@/lib/format';
import { RECOVERY_WINDOW_DAYS, recoveryEvidenceQuery } from '../api/recovery-evidence';

const runsText = (runs: number) => (runs === 1 ? '1 run' : `${formatCount(runs)} runs`);

/** Whether test search knows the quarantined test, and its id there (the test page's). */
export type TestPageLookup =
  { status: 'pending' } | { status: 'failed'; error: unknown; retry: () => void } | { status: 'done'; testPageId: string | null };

/**
 * "Recovered", with what it rests on: the API's verdict is one boolean ("recent runs are healthy"), so
 * the test's own figures over a stated window are shown beside it, with a link to the test's
 * statistics for that very window. A test search does not know (it never ran on the default branch)
 * has no figures to show, and says so.
 */
export function RecoveryEvidence({ repository, lookup }: { repository: RepositoryRef; lookup: TestPageLookup }) {
  return (
    <Stack gap={4} component="section" aria-label="Why recovered">
      <Text size="sm" c="teal">
        The API marks this test recovered (its recent runs are healthy): the quarantine could be released.
      </Text>
      {lookup.status === 'pending' ? (
        <Pending />
      ) : lookup.status === 'failed' ? (
        <ErrorState compact title="Could not look the test up in test search" error={lookup.error} onRetry={lookup.retry} />
      ) : lookup.testPageId === null ? (
        <Text size="sm" c="dimmed">
          Test search knows no runs of this test on the default branch, so the runs behind the API’s verdict cannot be shown.
        </Text>
      ) : (
        <Figures repository={repository} testPageId={lookup.testPageId} />
      )}
    </Stack>
  );
}

function Pending() {
  return (
    <Text size="sm" c="dimmed" role="status">
      <Loader size="xs" mr={6} display="inline-block" />
      Counting the test’s runs of the last {RECOVERY_WINDOW_DAYS} days…
    </Text>
  );
}

function Figures({ repository, testPageId }: { repository: RepositoryRef; testPageId: string }) {
  const api = useApiClient();
  const evidence = useQuery(recoveryEvidenceQuery(api, repository, testPageId));
  if (evidence.isPending) return <Pending />;
  if (evidence.isError) {
    return (
      <ErrorState compact title="Could not count the test’s recent runs" error={evidence.error} onRetry={() => void evidence.refetch()} />
    );
  }
  const { window, runs, failed, lastFailureAt } = evidence.data;
  return (
    <Text size="sm">
      In the {RECOVERY_WINDOW_DAYS} days from <Timestamp value={window.start} /> to <Timestamp value={window.end} />: {runsText(runs)} on
      the default branch, {formatCount(failed)} failed.{' '}
      {lastFailureAt === null ? (
        'It has not failed in the retained history.'
      ) : (
        <>
          Last failure: <Timestamp value={lastFailureAt} relative />.
        </>
      )}{' '}
      <Anchor
        size="sm"
        // In a sentence a link is underlined: its colour alone is too close to the text's (axe's link-in-text-block).
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
