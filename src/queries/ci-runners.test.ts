import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS } from '@/lib/time-constants';
import { setUpMockApi } from '../../tests/mock-kit/mock-api';
import { REPOSITORIES } from '../../mocks/fixtures';
import { ciRunnerQueries, runnersViewQuery } from './ci-runners';

const { mock, api } = setUpMockApi();
afterEach(() => vi.useRealTimers());
const owner = REPOSITORIES.checkout.owner;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

describe('the runners view: the fleet success rate over the window before', () => {
  it('meets the current answer’s window even when an hour turned between the two (asked again from it)', async () => {
    const now = mock.backend.context.clock.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    // The current window as answered an hour ago: the window before asked from this hour's misses it.
    const end = Math.floor(now / HOUR_MS) * HOUR_MS - HOUR_MS;
    const window = { start: iso(end - 7 * 24 * HOUR_MS), end: iso(end) };
    const current = await api.getCiRunnerStat({ path: { owner, stat: 'success_rate' }, query: window });
    client.setQueryData(ciRunnerQueries.stat(api, owner, 'success_rate', { preset: '7d' }).queryKey, { window, data: current });

    const view = await client.fetchQuery(runnersViewQuery(api, owner, { selection: { preset: '7d' }, page: 1, waitPage: 1 }));
    const before = { start: iso(end - 14 * 24 * HOUR_MS), end: window.start };
    expect(view.trends.successBefore.window).toEqual(before);
    const answer = await api.getCiRunnerStat({ path: { owner, stat: 'success_rate' }, query: before });
    expect(view.trends.successBefore.data).toEqual(answer);
  }, 60_000);
});
