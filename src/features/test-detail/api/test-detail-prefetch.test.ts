import * as v from 'valibot';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getTestStatStatValues } from '@/api/generated/enums';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { FIXTURE_NOW, FIXTURE_TESTS, REPOSITORIES } from '../../../../mocks/fixtures';
import { executionsRequest } from '../lib/test-detail-search';
import { testDetailSearchSchema } from '../lib/test-detail-search';
import { selectWindow } from '@/domain/periods/time-window';
import { testDetailTabQueries, testDetailLoaderDeps } from './test-detail-prefetch';
import { executionQueries } from '@/queries/executions';
import { failureQueries } from '@/queries/failures';
import { testStatQueries } from '@/queries/test-stats';

const { api } = setUpMockApi();

const repository = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const { testId } = FIXTURE_TESTS.multiIdentity;
/** The week before the mock's clock: an absolute window, so the answers hold the demo's runs. */
const lastWeek = {
  start: new Date(Date.parse(FIXTURE_NOW) - 7 * 24 * 3_600_000).toISOString(),
  end: FIXTURE_NOW,
};

/** Runs the loader's prefetch for a URL's search, against the mock; returns what the cache then holds. */
async function prefetch(search: Record<string, unknown>) {
  const queryClient = new QueryClient();
  const parsed = v.parse(testDetailSearchSchema, search);
  const options = testDetailTabQueries(api, repository, testId, testDetailLoaderDeps(parsed));
  await Promise.all(options.map((query) => queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0])));
  const cached = queryClient.getQueryCache().getAll();
  return {
    queryClient,
    parsed,
    cachedKeys: cached.map((query) => query.queryKey),
    failed: cached.filter((query) => query.state.status !== 'success').map((query) => query.queryKey),
  };
}

describe('testDetailTabQueries', () => {
  it('loads the four series and the transitions of the window for the statistics and health tabs', async () => {
    for (const tab of ['statistics', 'health']) {
      const { queryClient, parsed, cachedKeys, failed } = await prefetch({ tab, ...lastWeek });
      // The components read these very options: the cache already holds their answers, and nothing else.
      const selection = selectWindow(parsed);
      const expected = [
        ...getTestStatStatValues.map((stat) => testStatQueries.stat(api, repository, { testId, stat, window: selection })),
        testStatQueries.healthTransitions(api, repository, { testId, window: selection }),
      ];
      expect(failed).toEqual([]);
      expect(cachedKeys).toHaveLength(expected.length);
      for (const options of expected) expect(queryClient.getQueryData(options.queryKey)).toBeDefined();
      const successes = queryClient.getQueryData(
        testStatQueries.stat(api, repository, { testId, stat: 'success_count', window: selection }).queryKey,
      );
      expect(successes?.data.value).toBeGreaterThan(0);
    }
  });

  it('asks each series for the same absolute window, on the hour boundaries up to the current hour’s end', async () => {
    const { queryClient, parsed } = await prefetch({ range: '24h' });
    const selection = selectWindow(parsed);
    const windows = [
      ...getTestStatStatValues.map(
        (stat) => queryClient.getQueryData(testStatQueries.stat(api, repository, { testId, stat, window: selection }).queryKey)?.window,
      ),
      queryClient.getQueryData(testStatQueries.healthTransitions(api, repository, { testId, window: selection }).queryKey)?.window,
    ];
    expect(new Set(windows.map((window) => JSON.stringify(window))).size).toBe(1);
    const [window] = windows;
    if (window === undefined) throw new Error('the series were not loaded');
    expect(Date.parse(window.end) - Date.parse(window.start)).toBe(25 * 3_600_000);
    expect(window.end).toMatch(/:00:00Z$/);
    expect(Date.parse(window.end)).toBeGreaterThan(Date.now());
  });

  it('loads only the failure groups for the failures tab', async () => {
    const { queryClient, cachedKeys, failed } = await prefetch({ tab: 'failures', ...lastWeek });
    expect(failed).toEqual([]);
    expect(cachedKeys).toEqual([failureQueries.list(api, repository, testId).queryKey]);
    expect(queryClient.getQueryData(failureQueries.list(api, repository, testId).queryKey)).toBeDefined();
  });

  it('loads one executions page for the executions tab, in the URL’s sort and size', async () => {
    const { queryClient, parsed, cachedKeys, failed } = await prefetch({
      tab: 'executions',
      sort: 'job_name',
      direction: 'asc',
      per_page: 2,
      ...lastWeek,
    });
    const page = executionQueries.page(api, repository, { testId, request: executionsRequest(parsed, selectWindow(parsed)) });
    expect(failed).toEqual([]);
    expect(cachedKeys).toEqual([page.queryKey]);
    const answer = queryClient.getQueryData(page.queryKey);
    const jobs = answer?.data.executions.map((row) => row.job_name) ?? [];
    expect(jobs).toHaveLength(2);
    expect(jobs).toEqual([...jobs].sort((a, b) => a.localeCompare(b)));
    expect(answer?.links.next).not.toBeNull();
  });

  it('leaves the quarantine tab to the route (another feature owns that data)', async () => {
    const { cachedKeys } = await prefetch({ tab: 'quarantine' });
    expect(cachedKeys).toEqual([]);
  });
});

describe('testDetailLoaderDeps', () => {
  it('depends only on what the selected tab reads', () => {
    const parse = (search: Record<string, unknown>) => testDetailLoaderDeps(v.parse(testDetailSearchSchema, search));
    expect(parse({ tab: 'failures', range: '30d', sort: 'job_name' })).toEqual({ tab: 'failures' });
    expect(parse({ range: '14d', sort: 'job_name' })).toEqual({ tab: 'statistics', window: { preset: '14d' } });
    expect(parse({ tab: 'health', start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' })).toEqual({
      tab: 'health',
      window: { start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' },
    });
  });

  it('falls back to defaults for a hand-edited URL', () => {
    const search = v.parse(testDetailSearchSchema, { tab: 'nope', range: '1y', per_page: 1000, direction: 'sideways', start: 'yesterday' });
    expect(search).toMatchObject({ tab: 'statistics', range: '7d', per_page: 10, direction: 'desc', start: undefined });
  });
});
