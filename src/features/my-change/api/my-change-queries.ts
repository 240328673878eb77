import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { PageLink, Paged } from '@/api/link-pagination';
import { repositoryPath } from '@/api/repository-path';
import type { ActivityLogEvent, HealthTransition, QuarantinedTest, TestDetails } from '@/api/types';
import { resolveWindow, type WindowSelection } from '@/domain/periods/time-window';
import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';
import { toIsoSeconds } from '@/lib/format';
import { testQueries } from '@/queries/tests';
import { testHealthTransitionsQuery } from '@/lib/test-health-transitions-query';
import { changeVerdict, type ChangeSubject } from '../lib/change-verdict';
import { mapWithConcurrency } from '../lib/map-with-concurrency';
import { toVerdictEvidence } from '../lib/verdict-evidence';
import { DAY_MS } from '@/lib/time-constants';

/*
 * What "Is it my change?" asks of the API, as query factories under `['repos', owner, repo, 'my-change']`.
 * A test's evidence (details, 30 days of transitions, quarantines) is one query per test, shared by the
 * lookup that finds the tests a change names and by each test's card.
 */

/** Test insights keep 30 days; transitions over all of them date every episode still on record. */
const EVIDENCE_WINDOW: WindowSelection = { preset: '30d' };
/** The activity log keeps 90 days and takes at most 93 per request. */
const ACTIVITY_WINDOW_MS = 90 * DAY_MS;
/** Pages of a change's own events read at most (100 each): enough for any one pull request's life. */
const MAX_EVENT_PAGES = 5;
/** Pages of candidates (100 identities each) read at most when looking for the tests a change names. */
const MAX_CANDIDATE_PAGES = 10;
/** Requests in flight at once while scanning candidates. */
const SCAN_CONCURRENCY = 4;
/** The API's limit on one `test_name` value. */
const MAX_SEARCHABLE_NAME = 255;
/** The API's limit on `test_name` values in one request. */
const MAX_NAMES_PER_SEARCH = 255;

export type TestEvidence = {
  details: TestDetails;
  transitions: HealthTransition[];
  /** The transitions' window start and first activity: whether the history predates the kept 30 days. */
  windowStart: string;
  firstActivityAt: string | null;
  quarantines: QuarantinedTest[];
};

export type NamedTest = { testId: string; testName: string };

/** A test identity of a pipeline that is flaky or broken now, or whose test is quarantined for the branch. */
export type TroubledTest = { testId: string; testName: string; job: string; health: string; quarantined: boolean };

/** Follows `next` links from a first page, at most `maxPages` pages in all. */
async function walkPages<T>(
  first: Paged<T>,
  maxPages: number,
  follow: (link: PageLink<T>) => Promise<Paged<T>>,
): Promise<{ pages: T[]; truncated: boolean }> {
  const pages = [first.data];
  let page = first;
  while (page.links.next !== null) {
    if (pages.length >= maxPages) return { pages, truncated: true };
    page = await follow(page.links.next);
    pages.push(page.data);
  }
  return { pages, truncated: false };
}

export const myChangeQueries = {
  all: (repository: RepositoryRef) => [...repositoryQueryKey(repository), 'my-change'] as const,

  /** A test's facts on the default branch; the transitions cover the retained 30 days up to now. */
  evidence: (api: ApiClient, repository: RepositoryRef, testId: string) =>
    queryOptions({
      queryKey: [...myChangeQueries.all(repository), 'evidence', testId] as const,
      queryFn: async ({ signal, client }): Promise<TestEvidence> => {
        const [details, transitions, quarantines] = await Promise.all([
          // The test's one details entry, shared with the test page and test search's rows.
          client.fetchQuery(testQueries.details(api, repository, testId)),
          // The test page's 30-day answer itself (same key): both pages tell the same story.
          client.fetchQuery(testHealthTransitionsQuery(api, repository, testId, EVIDENCE_WINDOW, resolveWindow)),
          api.listQuarantines({ path: repositoryPath(repository), query: { test_id: testId, per_page: 100 } }, { signal }),
        ]);
        return {
          details,
          transitions: transitions.data.transitions,
          windowStart: transitions.window.start,
          firstActivityAt: transitions.data.first_activity_at,
          quarantines: quarantines.data.quarantined_tests,
        };
      },
    }),

  /** A test's failure groups (the card's "failed before?" figures; not needed to find the tests). */
  failures: (api: ApiClient, repository: RepositoryRef, testId: string) =>
    queryOptions({
      queryKey: [...myChangeQueries.all(repository), 'failures', testId] as const,
      queryFn: ({ signal }) => api.listTestFailures({ path: { ...repositoryPath(repository), test_id: testId } }, { signal }),
    }),

  /** One failure group with its latest events (their stack traces, for the shared-failure comparison). */
  failureDetail: (api: ApiClient, repository: RepositoryRef, testId: string, failureId: string) =>
    queryOptions({
      queryKey: [...myChangeQueries.all(repository), 'failures', testId, failureId] as const,
      queryFn: ({ signal }) =>
        api.getTestFailure({ path: { ...repositoryPath(repository), test_id: testId, failure_id: failureId } }, { signal }),
    }),

  /**
   * Pasted names to test ids, in one search (names combine), keeping exact matches only: a name's `*`
   * or `?` would otherwise glob. A name longer than the API's 255 characters cannot be looked up.
   */
  testsByName: (api: ApiClient, repository: RepositoryRef, names: readonly string[]) =>
    queryOptions({
      queryKey: [...myChangeQueries.all(repository), 'by-name', names] as const,
      queryFn: async ({ signal }): Promise<Map<string, string>> => {
        const searchable = names.filter((name) => name.length <= MAX_SEARCHABLE_NAME);
        const found = new Map<string, string>();
        if (searchable.length === 0) return found;
        const first = await api.searchTests(
          { path: repositoryPath(repository), query: { test_name: searchable, per_page: 100 } },
          { signal },
        );
        const { pages } = await walkPages(first, MAX_CANDIDATE_PAGES, (link) => api.followLink(link, { signal }));
        const wanted = new Set(searchable);
        for (const page of pages) for (const test of page.tests) if (wanted.has(test.test_name)) found.set(test.test_name, test.test_id);
        return found;
      },
    }),

  /**
   * The tests a pull request or commit is to blame for: among the tests flaky or broken now and those
   * with a quarantine (where any episode still on record is), the ones whose transitions or first
   * failure name the change. Each test's evidence goes into the cache for its card.
   */
  testsNamedBy: (queryClient: QueryClient, api: ApiClient, repository: RepositoryRef, subject: ChangeSubject) => {
    // Through the cache: the cards of the tests found read the very same answers.
    const evidenceOf = (testId: string) => queryClient.fetchQuery(myChangeQueries.evidence(api, repository, testId));
    return queryOptions({
      queryKey: [...myChangeQueries.all(repository), 'named-by', subject] as const,
      queryFn: async ({ signal }): Promise<{ tests: NamedTest[]; scanned: number; truncated: boolean }> => {
        if (subject.kind === 'none') return { tests: [], scanned: 0, truncated: false };
        const path = repositoryPath(repository);
        const [unhealthy, quarantined] = await Promise.all([
          api
            .searchTests({ path, query: { health_status: ['flaky', 'broken'], per_page: 100 } }, { signal })
            .then((first) => walkPages(first, MAX_CANDIDATE_PAGES, (link) => api.followLink(link, { signal }))),
          api
            .listQuarantines({ path, query: { per_page: 100 } }, { signal })
            .then((first) => walkPages(first, MAX_CANDIDATE_PAGES, (link) => api.followLink(link, { signal }))),
        ]);
        const candidates = new Map<string, string>();
        for (const page of unhealthy.pages) for (const test of page.tests) candidates.set(test.test_id, test.test_name);
        for (const page of quarantined.pages) for (const record of page.quarantined_tests) candidates.set(record.test_id, record.test_name);

        const entries = [...candidates.entries()];
        const named = await mapWithConcurrency(entries, SCAN_CONCURRENCY, async ([testId, testName]) => {
          const evidence = await evidenceOf(testId);
          return changeVerdict(toVerdictEvidence(evidence), subject).kind === 'yours' ? { testId, testName } : null;
        });
        return {
          tests: named.filter((test): test is NamedTest => test !== null),
          scanned: entries.length,
          truncated: unhealthy.truncated || quarantined.truncated,
        };
      },
    });
  },

  /**
   * A pipeline's test identities that are flaky or broken now, and those of tests quarantined on every
   * branch or on `branch`: which jobs they run in is for the caller's check-to-job rule. Names longer
   * than the API takes are left out of the quarantined lookup (said as `truncated`).
   */
  pipelineTests: (api: ApiClient, repository: RepositoryRef, pipeline: string, branch: string | null) =>
    queryOptions({
      queryKey: [...myChangeQueries.all(repository), 'pipeline-tests', pipeline, branch] as const,
      queryFn: async ({ signal }): Promise<{ tests: TroubledTest[]; truncated: boolean }> => {
        const path = repositoryPath(repository);
        const follow = <T>(first: Paged<T>) => walkPages(first, MAX_CANDIDATE_PAGES, (link) => api.followLink(link, { signal }));
        const [unhealthy, quarantines] = await Promise.all([
          api
            .searchTests({ path, query: { pipeline_name: [pipeline], health_status: ['flaky', 'broken'], per_page: 100 } }, { signal })
            .then(follow),
          api.listQuarantines({ path, query: { per_page: 100 } }, { signal }).then(follow),
        ]);
        const quarantinedNames = new Set(
          quarantines.pages.flatMap((page) =>
            page.quarantined_tests.filter((record) => record.branch === null || record.branch === branch).map((record) => record.test_name),
          ),
        );
        const searchable = [...quarantinedNames].filter((name) => name.length <= MAX_SEARCHABLE_NAME).slice(0, MAX_NAMES_PER_SEARCH);
        const quarantined =
          searchable.length === 0
            ? { pages: [], truncated: false }
            : await api
                .searchTests({ path, query: { pipeline_name: [pipeline], test_name: searchable, per_page: 100 } }, { signal })
                .then(follow);
        const tests = new Map<string, TroubledTest>();
        // A name's `*` or `?` globs: only the exact names are the quarantined tests.
        for (const page of [...unhealthy.pages, ...quarantined.pages]) {
          for (const test of page.tests) {
            const key = `${test.test_id}\n${test.job_name}`;
            if (tests.has(key) || (test.metrics.health_status === 'healthy' && !quarantinedNames.has(test.test_name))) continue;
            tests.set(key, {
              testId: test.test_id,
              testName: test.test_name,
              job: test.job_name,
              health: test.metrics.health_status,
              quarantined: quarantinedNames.has(test.test_name),
            });
          }
        }
        return {
          tests: [...tests.values()],
          truncated: unhealthy.truncated || quarantines.truncated || quarantined.truncated || searchable.length < quarantinedNames.size,
        };
      },
    }),
  /** A pull request's own activity-log events over the retained 90 days, newest first. */
  pullRequestEvents: (api: ApiClient, repository: RepositoryRef, number: number) =>
    queryOptions({
      queryKey: [...myChangeQueries.all(repository), 'pull-request-events', number] as const,
      queryFn: async ({ signal }): Promise<{ events: ActivityLogEvent[]; truncated: boolean }> => {
        const now = Date.now();
        const first = await api.getActivityLog(
          {
            path: repositoryPath(repository),
            query: {
              pull_request: [number],
              received_from: toIsoSeconds(now - ACTIVITY_WINDOW_MS),
              received_to: toIsoSeconds(now),
              per_page: 100,
            },
          },
          { signal },
        );
        const { pages, truncated } = await walkPages(first, MAX_EVENT_PAGES, (link) => api.followLink(link, { signal }));
        return { events: pages.flatMap((page) => page.events), truncated };
      },
    }),
};
