// @vitest-environment jsdom
// The CI runners page as a user opens it: the real route (URL schema, loader) and page over the mock
// backend. Figures expected here are asked of the same mock through the client, never written down.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../mock-kit/mock-api';
import { renderAppPage } from '../mock-kit/render-app';
import { DEMO_CREDENTIALS, FIXTURE_RUNNERS, REPOSITORIES } from '../../mocks/fixtures';
import { expectRunnerFigures } from './runner-figures';

const { mock, api } = setUpMockApi();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // A test's own answers (a 404 listing, a held figure) end with it.
  mock.server.resetHandlers();
});

const OWNER = REPOSITORIES.checkout.owner;
const PAGE = `/${OWNER}/${REPOSITORIES.checkout.name}/runners`;
const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** Pins the page's clock to the mock's; returns the default window (the last 7 days to the current hour). */
function pinClock() {
  const now = mock.backend.context.clock.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const end = Math.floor(now / HOUR_MS) * HOUR_MS;
  return { start: iso(end - 7 * 24 * HOUR_MS), end: iso(end) };
}

const percent = (ratio: number | null) =>
  ratio === null ? 'no jobs' : `${Number.isInteger(ratio * 100) ? ratio * 100 : (ratio * 100).toFixed(1)}%`;

describe('CI runners page', () => {
  it('asks each figure of one page once (at most 60 requests), judges that page, and pages to the next runners', async () => {
    const window = pinClock();
    const listing = await api.listCiRunners({ path: { owner: OWNER } });
    const runners = listing.runners.map((runner) => runner.name);
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname + new URL(request.url).search);
    mock.server.events.on('request:start', record);
    const { queryClient } = renderAppPage(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'CI runners' }, { timeout: 10_000 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Runners' }, { timeout: 20_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    // Loader and sections read the same queries: nothing is asked twice.
    expect(new Set(requests).size).toBe(requests.length);
    // The listing, 5 fleet figures and 2 of its trends (active runners, the window before's success rate), 4 for all jobs; for 5
    // runners 5 each and 3 for its group's rest; 4 for each of 2 labels.
    expect(requests).toHaveLength(1 + 5 + 2 + 4 + 5 * 8 + 2 * 4);
    expect(requests.length).toBeLessThanOrEqual(60);
    const shown = () =>
      within(screen.getByRole('table', { name: 'Runners' }))
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => within(row).getAllByRole('link')[0]!.textContent!);
    expect(shown().sort()).toEqual(runners.slice(0, 5));
    await expectRunnerFigures(api, table, window);
    // The fleet's success rate per bucket against the window of equal length just before, both as the mock answers them.
    const before = { start: iso(2 * Date.parse(window.start) - Date.parse(window.end)), end: window.start };
    const [now, then] = await Promise.all(
      [window, before].map((query) => api.getCiRunnerStat({ path: { owner: OWNER, stat: 'success_rate' }, query })),
    );
    const trends = screen.getByRole('region', { name: 'The fleet over time' });
    fireEvent.click(
      within(within(trends).getByRole('figure', { name: 'Success rate against the previous 7 days' })).getByRole('button', {
        name: 'Show data table',
      }),
    );
    const buckets = within(within(trends).getByRole('table', { name: /^Whole fleet's success rate per bucket/ })).getAllByRole('row');
    expect(
      buckets.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(now!.value_over_time.map((bucket, index) => [percent(bucket.value), percent(then!.value_over_time[index]!.value)]));
    const summary = screen.getByRole('region', { name: 'At a glance' });
    await waitFor(() =>
      expect(summary.textContent).toContain(`No runner degraded among the 5 of ${runners.length} runners judged so far (page 1 of 3).`),
    );
    expect(within(summary).getByRole('link', { name: FIXTURE_RUNNERS.waitingLabel }).getAttribute('href')).toBe(
      `${PAGE}?label=${FIXTURE_RUNNERS.waitingLabel}#job-wait`,
    );
    expect(summary.textContent).toContain(`among the 2 of ${listing.labels.length} labels judged so far (page 1 of 3)`);
    expect(screen.getByText(`Runners 1–5 of ${runners.length} (page 1 of 3)`)).toBeTruthy();

    // The next page: its runners' figures only (the fleet's and the waits' are not asked again).
    requests.length = 0;
    fireEvent.click(screen.getByRole('link', { name: 'Next runners' }));
    await waitFor(() => expect(shown().sort()).toEqual(runners.slice(5, 10)), { timeout: 20_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    mock.server.events.removeListener('request:start', record);
    expect(requests).toHaveLength(5 * 8);
    expect(screen.getByText(`Runners 6–10 of ${runners.length} (page 2 of 3)`)).toBeTruthy();
    const first = within(screen.getByRole('table', { name: 'Runners' })).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('link')[0]!.textContent).toBe(FIXTURE_RUNNERS.degradedRunner);
    expect(first.textContent).toContain('Degraded');
    await expectRunnerFigures(api, screen.getByRole('table', { name: 'Runners' }), window);
    // The summary is a section of its own: its verdicts may be revealed a moment after the table.
    expect(
      (await within(summary).findByRole('link', { name: FIXTURE_RUNNERS.degradedRunner }, { timeout: 5_000 })).getAttribute('href'),
    ).toBe(`${PAGE}?page=2&runner=${FIXTURE_RUNNERS.degradedRunner}#runner-trend`);
    expect(summary.textContent).toContain(`1 runner degraded among the 5 of ${runners.length} runners judged so far (page 2 of 3):`);
  }, 60_000);

  it('says so when the API has no runner listing (404), and still shows the whole fleet and all jobs', async () => {
    const window = pinClock();
    mock.server.use(http.get('*/v1/ci/:owner/runners', () => HttpResponse.json({ detail: 'Not Found' }, { status: 404 })));
    renderAppPage(PAGE);
    expect(await screen.findByText('This API does not list its runners', {}, { timeout: 20_000 })).toBeTruthy();
    const fleet = await api.getCiRunnerStat({ path: { owner: OWNER, stat: 'success_rate' }, query: window });
    // The notice is drawn with the listing's answer; the summary and the waits follow the figures.
    const summary = screen.getByRole('region', { name: 'At a glance' });
    await waitFor(() => expect(summary.textContent).toContain(`Whole fleet: success rate ${percent(fleet.value)} of finished jobs`), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('table', { name: 'Runners' })).toBeNull();
    // All jobs' waits, with no label row.
    const waits = await screen.findByRole('table', { name: 'Job wait by label' }, { timeout: 10_000 });
    expect(
      within(waits)
        .getAllByRole('row')
        .map((row) => row.textContent?.startsWith('All jobs')),
    ).toEqual([false, true]);

    // A runner and a label given by name: the vendor's operations answer for them.
    const runnerForm = screen.getByRole('form', { name: 'Runner name' });
    fireEvent.change(within(runnerForm).getByRole('textbox', { name: 'Runner name' }), {
      target: { value: FIXTURE_RUNNERS.degradedRunner },
    });
    fireEvent.click(within(runnerForm).getByRole('button', { name: 'Show the runner' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: `Trend of ${FIXTURE_RUNNERS.degradedRunner}` }, { timeout: 10_000 }),
    ).toBeTruthy();
    const labelForm = screen.getByRole('form', { name: 'Runner label' });
    fireEvent.change(within(labelForm).getByRole('textbox', { name: 'Runner label' }), { target: { value: FIXTURE_RUNNERS.waitingLabel } });
    fireEvent.click(within(labelForm).getByRole('button', { name: 'Show the label’s wait' }));
    const labelLink = await within(screen.getByRole('table', { name: 'Job wait by label' })).findByRole(
      'link',
      { name: FIXTURE_RUNNERS.waitingLabel },
      { timeout: 10_000 },
    );
    expect(labelLink.closest('tr')?.textContent).toContain('Jobs wait');
  });

  it('shows the whole fleet’s figures while each runner’s are still on their way, then the verdicts', async () => {
    const window = pinClock();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every figure of one runner waits until the test lets it go; the whole fleet's come as usual.
    mock.server.use(
      http.get('*/v1/ci/:owner/runners/stats/:stat', async ({ request }) => {
        if (new URL(request.url).searchParams.get('runner_name') === FIXTURE_RUNNERS.degradedRunner) await held;
        return undefined;
      }),
    );
    const asked: URL[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url));
    mock.server.events.on('request:start', record);
    // The degraded runner is on the second page of runners.
    renderAppPage(`${PAGE}?page=2`);
    const summary = await screen.findByRole('region', { name: 'At a glance' }, { timeout: 10_000 });
    const fleet = await api.getCiRunnerStat({ path: { owner: OWNER, stat: 'success_rate' }, query: window });
    await waitFor(() => expect(summary.textContent).toContain(`Whole fleet: success rate ${percent(fleet.value)} of finished jobs`), {
      timeout: 15_000,
    });
    expect(within(summary).getByRole('status', { name: 'Judging each runner and label…' })).toBeTruthy();
    expect(summary.textContent).not.toContain('degraded');
    // The labels' waits are asked with the runners' figures, not once they are all in.
    await waitFor(() => expect(asked.some((url) => url.pathname.includes('/queue/stats/') && url.searchParams.has('labels'))).toBe(true), {
      timeout: 10_000,
    });
    mock.server.events.removeListener('request:start', record);

    release();
    expect(await within(summary).findByRole('link', { name: FIXTURE_RUNNERS.degradedRunner }, { timeout: 15_000 })).toBeTruthy();
    expect(within(summary).queryByRole('status')).toBeNull();
    // The rules the verdicts follow, one button away.
    const rules = within(summary).getByRole('button', { name: 'How the verdicts are made' });
    expect(summary.textContent).not.toContain('A runner is degraded when');
    fireEvent.click(rules);
    expect(within(summary).getByRole('button', { name: 'Hide the rules' }).getAttribute('aria-expanded')).toBe('true');
    expect(summary.textContent).toContain('A runner is degraded when its success rate is 10 points or more below');
  }, 60_000);

  it('shows a failed page of runners with a Retry that asks again and brings the table back', async () => {
    pinClock();
    let failing = true;
    // Each runner's own figures fail until the test lets them through; the fleet-wide ones answer as usual.
    mock.server.use(
      http.get('*/v1/ci/:owner/runners/stats/:stat', ({ request }) =>
        failing && new URL(request.url).searchParams.has('runner_name')
          ? HttpResponse.json({ detail: 'Down' }, { status: 500 })
          : undefined,
      ),
    );
    renderAppPage(PAGE);
    const retries = await screen.findAllByRole('button', { name: 'Retry' }, { timeout: 30_000 });
    failing = false;
    retries.forEach((retry) => fireEvent.click(retry));
    expect(await screen.findByRole('table', { name: 'Runners' }, { timeout: 30_000 })).toBeTruthy();
  }, 60_000);

  it('tells a CI Application Key which credential the runners need', async () => {
    pinClock();
    renderAppPage(PAGE, { token: DEMO_CREDENTIALS.ciKey });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('an Admin Application Key or a repository-host token');
  });
});
