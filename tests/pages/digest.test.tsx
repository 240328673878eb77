// @vitest-environment jsdom
// The week's digest as a user opens it: the real route and page over the mock backend at FIXTURE_NOW (a Monday,
// 09:30 UTC: the week just ended is the last full one). Its lines open views that ask nothing the digest did not.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../mock-kit/mock-api';
import { renderAppPage } from '../mock-kit/render-app';
import { REPOSITORIES } from '../../mocks/fixtures';

const { mock } = setUpMockApi();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PAGE = `/${REPOSITORIES.checkout.owner}/${REPOSITORIES.checkout.name}/digest`;

describe('Weekly digest page', () => {
  it('asks every answer once; a test line, a queue line and a runner line open views that find theirs already asked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(mock.backend.context.clock.now());
    const requests: string[] = [];
    mock.server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const { queryClient, route, history } = renderAppPage(PAGE);
    // The first answers build the mock's history in this process: on a busy 2-core machine that alone can take 10 s.
    expect(await screen.findByText(/^The week of May 26 – Jun 1 \(UTC, Monday to Sunday\)/, {}, { timeout: 30_000 })).toBeTruthy();
    const copy = await screen.findByRole('button', { name: 'Copy as Markdown' });
    await waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false), { timeout: 60_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(new Set(requests).size).toBe(requests.length);

    const asked = requests.length;
    const testLine = within(screen.getByRole('region', { name: /^Became flaky or broken/ })).getAllByRole('link')[0]!;
    fireEvent.click(testLine);
    await waitFor(() => expect(route().path).toMatch(/\/tests\/[0-9a-f-]{36}$/));
    expect(route().search).toMatchObject({ tab: 'health', start: '2025-05-19T00:00:00Z', end: '2025-06-02T00:00:00Z' });
    await screen.findByRole('table', { name: /^Health changes in this window/ }, { timeout: 20_000 });
    // The test page asks its own 30 days of kept history beside; the fortnight's transitions it finds.
    const fortnight = (url: string) => url.includes('/health-transitions?start=2025-05-19T00%3A00%3A00Z&end=2025-06-02');
    expect(requests.slice(0, asked).filter(fortnight).length).toBeGreaterThan(100);
    expect(requests.slice(asked).filter(fortnight)).toEqual([]);

    history.back();
    const queueLine = await screen.findByRole('link', { name: /^Failure rate:/ }, { timeout: 10_000 });
    const before = requests.length;
    fireEvent.click(queueLine);
    await screen.findByRole('table', { name: 'Merge queue figures, two periods' }, { timeout: 20_000 });
    const weeks = ['start_at=2025-05-26T00%3A00%3A00Z&end_at=2025-06-02', 'start_at=2025-05-19T00%3A00%3A00Z&end_at=2025-05-26'];
    const inWeeks = (url: string) => weeks.some((week) => url.includes(week));
    expect(requests.slice(0, asked).filter(inWeeks)).toHaveLength(2 * 13);
    // The page on that week finds the digest's figures already asked (it asks its filters' choices and checks outcomes beside).
    const digestAsked = new Set(requests.slice(0, asked));
    expect(requests.slice(before).filter((url) => inWeeks(url) && digestAsked.has(url))).toEqual([]);
    expect(requests.slice(before).filter(inWeeks).length).toBeLessThan(4);
    // The time to merge of each week (the 7 days to its end), asked once: the comparison's rows read the same answers.
    const mergeTimes = (url: string) => /time_to_merge\?at=2025-0(6-02|5-26)T00%3A00%3A00Z$/.test(url);
    expect(requests.slice(0, asked).filter(mergeTimes)).toHaveLength(2);
    expect(requests.slice(before).filter(mergeTimes)).toEqual([]);
    await screen.findByRole('row', { name: /^Time to merge, default \(median\)/ });

    // The slowest runner's line: the runners page at that week finds every runner's median duration already asked.
    history.back();
    const runnerLine = await screen.findByRole('link', { name: /^Slowest runner:/ }, { timeout: 10_000 });
    const beforeRunners = requests.length;
    fireEvent.click(runnerLine);
    await screen.findByRole('region', { name: /^Trend of / }, { timeout: 20_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const medians = (url: string) =>
      url.includes('/stats/median_duration?start=2025-05-26T00%3A00%3A00Z&end=2025-06-02T00%3A00%3A00Z&runner_name=');
    expect(requests.slice(0, asked).filter(medians).length).toBeGreaterThan(10);
    expect(requests.slice(beforeRunners).filter(medians)).toEqual([]);
  }, 90_000);
});
