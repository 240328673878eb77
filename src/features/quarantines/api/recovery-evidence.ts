import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryRef } from '@/lib/app-config';
import { toIsoSeconds } from '@/lib/format';
import { testQueries } from '@/queries/tests';
import { quarantineQueries } from '@/queries/quarantines';
import { HOUR_MS, DAY_MS } from '@/lib/time-constants';

/** The window "recovered" is shown against: a week, the span the test page opens on. */
export const RECOVERY_WINDOW_DAYS = 7;

/** What backs "recovered": the test's runs and failures over a stated window, and its last failure. */
export type RecoveryEvidence = {
  window: { start: string; end: string };
  runs: number;
  failed: number;
  lastFailureAt: string | null;
};

/**
 * The API's `is_recovered` says only that "recent runs are healthy"; this asks the per-test statistics
 * (passed and failed runs, operation 3) over the 7 days to the last whole hour, and the test's last
 * failure (operation 2), so the page can show the figures the claim rests on. Whole hours, so a reload
 * a few minutes later gives the same answer; the window is resolved when the query runs and travels
 * with the answer, so the sentence and its link name the very instants that were counted.
 * `testPageId` is the test's id as test search knows it (a quarantine may name a test that never ran).
 */
export function recoveryEvidenceQuery(api: ApiClient, repo: RepositoryRef, testPageId: string) {
  return queryOptions({
    queryKey: [...quarantineQueries.all(repo), 'recovery-evidence', testPageId] as const,
    queryFn: async ({ signal, client }): Promise<RecoveryEvidence> => {
      const end = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
      const window = { start: toIsoSeconds(end - RECOVERY_WINDOW_DAYS * DAY_MS), end: toIsoSeconds(end) };
      const path = { ...repositoryPath(repo), test_id: testPageId };
      const [passed, failed, details] = await Promise.all([
        api.getTestStat({ path: { ...path, stat: 'success_count' }, query: window }, { signal }),
        api.getTestStat({ path: { ...path, stat: 'failure_count' }, query: window }, { signal }),
        client.fetchQuery(testQueries.details(api, repo, testPageId)),
      ]);
      return { window, runs: passed.value + failed.value, failed: failed.value, lastFailureAt: details.last_failure_at };
    },
  });
}
