import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { testDetailSearchSchema } from '../lib/test-detail-search';
import { selectWindow } from '../lib/time-window';
import { prefetchTestDetailTab, testDetailLoaderDeps } from './test-detail-prefetch';
import { testExecutionQueries } from './test-execution-queries';
import { testFailureQueries } from './test-failure-queries';
import { testWindowQueries } from './test-window-queries';

const repository = { owner: 'acme', repo: 'checkout' };
const testId = 'ff52cffa-c89e-5a77-9d09-f31d7d9e4f53';
const bucket = { start: '2026-11-20T11:00:00Z', end: '2026-11-20T12:00:00Z', value: 1 };

function fakeApi() {
  return {
    getTestStat: vi.fn(async ({ path }: { path: { stat: string }; query: unknown }) => ({ stat: path.stat, value: 1, value_over_time: [bucket] })),
    getTestHealthTransitions: vi.fn(async () => ({ transitions: [], first_activity_at: null })),
    listTestFailures: vi.fn(async () => ({ failures: [] })),
    listTestExecutions: vi.fn(async (_args: { query: unknown }) => ({ data: { size: 0, per_page: 10, executions: [] }, links: { next: null, prev: null } })),
  };
}

async function prefetch(search: Record<string, unknown>) {
  const api = fakeApi();
  const queryClient = new QueryClient();
  const parsed = testDetailSearchSchema.parse(search);
  await Promise.all(prefetchTestDetailTab(queryClient, api as unknown as ApiClient, repository, testId, testDetailLoaderDeps(parsed)));
  return { api, queryClient, parsed };
}

describe('prefetchTestDetailTab', () => {
  it('starts the four series and the transitions of the window for the statistics and health tabs', async () => {
    for (const tab of ['statistics', 'health']) {
      const { api, queryClient, parsed } = await prefetch({ tab, range: '30d' });
      expect(api.getTestStat).toHaveBeenCalledTimes(4);
      expect(api.getTestHealthTransitions).toHaveBeenCalledTimes(1);
      // The components read these very options: the cache already holds their answers.
      const selection = selectWindow(parsed);
      const api2 = api as unknown as ApiClient;
      for (const stat of ['success_count', 'failure_count', 'flaky_count', 'mean_duration'] as const) {
        expect(queryClient.getQueryData(testWindowQueries.stat(api2, repository, testId, stat, selection).queryKey)).toBeDefined();
      }
      expect(queryClient.getQueryData(testWindowQueries.healthTransitions(api2, repository, testId, selection).queryKey)).toBeDefined();
      expect(api.listTestFailures).not.toHaveBeenCalled();
    }
  });

  it('asks each series for the same absolute window, ending at the current minute', async () => {
    const { api } = await prefetch({ range: '24h' });
    const windows = api.getTestStat.mock.calls.map(([args]) => JSON.stringify(args.query));
    expect(new Set(windows).size).toBe(1);
    const { start, end } = JSON.parse(windows[0] ?? '{}') as { start: string; end: string };
    expect(Date.parse(end) - Date.parse(start)).toBe(24 * 3_600_000);
    expect(end).toMatch(/:00Z$/);
  });

  it('starts only the failure groups for the failures tab, and one executions page for the executions tab', async () => {
    const failures = await prefetch({ tab: 'failures' });
    expect(failures.api.listTestFailures).toHaveBeenCalledTimes(1);
    expect(failures.api.getTestStat).not.toHaveBeenCalled();
    expect(failures.queryClient.getQueryData(testFailureQueries.list(failures.api as unknown as ApiClient, repository, testId).queryKey)).toBeDefined();

    const executions = await prefetch({ tab: 'executions', sort: 'job_name', direction: 'asc', per_page: 25 });
    expect(executions.api.listTestExecutions).toHaveBeenCalledTimes(1);
    expect(executions.api.listTestExecutions.mock.calls[0]?.[0]).toMatchObject({
      query: { sort: 'job_name', direction: 'asc', per_page: 25 },
    });
    const request = { window: { preset: '7d' as const }, sort: 'job_name' as const, direction: 'asc' as const, cursor: undefined, perPage: 25 };
    expect(
      executions.queryClient.getQueryData(testExecutionQueries.page(executions.api as unknown as ApiClient, repository, testId, request).queryKey),
    ).toBeDefined();
  });

  it('leaves the quarantine tab to the route (another feature owns that data)', async () => {
    const { api } = await prefetch({ tab: 'quarantine' });
    expect(Object.values(api).every((call) => call.mock.calls.length === 0)).toBe(true);
  });
});

describe('testDetailLoaderDeps', () => {
  it('depends only on what the selected tab reads', () => {
    const parse = (search: Record<string, unknown>) => testDetailLoaderDeps(testDetailSearchSchema.parse(search));
    expect(parse({ tab: 'failures', range: '30d', sort: 'job_name' })).toEqual({ tab: 'failures' });
    expect(parse({ range: '14d', sort: 'job_name' })).toEqual({ tab: 'statistics', window: { preset: '14d' } });
    expect(parse({ tab: 'health', start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' })).toEqual({
      tab: 'health',
      window: { start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' },
    });
  });

  it('falls back to defaults for a hand-edited URL', () => {
    const search = testDetailSearchSchema.parse({ tab: 'nope', range: '1y', per_page: 1000, direction: 'sideways', start: 'yesterday' });
    expect(search).toMatchObject({ tab: 'statistics', range: '7d', per_page: 10, direction: 'desc', start: undefined });
  });
});
