// @vitest-environment jsdom
// The merge queue page as a user opens it (the real route, loader and page over the mock backend): every
// link to the activity log promises a number of events, and the log's own count for that link's filters
// (its aggregate, asked through the client) must be that number, for every figure and every day.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import type { EventType } from '@/api/types';
import { setUpMockApi } from '../mock-kit/mock-api';
import { renderAppPage } from '../mock-kit/render-app';
import { DEMO_CREDENTIALS, FIXTURE_NOW, REPOSITORIES } from '../../mocks/fixtures';
import { routeOf } from '../mock-kit/route-of';

const { api, mock } = setUpMockApi();
afterEach(cleanup);
// The window is the days before the mock's "now"; only Date is pinned, timers run as usual.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(FIXTURE_NOW) });
});
afterAll(() => {
  vi.useRealTimers();
});

const REPO = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const PAGE = `/${REPO.owner}/${REPO.repo}/merge-queue`;
// The windows the page asks at FIXTURE_NOW (Jun 2, 09:30 UTC): whole UTC days to the current hour.
const WEEK_START = '2025-05-27T00:00:00Z';
const MONTH_START = '2025-05-04T00:00:00Z';
const WINDOW_END = '2025-06-02T09:00:00Z';

/** Every link into the activity log under `scope`: what it promises and the filters it opens. */
function activityLinks(scope: HTMLElement) {
  return within(scope)
    .getAllByRole('link')
    .map((link) => ({ text: link.textContent ?? '', route: routeOf(link.getAttribute('href') ?? '') }))
    .filter((link) => link.route.path.endsWith('/activity'));
}

/** The number of events a link's text promises ("Open the 1,234 …", or "no …"). */
function promised(text: string): number {
  if (/: no /.test(text)) return 0;
  const match = /^Open the ([\d,]+) /.exec(text);
  if (match === null) throw new Error(`no number in "${text}"`);
  return Number(match[1]?.replaceAll(',', ''));
}

/** What the activity log will count for the link's filters: its own aggregate. */
async function logCount(search: Record<string, unknown>): Promise<number> {
  const answer = await api.getActivityLogAggregate({
    path: repositoryPath(REPO),
    query: {
      event_type: search.type as EventType[],
      ...(typeof search.baseRef === 'string' ? { base_ref: search.baseRef } : {}),
      received_from: String(search.from),
      received_to: String(search.to),
    },
  });
  return answer.total;
}

async function expectLinksKeepTheirWord(url: string, region: () => HTMLElement, tables: readonly string[] = []) {
  renderAppPage(url);
  expect(await screen.findByRole('heading', { level: 1, name: 'Merge queue' }, { timeout: 10_000 })).toBeTruthy();
  await waitFor(() => expect(activityLinks(region()).length).toBeGreaterThan(0), { timeout: 15_000 });
  for (const name of tables) await screen.findByRole('table', { name }, { timeout: 15_000 });
  const links = activityLinks(region());
  for (const link of links) {
    expect({ link: link.text, count: await logCount(link.route.search) }).toEqual({ link: link.text, count: promised(link.text) });
  }
  return links;
}

describe('merge queue page', () => {
  it("every figure's link promises the number of events the log lists for it", async () => {
    const links = await expectLinksKeepTheirWord(PAGE, () => screen.getByRole('main'), ['Time to merge per queue', 'Checks outcomes']);
    // Sixteen figures over the window, a row per day (seven) of the day table, the time to merge's merges
    // and the outcomes' exits.
    expect(links.length).toBe(16 + 7 + 2);
  }, 60_000);

  it.each(['ciRuntime', 'bisections', 'batchSize', 'queueSize'])(
    'the day by day links of %s promise what the log lists, on one branch',
    async (figure) => {
      await expectLinksKeepTheirWord(`${PAGE}?figure=${figure}&baseRef=main`, () => screen.getByRole('table', { name: /per interval$/ }));
    },
    60_000,
  );

  it('tells a CI Application Key which credentials the figures take, with a retry that asks again', async () => {
    let asked = 0;
    mock.server.use(
      http.get('*/v1/repos/:owner/:repository/stats/queues_merged_count', () => {
        asked += 1;
        return undefined;
      }),
    );
    renderAppPage(PAGE, { token: DEMO_CREDENTIALS.ciKey });
    const title = await screen.findByText("This credential may not read the merge queue's statistics", {}, { timeout: 15_000 });
    const notice = title.closest<HTMLElement>('[role="alert"]');
    if (notice === null) throw new Error('the notice is not an alert');
    expect(within(notice).getByText(/accept an Admin Application Key or a repository-host token/)).toBeTruthy();
    // The page around it stays: its heading and its filters.
    expect(screen.getByRole('heading', { level: 1, name: 'Merge queue' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Merge queue filters' })).toBeTruthy();
    const before = asked;
    fireEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(asked).toBeGreaterThan(before), { timeout: 10_000 });
    await screen.findByText("This credential may not read the merge queue's statistics", {}, { timeout: 15_000 });
  }, 30_000);

  it('keeps the previous window’s figures, dimmed, until every figure of the new window is in, then shows them all', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The 30 days' merged count waits until the test lets it go; the other answers come as usual.
    mock.server.use(
      http.get('*/v1/repos/:owner/:repository/stats/queues_merged_count', async ({ request }) => {
        if (new URL(request.url).searchParams.get('start_at') === MONTH_START) await held;
        return undefined;
      }),
    );
    const merged = () => within(screen.getByRole('region', { name: 'Merged' })).getByText(/^[\d,]+$/);
    const answer = async (start_at: string) => {
      const { groups } = await api.getQueueMergedCount({ path: repositoryPath(REPO), query: { start_at, end_at: WINDOW_END } });
      return groups.flatMap((group) => group.stats).reduce((sum, interval) => sum + interval.merged, 0);
    };
    renderAppPage(PAGE);
    const week = await answer(WEEK_START);
    await waitFor(() => expect(merged().textContent).toBe(week.toLocaleString('en-US')), { timeout: 15_000 });

    fireEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await screen.findByText('Loading the figures of last 30 days…', {}, { timeout: 10_000 });
    // The week's figures stay on screen, marked busy, with the words of their own window; no skeleton.
    expect(merged().textContent).toBe(week.toLocaleString('en-US'));
    expect(
      screen.getByText(/^Figures of last 7 days \(May 27 – Jun 2 until 09:00 UTC\) on every branch, queue and priority rule\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the merge queue figures' })).toBeNull();
    expect(merged().closest('[aria-busy="true"]')).not.toBeNull();

    release();
    const month = await answer(MONTH_START);
    await waitFor(() => expect(merged().textContent).toBe(month.toLocaleString('en-US')), { timeout: 15_000 });
    expect(screen.getByText(/^Figures of last 30 days /)).toBeTruthy();
    expect(screen.queryByText('Loading the figures of last 30 days…')).toBeNull();
    expect(month).not.toBe(week);
  }, 60_000);
});
