import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { EventType } from '@/api/types';
import { compactActivityFilters, EMPTY_ACTIVITY_FILTERS } from '@/domain/activity/activity-filters';
import { spanWindow, type Span } from '@/domain/periods/period-comparison';
import type { WindowSelection } from '@/domain/periods/time-window';
import type { RepositoryRef } from '@/lib/app-config';
import { createConcurrencyLimit } from '@/lib/concurrency-limit';
import { toIsoInstant, toIsoSeconds } from '@/lib/format';
import { repositoryQueryKey } from '@/lib/query-keys';
import { activityQueries } from '@/queries/activity';
import { ciRunnerQueries, labelWaitPage } from '@/queries/ci-runners';
import { mergeQueueQueries } from '@/queries/merge-queue';
import { quarantineQueries } from '@/queries/quarantines';
import { testStatQueries } from '@/queries/test-stats';
import { testQueries } from '@/queries/tests';
import type { Weeks } from '../lib/digest-lines';
import { highestOf } from '../lib/runner-lines';
import type { TestHistory } from '../lib/test-changes';

/** Transitions asked at once while scanning the tests. */
const SCAN_CONCURRENCY = 8;

/** The fortnight (the week before, then the week) as the test page's custom window: one request per test answers both weeks. */
export const fortnightWindow = (baseline: Span, current: Span) => ({ start: toIsoSeconds(baseline.start), end: toIsoSeconds(current.end) });

/** A week as the activity log's custom window takes it (its end included, so the last millisecond of the week). */
export const logWindow = (span: Span) => ({ from: toIsoInstant(span.start), to: toIsoInstant(span.end - 1) });

export const digestQueries = {
  /** Every test's transitions over the fortnight, each from its own entry (shared with the test's page); `complete` unless capped. */
  testHistories: (api: ApiClient, repo: RepositoryRef, window: { start: string; end: string }) =>
    queryOptions({
      queryKey: [...repositoryQueryKey(repo), 'digest', 'test-histories', window] as const,
      queryFn: async ({ client, signal }): Promise<{ histories: TestHistory[]; complete: boolean }> => {
        const every = await client.fetchQuery(testQueries.every(api, repo, {}));
        const names = new Map(every.read.map((test) => [test.test_id, test.test_name]));
        const send = createConcurrencyLimit(SCAN_CONCURRENCY);
        const progress = digestQueries.scanned(repo, window).queryKey;
        // Said in 20 steps: a redraw per answer costs 100–160 ms of blocking time on a phone (Lighthouse A/B, 367 tests).
        const step = Math.ceil(names.size / 20);
        let done = 0;
        const histories = await Promise.all(
          [...names].map(([testId, testName]) =>
            send(async () => {
              const answer = await client.fetchQuery(testStatQueries.healthTransitions(api, repo, { testId, window }));
              if (++done % step === 0 || done === names.size) client.setQueryData(progress, { done, of: names.size });
              return { testId, testName, transitions: answer.data.transitions };
            }, signal),
          ),
        );
        return { histories, complete: every.complete };
      },
      // The answers retry on their own.
      retry: false,
    }),

  /** How many of the tests the scan above has read, as it goes (one request per test: seconds on a large repository). */
  scanned: (repo: RepositoryRef, window: { start: string; end: string }) =>
    queryOptions<{ done: number; of: number }>({
      queryKey: [...repositoryQueryKey(repo), 'digest', 'scanned', window],
      queryFn: skipToken,
    }),

  /** The week's slowest runner and longest-waiting label, each the runners page's own answer (its key, within its limit). */
  runnerWeek: (api: ApiClient, owner: string, weeks: Weeks) =>
    queryOptions({
      queryKey: [...ciRunnerQueries.all(owner), 'digest', { current: weeks.current, baseline: weeks.baseline }] as const,
      queryFn: async ({ client }) => {
        const listing = await client.fetchQuery(ciRunnerQueries.listing(api, owner));
        if (!listing.available) return null;
        const { labels } = listing.listing;
        const names = listing.listing.runners.map((runner) => runner.name);
        const value = (answer: { data: { value: number | null } }) => answer.data.value;
        const duration = (window: WindowSelection, runner: string) =>
          client.fetchQuery(ciRunnerQueries.stat(api, owner, 'median_duration', window, { runner })).then(value);
        const wait = (window: WindowSelection, label: string) =>
          client.fetchQuery(ciRunnerQueries.waitStat(api, owner, 'median_wait_time', window, label)).then(value);
        const judge = async (names: readonly string[], ask: typeof duration) => {
          const week = await Promise.all(names.map(async (name) => ({ name, value: await ask(spanWindow(weeks.current), name) })));
          const { top, measured } = highestOf(week);
          return { top, measured, of: names.length, before: top === null ? null : await ask(spanWindow(weeks.baseline), top.name) };
        };
        const [runner, label] = await Promise.all([judge(names, duration), judge(labels, wait)]);
        return { runner, label, waitPage: label.top === null ? 1 : labelWaitPage(labels, label.top.name) };
      },
      // The answers retry on their own.
      retry: false,
    }),
};

/** Quarantines added and released over the week and the week before, in that order. */
export function quarantineEventQueries(api: ApiClient, repo: RepositoryRef, { current, baseline }: Weeks) {
  // The activity log's own count, the request its page sends for the same filter and window.
  const count = (type: EventType, week: Span) => {
    const { from, to } = logWindow(week);
    return activityQueries.aggregate(api, repo, {
      filters: compactActivityFilters({ ...EMPTY_ACTIVITY_FILTERS, type: [type] }),
      window: { start: from, end: to },
    });
  };
  return [
    count('test.quarantined', current),
    count('test.quarantined', baseline),
    count('test.dequarantined', current),
    count('test.dequarantined', baseline),
  ] as const;
}

/** The queue's figures and each queue's time to merge (the API's 7 days to the week's end), the week then the week before. */
export function queueQueries(api: ApiClient, repo: RepositoryRef, { current, baseline }: Weeks) {
  const figures = (week: Span) =>
    mergeQueueQueries.figures(api, repo, { start_at: toIsoSeconds(week.start), end_at: toIsoSeconds(week.end) }, {});
  const timeToMerge = (week: Span) => mergeQueueQueries.timeToMerge(api, repo, toIsoSeconds(week.end), undefined);
  return [figures(current), figures(baseline), timeToMerge(current), timeToMerge(baseline)] as const;
}

/** Every answer the page reads for a week, for the loader to start. */
export function digestQueryList(api: ApiClient, repo: RepositoryRef, weeks: Weeks) {
  return [
    digestQueries.testHistories(api, repo, fortnightWindow(weeks.baseline, weeks.current)),
    ...quarantineEventQueries(api, repo, weeks),
    quarantineQueries.summary(api, repo),
    ...queueQueries(api, repo, weeks),
    digestQueries.runnerWeek(api, repo.owner, weeks),
  ];
}
