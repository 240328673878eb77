import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { createConcurrencyLimit } from '@/lib/concurrency-limit';
import { UNHEALTHY_STATUSES } from '@/domain/tests/health';
import { repositoryQueryKey } from '@/lib/query-keys';
import { activityQueries } from '@/queries/activity';
import { quarantineQueries } from '@/queries/quarantines';
import { testStatQueries } from '@/queries/test-stats';
import { testQueries } from '@/queries/tests';
import { changeVerdict, toVerdictEvidence, type ChangeSubject } from '../lib/change-verdict';

/** Pages of a change's own events read at most (100 each): enough for any one pull request's life. */
const MAX_EVENT_PAGES = 5;
const SCAN_CONCURRENCY = 4;

/** A test's facts on the default branch, each from its resource's own entry: details, the retained 30 days of transitions, quarantines. */
export function evidenceQueries(api: ApiClient, repository: RepositoryRef, testId: string) {
  return [
    testQueries.details(api, repository, testId),
    testStatQueries.healthTransitions(api, repository, { testId, window: { preset: '30d' } }),
    quarantineQueries.forTest(api, repository, testId),
  ] as const;
}

export type NamedTest = { testId: string; testName: string };

export const myChangeQueries = {
  all: (repository: RepositoryRef) => [...repositoryQueryKey(repository), 'my-change'] as const,

  /** Among the tests flaky or broken now or quarantined, those whose transitions or first failure name the change. */
  testsNamedBy: (queryClient: QueryClient, api: ApiClient, repository: RepositoryRef, subject: ChangeSubject) =>
    queryOptions({
      queryKey: [...myChangeQueries.all(repository), 'named-by', subject] as const,
      queryFn: async (): Promise<{ tests: NamedTest[]; scanned: number; truncated: boolean }> => {
        if (subject.kind === 'none') return { tests: [], scanned: 0, truncated: false };
        const [unhealthy, quarantined] = await Promise.all([
          queryClient.fetchQuery(testQueries.every(api, repository, { health: [...UNHEALTHY_STATUSES] })),
          queryClient.fetchQuery(quarantineQueries.summary(api, repository)),
        ]);
        const candidates = new Map<string, string>();
        for (const test of unhealthy.read) candidates.set(test.test_id, test.test_name);
        for (const record of quarantined.quarantines) candidates.set(record.test_id, record.test_name);
        const send = createConcurrencyLimit(SCAN_CONCURRENCY);
        const named = await Promise.all(
          [...candidates].map(([testId, testName]) =>
            send(async () => {
              const [details, transitions, quarantines] = evidenceQueries(api, repository, testId);
              // The quarantines are read for the cards that follow; the verdict reads the other two.
              const [answer, history] = await Promise.all([
                queryClient.fetchQuery(details),
                queryClient.fetchQuery(transitions),
                queryClient.fetchQuery(quarantines),
              ]);
              return changeVerdict(toVerdictEvidence(answer, history), subject).kind === 'yours' ? { testId, testName } : null;
            }),
          ),
        );
        return {
          tests: named.filter((test): test is NamedTest => test !== null),
          scanned: candidates.size,
          truncated: !unhealthy.complete || quarantined.truncated,
        };
      },
    }),

  /** A pull request's own activity-log events over the 90 days kept, newest first. */
  pullRequestEvents: (api: ApiClient, repository: RepositoryRef, number: number) =>
    activityQueries.retained(api, repository, { pull_request: [number] }, Date.now(), MAX_EVENT_PAGES),
};
