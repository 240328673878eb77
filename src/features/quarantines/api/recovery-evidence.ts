import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryRef } from '@/lib/app-config';
import { quarantineQueries } from './quarantine-queries';

/** The window "recovered" is shown against: a week, the span the test page opens on. */
export const RECOVERY_WINDOW_DAYS = 7;
const DAY_MS = 24 * 3_600_000;

/** What backs "recovered": the test's runs and failures over a stated window, and its last failure. */
export type RecoveryEvidence = {
  window: { start: string; end: string };
  runs: number;
  failed: number;
  lastFailureAt: string | null;
};

const isoSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/**
 * The API's `is_recovered` says only that "recent runs are healthy"; this asks the per-test statistics
 * (passed and failed runs, operation 3) over the last 7 days, and the test's last failure (operation 2),
 * so the page can show the figures the claim rests on. The window is resolved when the query runs and
 * travels with the answer, so the sentence and its link name the very instants that were counted.
 * `testPageId` is the test's id as test search knows it (a quarantine may name a test that never ran).
 */
export function recoveryEvidenceQuery(api: ApiClient, repo: RepositoryRef, testPageId: string) {
  return queryOptions({
    queryKey: [...quarantineQueries.all(repo), 'recovery-evidence', testPageId] as const,
    queryFn: async ({ signal }): Promise<RecoveryEvidence> => {
      const end = Date.now();
      const window = { start: isoSeconds(end - RECOVERY_WINDOW_DAYS * DAY_MS), end: isoSeconds(end) };
      const path = { ...repositoryPath(repo), test_id: testPageId };
      const [passed, failed, details] = await Promise.all([
        api.getTestStat({ path: { ...path, stat: 'success_count' }, query: window }, { signal }),
        api.getTestStat({ path: { ...path, stat: 'failure_count' }, query: window }, { signal }),
        api.getTestDetails({ path }, { signal }),
      ]);
      return { window, runs: passed.value + failed.value, failed: failed.value, lastFailureAt: details.last_failure_at };
    },
  });
}
