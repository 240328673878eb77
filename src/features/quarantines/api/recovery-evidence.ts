import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { toIsoSeconds } from '@/lib/format';
import { HOUR_MS, DAY_MS } from '@/lib/time-constants';
import { quarantineQueries } from '@/queries/quarantines';
import { testStatQueries } from '@/queries/test-stats';
import { testQueries } from '@/queries/tests';

/** The window "recovered" is shown against: a week, the span the test page opens on. */
export const RECOVERY_WINDOW_DAYS = 7;

export type RecoveryEvidence = { window: { start: string; end: string }; runs: number; failed: number; lastFailureAt: string | null };

/** What backs `is_recovered`: runs and failures over the 7 days to the last whole hour (stable within the hour). */
export function recoveryEvidenceQuery(api: ApiClient, repo: RepositoryRef, testPageId: string) {
  return queryOptions({
    queryKey: [...quarantineQueries.all(repo), 'recovery-evidence', testPageId] as const,
    queryFn: async ({ client }): Promise<RecoveryEvidence> => {
      const end = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
      const window = { start: toIsoSeconds(end - RECOVERY_WINDOW_DAYS * DAY_MS), end: toIsoSeconds(end) };
      const stat = (name: 'success_count' | 'failure_count') =>
        client.fetchQuery(testStatQueries.stat(api, repo, { testId: testPageId, stat: name, window }));
      const [passed, failed, details] = await Promise.all([
        stat('success_count'),
        stat('failure_count'),
        client.fetchQuery(testQueries.details(api, repo, testPageId)),
      ]);
      return { window, runs: passed.data.value + failed.data.value, failed: failed.data.value, lastFailureAt: details.last_failure_at };
    },
  });
}
