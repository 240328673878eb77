import { QueryClient } from '@tanstack/react-query';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RUNNER_REQUESTS_AT_ONCE } from '@/queries/ci-runners';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { REPOSITORIES } from '../../../../mocks/fixtures';
import { digestWeek } from '../lib/digest-week';
import { digestQueries } from './digest-queries';

// The digest's runners over the mock's large fleet (MOCK_RUNNERS, read when its fleet module loads): every runner is judged, within
// the runners page's limit, and the cost is what the page says.
vi.hoisted(() => vi.stubEnv('MOCK_RUNNERS', '330'));
const { mock, api } = setUpMockApi();
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});
const owner = REPOSITORIES.checkout.owner;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

describe('the digest’s runners, 330 runners', () => {
  it('asks each runner’s and label’s week once, at most the limit at a time, and each leader’s week before', async () => {
    const now = mock.backend.context.clock.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const weeks = digestWeek(undefined, now);
    const { labels } = await api.listCiRunners({ path: { owner } });
    let inFlight = 0;
    let most = 0;
    const requests: string[] = [];
    const start = ({ request }: { request: Request }) => {
      requests.push(request.url);
      most = Math.max(most, ++inFlight);
    };
    const end = () => void inFlight--;
    mock.server.events.on('request:start', start);
    mock.server.events.on('request:end', end);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const week = (await client.fetchQuery(digestQueries.runnerWeek(api, owner, weeks)))!;
    mock.server.events.removeListener('request:start', start);
    mock.server.events.removeListener('request:end', end);

    expect(week.runner.of).toBe(330);
    expect(week.label.of).toBe(labels.length);
    expect(requests).toHaveLength(1 + 330 + labels.length + 2);
    expect(new Set(requests).size).toBe(requests.length);
    expect(most).toBeLessThanOrEqual(RUNNER_REQUESTS_AT_ONCE);
    const leader = week.runner.top!;
    const answer = await api.getCiRunnerStat({
      path: { owner, stat: 'median_duration' },
      query: { start: iso(weeks.current.start), end: iso(weeks.current.end), runner_name: [leader.name] },
    });
    expect(answer.value).toBe(leader.value);
  }, 180_000);
});
