import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { FIXTURE_RUNNERS } from '../mocks/fixtures';
import { COLD_START, expect, test } from './support/app-test';
import { percentText, secondsText as durationText } from './support/expected-text';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectRoute, reloadAndCheck } from './support/url-state';

/*
 * The CI runners page against the seeded mock at E2E_NOW (12:00 UTC, on the hour). Every figure is the
 * mock's own answer for the window the page asks (the last 7 days ending at the current hour, or 30),
 * asked in the test process; the words are written here from the page's documented style, and the rules
 * that judge a runner and a label are restated here from the words the page shows, not taken from it.
 */

const OWNER = CHECKOUT_PATH.owner;
const PAGE = `/${OWNER}/${CHECKOUT_PATH.repository}/runners`;
const HOUR_MS = 3_600_000;
const END = Date.parse('2026-11-20T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const windowOf = (days: number) => ({ start: iso(END - days * 24 * HOUR_MS), end: iso(END) });
type Window = { start: string; end: string };
/** The last `days` days, or a custom window. */
const spanOf = (days: number | Window) => (typeof days === 'number' ? windowOf(days) : days);
/** A page reached by a shortcut loads its data first: generous on a busy machine. */
const NEXT_PAGE = { timeout: 20_000 };

const RUNNER_STATS = ['success_rate', 'utilization_rate', 'median_duration', 'p95_duration', 'jobs_per_hour'] as const;
const WAIT_STATS = ['total_jobs', 'median_wait_time', 'p95_wait_time', 'max_wait_time'] as const;
type RunnerStat = (typeof RUNNER_STATS)[number];
type WaitStat = (typeof WAIT_STATS)[number];

// How the page words a figure: "no jobs" where the service had nothing to measure (null), never 0.
const rate = (value: number | null) => (value === null ? 'no jobs' : percentText(value));
const seconds = (value: number | null) => (value === null ? 'no jobs' : value === 0 ? '0 s' : durationText(value));
const perHour = (value: number | null) =>
  value === null ? 'no jobs' : new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);

/** The figures of the whole fleet, of one runner, or of the rest of a runner's group (its peers). */
async function runnerFigures(
  days: number | Window,
  runners: { runner_name: string[] } | { runner_group_name: string[]; runner_name_exclude: string[] } | object = {},
): Promise<Record<RunnerStat, number | null>> {
  const query = { ...spanOf(days), ...runners };
  const answers = await Promise.all(RUNNER_STATS.map((stat) => mockAnswers().getCiRunnerStat({ path: { owner: OWNER, stat }, query })));
  return Object.fromEntries(RUNNER_STATS.map((stat, index) => [stat, answers[index]!.value])) as Record<RunnerStat, number | null>;
}

async function waitFigures(days: number | Window, label?: string): Promise<Record<WaitStat, number | null>> {
  const query = { ...spanOf(days), ...(label === undefined ? {} : { labels: [label] }) };
  const answers = await Promise.all(WAIT_STATS.map((stat) => mockAnswers().getCiJobQueueStat({ path: { owner: OWNER, stat }, query })));
  return Object.fromEntries(WAIT_STATS.map((stat, index) => [stat, answers[index]!.value])) as Record<WaitStat, number | null>;
}

/** "+123.4%", "−42%": a relative change to one decimal at most, with a true minus sign. */
const relativeText = (change: number) => `${change > 0 ? '+' : change < 0 ? '−' : ''}${parseFloat((Math.abs(change) * 100).toFixed(1))}%`;

/** Jobs finished over the window: jobs per hour times its hours. */
const jobsOver = (days: number, figures: Record<RunnerStat, number | null>) => (figures.jobs_per_hour ?? 0) * days * 24;

/** A two-proportion z statistic: the gap between two success rates over its standard error (pooled). */
function standardErrorsApart(runner: number, peers: number, runnerJobs: number, peerJobs: number): number {
  if (runnerJobs <= 0 || peerJobs <= 0) return 0;
  const pooled = (runner * runnerJobs + peers * peerJobs) / (runnerJobs + peerJobs);
  const error = Math.sqrt(pooled * (1 - pooled) * (1 / runnerJobs + 1 / peerJobs));
  return error === 0 ? 0 : (peers - runner) / error;
}

/**
 * The showcase as the mock answers it over `days`: every runner with its figures and verdict, and every
 * label with its waits. The rules, as the page states them: degraded when the success rate is 10 points
 * or more below that of the other runners of its group and at least 3 standard errors for the jobs
 * behind each rate, or the median duration at least 1.5 times
 * theirs; not judged without a finished job, or without peers that finished one; a label's jobs wait
 * when their median wait is at least 3 times all jobs' and at least a minute.
 */
async function showcase(days = 7) {
  const listing = await mockAnswers().listCiRunners({ path: { owner: OWNER } });
  const fleet = await runnerFigures(days);
  const runners = await Promise.all(
    listing.runners.map(async (runner) => {
      const figures = await runnerFigures(days, { runner_name: [runner.name] });
      const peers = await runnerFigures(days, { runner_group_name: [runner.group_name], runner_name_exclude: [runner.name] });
      const failing =
        figures.success_rate !== null &&
        peers.success_rate !== null &&
        peers.success_rate - figures.success_rate >= 0.1 - 1e-9 &&
        standardErrorsApart(figures.success_rate, peers.success_rate, jobsOver(days, figures), jobsOver(days, peers)) >= 3;
      const slow =
        figures.median_duration !== null &&
        peers.median_duration !== null &&
        peers.median_duration > 0 &&
        figures.median_duration >= 1.5 * peers.median_duration;
      const health =
        figures.success_rate === null ? 'No jobs' : peers.success_rate === null ? 'No peers' : failing || slow ? 'Degraded' : 'Healthy';
      const reasons = [
        ...(failing
          ? [`success rate ${rate(figures.success_rate)} against ${rate(peers.success_rate)} on the rest of ${runner.group_name}`]
          : []),
        ...(slow
          ? [
              `median duration ${seconds(figures.median_duration)} against ${seconds(peers.median_duration)} on the rest of ${runner.group_name}`,
            ]
          : []),
      ];
      return { ...runner, figures, peers, health, reasons };
    }),
  );
  const allJobs = await waitFigures(days);
  const labels = await Promise.all(
    listing.labels.map(async (label) => {
      const figures = await waitFigures(days, label);
      const median = figures.median_wait_time;
      const overall = allJobs.median_wait_time;
      const waiting =
        !!figures.total_jobs && median !== null && median >= 60 && (overall === null || overall === 0 || median >= 3 * overall);
      return { label, figures, waiting };
    }),
  );
  return { listing, fleet, runners, allJobs, labels };
}

type Showcase = Awaited<ReturnType<typeof showcase>>;

const fleetTable = (page: Page) => page.getByRole('table', { name: 'Runners' });
const waitTable = (page: Page) => page.getByRole('table', { name: 'Job wait by label' });
const summary = (page: Page) => page.getByRole('region', { name: 'At a glance' });
const rowOf = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('link', { name, exact: true }) });
const rowNames = (table: Locator) => table.getByRole('row').locator('td:first-child a');

/** The page asks one page of runners and one of labels at a time: 5 runners, 2 labels. */
const RUNNERS_PER_PAGE = 5;
const LABELS_PER_PAGE = 2;
const pageOf = <T>(items: readonly T[], page: number, size: number) => items.slice((page - 1) * size, page * size);

/** The table's default order (degraded first, then the worse success rate, runners without one last, ties by name). */
const HEALTH_ORDER = ['Degraded', 'Healthy', 'No peers', 'No jobs'];
const byHealth = (a: Showcase['runners'][number], b: Showcase['runners'][number]) =>
  HEALTH_ORDER.indexOf(a.health) - HEALTH_ORDER.indexOf(b.health) ||
  (a.figures.success_rate === null ? 1 : 0) - (b.figures.success_rate === null ? 1 : 0) ||
  (a.figures.success_rate ?? 0) - (b.figures.success_rate ?? 0) ||
  (a.name < b.name ? -1 : 1);

/** Counts the requests to the API (the demo's mock answers them in the page's service worker). */
function countApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) requests.push(url.pathname + url.search);
  });
  return requests;
}

async function expectRunnerRow(table: Locator, runner: Showcase['runners'][number]) {
  const cells = rowOf(table, runner.name).getByRole('cell');
  await expect(cells.nth(1)).toHaveText(runner.group_name);
  await expect(cells.nth(2)).toHaveText(runner.labels.join(''));
  await expect(cells.nth(3)).toHaveText(`${runner.health}${runner.reasons.join('; ')}`);
  await expect(cells.nth(4)).toHaveText(rate(runner.figures.success_rate));
  await expect(cells.nth(5)).toHaveText(rate(runner.figures.utilization_rate));
  await expect(cells.nth(6)).toHaveText(seconds(runner.figures.median_duration));
  await expect(cells.nth(7)).toHaveText(seconds(runner.figures.p95_duration));
  await expect(cells.nth(8)).toHaveText(perHour(runner.figures.jobs_per_hour));
  // Against the rest of its group, as the table's note defines it: (its − theirs) ÷ theirs, in per cent.
  const against = (stat: 'success_rate' | 'median_duration') => {
    const [own, theirs] = [runner.figures[stat], runner.peers[stat]];
    return own === null || theirs === null || theirs === 0 ? 'no figure' : relativeText(own / theirs - 1);
  };
  await expect(cells.nth(9)).toHaveText(`success rate ${against('success_rate')}median duration ${against('median_duration')}`);
}

test.describe('CI runners', () => {
  test('asks one page of runners and labels (at most 60 requests), shows them and the whole fleet as the mock answers, pages to the rest', async ({
    page,
  }) => {
    test.slow(); // some seventy figures, each checked
    const expected = await showcase();
    const degraded = expected.runners.filter((runner) => runner.health === 'Degraded');
    const waiting = expected.labels.filter((label) => label.waiting);
    // The showcase has one degraded runner and one label whose jobs wait, and the rules single them out.
    expect(degraded.map((runner) => runner.name)).toEqual([FIXTURE_RUNNERS.degradedRunner]);
    expect(waiting.map((label) => label.label)).toEqual([FIXTURE_RUNNERS.waitingLabel]);
    const runnerPages = Math.ceil(expected.runners.length / RUNNERS_PER_PAGE);
    const labelPages = Math.ceil(expected.labels.length / LABELS_PER_PAGE);

    const requests = countApiRequests(page);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'CI runners' })).toBeVisible(COLD_START);
    await expect(page.getByText(`CI runners of ${OWNER} (every repository):`, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true');

    const table = fleetTable(page);
    // One row per runner of the first page and the whole fleet's last, the page sorted by health.
    await expect(table.getByRole('row')).toHaveCount(RUNNERS_PER_PAGE + 2, COLD_START);
    await expect(table.getByRole('columnheader', { name: 'Health', exact: true })).toHaveAttribute('aria-sort', 'ascending');
    // The listing, the whole fleet's 5 figures and 2 of its trends (active runners, the window before's success rate), all jobs' 4
    // waits; 5 and 3 of its group's rest per runner; 4 per label.
    const firstScreen = 1 + 5 + 2 + 4 + RUNNERS_PER_PAGE * 8 + LABELS_PER_PAGE * 4;
    expect(firstScreen).toBeLessThanOrEqual(60);
    await expect.poll(() => requests.length).toBe(firstScreen);
    expect(new Set(requests).size).toBe(requests.length);
    await expect(page.getByText(`Runners 1–${RUNNERS_PER_PAGE} of ${expected.runners.length} (page 1 of ${runnerPages})`)).toBeVisible();
    const fleetCells = table.getByRole('row').last().getByRole('cell');
    await expect(fleetCells.first()).toHaveText('Whole fleet (every runner)');
    await expect(fleetCells.nth(1)).toHaveText(rate(expected.fleet.success_rate));
    await expect(fleetCells.nth(2)).toHaveText(rate(expected.fleet.utilization_rate));
    await expect(fleetCells.nth(3)).toHaveText(seconds(expected.fleet.median_duration));
    await expect(fleetCells.nth(4)).toHaveText(seconds(expected.fleet.p95_duration));
    await expect(fleetCells.nth(5)).toHaveText(perHour(expected.fleet.jobs_per_hour));
    // The verdicts judge the page, and say so.
    await expect(summary(page)).toContainText(
      `No runner degraded among the ${RUNNERS_PER_PAGE} of ${expected.runners.length} runners judged so far (page 1 of ${runnerPages}).`,
    );

    // Every page in turn, each runner checked; the degraded runner first on its page. Paging asks that page's runners only.
    for (let at = 1; at <= runnerPages; at += 1) {
      const runners = pageOf(expected.runners, at, RUNNERS_PER_PAGE);
      if (at > 1) {
        requests.length = 0;
        await page.getByRole('link', { name: 'Next runners' }).click();
        await expectRoute(page, PAGE, { page: at });
        await expect.poll(() => requests.length).toBe(runners.length * 8);
      }
      await expect(rowNames(table)).toHaveText([...runners].sort(byHealth).map((runner) => runner.name));
      for (const runner of runners) await expectRunnerRow(table, runner);
      if (runners.some((runner) => runner.health === 'Degraded')) {
        await expect(rowNames(table).first()).toHaveText(degraded[0]!.name);
        await expect(summary(page)).toContainText(
          `1 runner degraded among the ${runners.length} of ${expected.runners.length} runners judged so far (page ${at} of ${runnerPages}): ${degraded[0]!.name} (${degraded[0]!.reasons.join('; ')})`,
        );
      }
    }

    // Job wait: one row per label of the page, the waiting one first, all jobs last; every page in turn.
    const waits = waitTable(page);
    for (let at = 1; at <= labelPages; at += 1) {
      const labels = pageOf(expected.labels, at, LABELS_PER_PAGE);
      if (at > 1) await page.getByRole('link', { name: 'Next labels' }).click();
      await expect(waits.getByRole('row')).toHaveCount(labels.length + 2);
      for (const label of labels) {
        const cells = rowOf(waits, label.label).getByRole('cell');
        await expect(cells.nth(1)).toContainText(label.waiting ? 'Jobs wait' : label.figures.total_jobs ? 'Usual' : 'No jobs');
        await expect(cells.nth(2)).toHaveText(new Intl.NumberFormat('en-US').format(label.figures.total_jobs ?? 0));
        await expect(cells.nth(3)).toHaveText(seconds(label.figures.median_wait_time));
        await expect(cells.nth(4)).toHaveText(seconds(label.figures.p95_wait_time));
        await expect(cells.nth(5)).toHaveText(seconds(label.figures.max_wait_time));
      }
      if (labels.some((label) => label.waiting)) {
        await expect(waits.getByRole('row').nth(1).getByRole('link')).toHaveText(waiting[0]!.label);
        await expect(summary(page)).toContainText(
          `Jobs wait for 1 label among the ${labels.length} of ${expected.labels.length} labels judged so far (page ${at} of ${labelPages}): ${waiting[0]!.label} (median wait ${seconds(waiting[0]!.figures.median_wait_time)}`,
        );
      }
    }
    const allCells = waits.getByRole('row').last().getByRole('cell');
    await expect(allCells.first()).toHaveText('All jobs (any label)');
    await expect(allCells.nth(1)).toHaveText(new Intl.NumberFormat('en-US').format(expected.allJobs.total_jobs ?? 0));
    await expect(allCells.nth(2)).toHaveText(seconds(expected.allJobs.median_wait_time));

    // The summary's whole fleet, and the rules in words.
    await expect(summary(page)).toContainText(
      `Whole fleet: success rate ${rate(expected.fleet.success_rate)} of finished jobs, median duration ${seconds(expected.fleet.median_duration)}`,
    );
    // The rules the verdicts follow, one button away.
    const rules = summary(page).getByRole('button', { name: 'How the verdicts are made' });
    await expect(rules).toHaveAttribute('aria-expanded', 'false');
    await expect(summary(page)).not.toContainText('A runner is degraded when');
    await rules.click();
    await expect(summary(page).getByRole('button', { name: 'Hide the rules' })).toHaveAttribute('aria-expanded', 'true');
    await expect(summary(page)).toContainText(
      'A runner is degraded when its success rate is 10 points or more below that of the other runners of its group',
    );
    await expect(summary(page)).toContainText(
      'Jobs of a label wait when their median wait is at least 3 times the median wait of all jobs',
    );
  });

  test('the fleet and the queue over time: every bucket as the mock answers it, the success rate against the window of equal length before', async ({
    page,
  }) => {
    const listing = await mockAnswers().listCiRunners({ path: { owner: OWNER } });
    const current = windowOf(7);
    // The window before: as long as the current one, ending where it starts.
    const before = { start: iso(END - 14 * 24 * HOUR_MS), end: current.start };
    expect(Date.parse(before.end) - Date.parse(before.start)).toBe(Date.parse(current.end) - Date.parse(current.start));
    const runnerStat = (stat: RunnerStat | 'active_runners', query: { start: string; end: string }) =>
      mockAnswers().getCiRunnerStat({ path: { owner: OWNER, stat }, query });
    const [success, successBefore, active, utilization] = await Promise.all([
      runnerStat('success_rate', current),
      runnerStat('success_rate', before),
      runnerStat('active_runners', current),
      runnerStat('utilization_rate', current),
    ]);
    expect(successBefore.value_over_time).toHaveLength(success.value_over_time.length);
    const labels = pageOf(listing.labels, 1, LABELS_PER_PAGE);
    const queue = (stat: WaitStat) =>
      Promise.all(
        [undefined, ...labels].map((label) =>
          mockAnswers().getCiJobQueueStat({ path: { owner: OWNER, stat }, query: { ...current, ...(label ? { labels: [label] } : {}) } }),
        ),
      );
    const [jobs, medians, p95s] = await Promise.all([queue('total_jobs'), queue('median_wait_time'), queue('p95_wait_time')]);
    const online = listing.runners.filter((runner) => runner.status === 'online').length;

    /** A chart's data table, one row per bucket: each series' figure in its column, as the mock answers it. */
    const expectTable = async (
      region: Locator,
      title: string,
      series: { value_over_time: { value: number | null }[] }[],
      text: (value: number | null) => string,
    ) => {
      await region.getByRole('figure', { name: title }).getByRole('button', { name: 'Show data table' }).click();
      const cells = region.getByRole('figure', { name: title }).getByRole('table').getByRole('cell');
      const buckets = series[0]!.value_over_time.map((_, index) => series.map((answer) => text(answer.value_over_time[index]!.value)));
      await expect(cells).toHaveText(buckets.flat());
    };
    const count = (value: number | null) => (value === null ? 'no figure' : new Intl.NumberFormat('en-US').format(value));

    await page.goto(PAGE);
    const fleet = page.getByRole('region', { name: 'The fleet over time' });
    const title = 'Success rate against the previous 7 days';
    await expect(fleet.getByRole('figure', { name: title })).toBeVisible(COLD_START);
    // Both windows named in UTC, of equal lengths; the change in points.
    await expect(fleet).toContainText('Last 7 days: Nov 13, 12:00 → Nov 20, 12:00 UTC; previous 7 days: Nov 6, 12:00 → Nov 13, 12:00 UTC');
    const change = success.value! - successBefore.value!;
    await expect(fleet.getByRole('img', { name: /^Whole fleet's success rate/ })).toHaveAttribute(
      'aria-label',
      `Whole fleet's success rate ${rate(success.value)} over the last 7 days against ${rate(successBefore.value)} over the previous 7 days, ${change >= 0 ? 'up' : 'down'} ${(Math.abs(change) * 100).toFixed(1)} points.`,
    );
    await expectTable(fleet, title, [success, successBefore], rate);
    // Capacity: the runners active in each bucket against the runners the listing gives as online.
    const capacity = 'Active runners against the runners online';
    await expect(fleet.getByRole('figure', { name: capacity })).toContainText(`(${online} of ${listing.runners.length} registered)`);
    await expect(fleet.getByRole('img', { name: /runners active in a bucket/ })).toHaveAttribute(
      'aria-label',
      new RegExp(`, ${active.value} over the whole window, against ${online} online now of ${listing.runners.length} registered\\.$`),
    );
    await expectTable(fleet, capacity, [active], count);
    await expectTable(fleet, 'Utilization', [utilization], rate);
    // Three cards a row, on a laptop's 1,280 px: each plot's own width picks how many time labels it shows, and they stand apart.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const name of [title, capacity, 'Utilization']) {
      const labels = fleet.getByRole('figure', { name }).locator('[data-axis="time"] > span:visible');
      await expect(labels.first()).toBeVisible();
      const spans = await labels.evaluateAll((all) => all.map((span) => span.getBoundingClientRect()));
      expect(spans.length).toBeGreaterThan(1);
      spans.slice(1).forEach((span, index) => expect(span.left).toBeGreaterThan(spans[index]!.right));
    }

    // The queue: all jobs and the labels of the wait table's first page.
    const waits = page.getByRole('region', { name: 'The queue over time' });
    await expectTable(waits, 'Jobs picked up per bucket', jobs, count);
    await expectTable(waits, 'Median wait per bucket', medians, seconds);
    await expectTable(waits, 'p95 wait per bucket', p95s, seconds);
    await expect(waits.getByRole('img', { name: /^Jobs picked up over the last 7 days/ })).toHaveAttribute(
      'aria-label',
      new RegExp(
        `^Jobs picked up over the last 7 days: ${['All jobs', ...labels].map((name, index) => `${name} ${count(jobs[index]!.value)}`).join(', ')}[;.]`,
      ),
    );
  });

  test('the degraded runner and the waiting label are each one click from the page that judges them', async ({ page }) => {
    const expected = await showcase();
    const degraded = expected.runners.find((runner) => runner.health === 'Degraded')!;
    const waiting = expected.labels.find((label) => label.waiting)!;
    const degradedPage = Math.floor(expected.runners.indexOf(degraded) / RUNNERS_PER_PAGE) + 1;
    await page.goto(`${PAGE}?page=${degradedPage}`);
    await expect(summary(page)).toBeVisible(COLD_START);

    // Click 1: the degraded runner's trend, under the summary, its row marked.
    await summary(page).getByRole('link', { name: degraded.name, exact: true }).click();
    const trend = page.getByRole('region', { name: `Trend of ${degraded.name}` });
    await expect(trend).toBeInViewport();
    await expectRoute(page, PAGE, { page: degradedPage, runner: degraded.name });
    await expect(trend).toContainText(
      `Over the last 7 days: success rate ${rate(degraded.figures.success_rate)}, median duration ${seconds(degraded.figures.median_duration)}, p95 duration ${seconds(degraded.figures.p95_duration)}.`,
    );
    await expect(rowOf(fleetTable(page), degraded.name)).toHaveAttribute('aria-current', 'true');
    // The charts' figures, as tables: one row per bucket of the mock's series.
    const series = await mockAnswers().getCiRunnerStat({
      path: { owner: OWNER, stat: 'success_rate' },
      query: { ...windowOf(7), runner_name: [degraded.name] },
    });
    await trend.getByRole('button', { name: 'Show data table' }).first().click();
    const data = trend.getByRole('table', { name: `Success rate of ${degraded.name} per bucket` });
    await expect(data.getByRole('row')).toHaveCount(series.value_over_time.length + 1);
    await expect(data.getByRole('row').nth(1).getByRole('cell')).toHaveText(rate(series.value_over_time[0]!.value));

    // Click 1 again, from the page as opened: the waiting label's row, marked, its runners in the fleet (from their first page).
    await page.goto(`${PAGE}?page=${degradedPage}`);
    await summary(page).getByRole('link', { name: waiting.label, exact: true }).click();
    await expectRoute(page, PAGE, { label: waiting.label });
    const row = rowOf(waitTable(page), waiting.label);
    await expect(row).toBeInViewport();
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toContainText('Jobs wait');
    const carrying = expected.runners.filter((runner) => runner.labels.includes(waiting.label));
    await expect(fleetTable(page).getByRole('row')).toHaveCount(carrying.length + 2);
  });

  test('the view lives in the URL: window, runner, label, sort and page survive a reload', async ({ page }) => {
    test.slow();
    const expected = await showcase(30);
    const waiting = expected.labels.find((label) => label.waiting)!;
    const carrying = expected.runners.filter((runner) => runner.labels.includes(waiting.label));
    const slowest = [...carrying].sort(
      (a, b) => (b.figures.p95_duration ?? -1) - (a.figures.p95_duration ?? -1) || (a.name < b.name ? -1 : 1),
    );
    await page.goto(PAGE);
    await expect(summary(page)).toBeVisible(COLD_START);
    await page.getByRole('button', { name: '30 d' }).click();
    await expectRoute(page, PAGE, { range: '30d' });
    await rowOf(waitTable(page), waiting.label).getByRole('link').click();
    await fleetTable(page).getByRole('link', { name: 'p95 duration', exact: true }).click();
    await rowOf(fleetTable(page), slowest[0]!.name).getByRole('link', { name: slowest[0]!.name, exact: true }).click();
    await page.getByRole('link', { name: 'Next labels' }).click();
    const view = { range: '30d', label: waiting.label, sort: 'p95_duration', dir: 'desc', runner: slowest[0]!.name, waitPage: 2 };
    await expectRoute(page, PAGE, view);
    const secondLabels = pageOf(expected.labels, 2, LABELS_PER_PAGE).map((label) => label.label);

    const check = async () => {
      await expect(page.getByRole('button', { name: '30 d' })).toHaveAttribute('aria-pressed', 'true', COLD_START);
      await expect(page.getByRole('region', { name: `Trend of ${slowest[0]!.name}` })).toBeVisible();
      await expect(fleetTable(page).getByRole('columnheader', { name: /p95 duration/ })).toHaveAttribute('aria-sort', 'descending');
      const names = fleetTable(page).getByRole('row').locator('td:first-child a');
      await expect(names).toHaveText(slowest.map((runner) => runner.name));
      for (const runner of carrying) await expectRunnerRow(fleetTable(page), runner);
      await expect(waitTable(page).getByRole('row').locator('td:first-child a')).toHaveText(secondLabels);
    };
    await check();
    await reloadAndCheck(page, check);
    await expectRoute(page, PAGE, view);
  });

  test('a custom window, picked or in the URL, is asked and named in UTC, every figure the API’s for it, after a reload too; a preset clears it', async ({
    page,
  }) => {
    test.slow();
    const window = { start: '2026-11-09T00:00:00Z', end: '2026-11-16T00:00:00Z' };
    const before = { start: '2026-11-02T00:00:00Z', end: window.start };
    const runner = FIXTURE_RUNNERS.degradedRunner;
    const [fleet, own, allJobs, successBefore] = await Promise.all([
      runnerFigures(window),
      runnerFigures(window, { runner_name: [runner] }),
      waitFigures(window),
      mockAnswers().getCiRunnerStat({ path: { owner: OWNER, stat: 'success_rate' }, query: before }),
    ]);
    const change = fleet.success_rate! - successBefore.value!;
    // Picked with the form (the browser's zone is UTC): a range longer than the 30 days kept is refused in place.
    await page.goto(`${PAGE}?runner=${runner}`);
    await page.getByRole('button', { name: 'Custom range…' }).click(COLD_START);
    const form = page.getByRole('form', { name: 'Custom range' });
    await form.getByLabel('From (local time)').fill('2026-10-01T00:00');
    await form.getByLabel('To (local time)').fill('2026-11-16T00:00');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByText('The service keeps 30 days: pick at most 30 days')).toBeVisible();
    await form.getByLabel('From (local time)').fill('2026-11-09T00:00');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expectRoute(page, PAGE, { ...window, runner });
    const check = async () => {
      await expect(page.getByText('Chosen window: Nov 9, 00:00 → Nov 16, 00:00 UTC', { exact: true })).toBeVisible(COLD_START);
      await expect(page.getByRole('group', { name: 'Time range' }).getByRole('button', { pressed: true })).toHaveCount(0);
      await expect(summary(page)).toContainText(`CI runners of ${OWNER} (every repository), chosen window: `);
      await expect(summary(page)).toContainText(
        `Whole fleet: success rate ${rate(fleet.success_rate)} of finished jobs, median duration ${seconds(fleet.median_duration)}, ` +
          `p95 duration ${seconds(fleet.p95_duration)}, ${perHour(fleet.jobs_per_hour)} jobs per hour, utilization ${rate(fleet.utilization_rate)} of runner time.`,
      );
      const picked = new Intl.NumberFormat('en-US').format(allJobs.total_jobs ?? 0);
      await expect(summary(page)).toContainText(`All jobs: ${picked} picked up, median wait ${seconds(allJobs.median_wait_time)}`);
      await expect(page.getByRole('region', { name: `Trend of ${runner}` })).toContainText(
        `Over the chosen window: success rate ${rate(own.success_rate)}, median duration ${seconds(own.median_duration)}, p95 duration ${seconds(own.p95_duration)}.`,
      );
      const fleetCells = fleetTable(page).getByRole('row').last().getByRole('cell');
      await expect(fleetCells.nth(1)).toHaveText(rate(fleet.success_rate));
      await expect(fleetCells.nth(5)).toHaveText(perHour(fleet.jobs_per_hour));
      // The window before, of equal length, ending where the chosen one starts.
      const trends = page.getByRole('region', { name: 'The fleet over time' });
      await expect(trends).toContainText('Chosen window: Nov 9, 00:00 → Nov 16, 00:00 UTC; window before: Nov 2, 00:00 → Nov 9, 00:00 UTC');
      await expect(trends.getByRole('img', { name: /^Whole fleet's success rate/ })).toHaveAttribute(
        'aria-label',
        `Whole fleet's success rate ${rate(fleet.success_rate)} over the chosen window against ${rate(successBefore.value)} over the window before, ${change >= 0 ? 'up' : 'down'} ${(Math.abs(change) * 100).toFixed(1)} points.`,
      );
      const allCells = waitTable(page).getByRole('row').last().getByRole('cell');
      await expect(allCells.nth(2)).toHaveText(seconds(allJobs.median_wait_time));
    };
    await check();
    await reloadAndCheck(page, check);
    await expectRoute(page, PAGE, { ...window, runner });

    // The export says the same window in words and instants.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Download JSON' }).click();
    const file = JSON.parse(await readFile(await (await download).path(), 'utf8')) as { window: object };
    expect(file.window).toEqual({ description: 'chosen window', ...window });

    await page.getByRole('button', { name: '7 d' }).click();
    await expectRoute(page, PAGE, { runner });
    await expect(page.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true');

    // A window the service does not keep (before the 30 days before the current hour): the default, said.
    await page.goto(`${PAGE}?start=2026-10-01T00:00:00Z&end=2026-10-08T00:00:00Z`);
    await expect(page.getByRole('status').filter({ hasText: 'is not one the service can answer' })).toContainText(
      'The window 2026-10-01T00:00:00Z → 2026-10-08T00:00:00Z is not one the service can answer',
      COLD_START,
    );
    await expect(page.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the fleet downloads as JSON: every runner, not only the page’s, in the table’s order, in the service’s names and units', async ({
    page,
  }) => {
    const expected = await showcase();
    await page.goto(PAGE);
    await expect(fleetTable(page).getByRole('row').nth(1)).toBeVisible(COLD_START);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Download JSON' }).click();
    const file = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
      window: { description: string; start: string; end: string };
      filters: Record<string, unknown>;
      rows: { name: string; health: string; success_rate: number | null; median_duration: number | null; jobs_per_hour: number | null }[];
    };
    expect(file.window).toEqual({ description: 'last 7 days', ...windowOf(7) });
    expect(file.filters).toEqual({ owner: OWNER });
    expect(file.rows.map((row) => row.name)).toEqual([...expected.runners].sort(byHealth).map((runner) => runner.name));
    for (const row of file.rows) {
      const runner = expected.runners.find((candidate) => candidate.name === row.name)!;
      expect(row).toMatchObject({
        health: runner.health,
        success_rate: runner.figures.success_rate,
        median_duration: runner.figures.median_duration,
        jobs_per_hour: runner.figures.jobs_per_hour,
      });
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the degraded runner is on the first screen of its page, the rows are cards, and a select sorts them', async ({ page }) => {
      test.slow();
      const expected = await showcase();
      const degraded = expected.runners.find((runner) => runner.health === 'Degraded')!;
      const degradedPage = Math.floor(expected.runners.indexOf(degraded) / RUNNERS_PER_PAGE) + 1;
      await page.goto(`${PAGE}?page=${degradedPage}`);
      const link = summary(page).getByRole('link', { name: degraded.name, exact: true });
      await expect(link).toBeInViewport(COLD_START);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      // The header is hidden on a phone: "Sort by" does what its buttons do.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Median duration, descending' });
      await expectRoute(page, PAGE, { page: degradedPage, sort: 'median_duration', dir: 'desc' });
      const slowest = pageOf(expected.runners, degradedPage, RUNNERS_PER_PAGE).sort(
        (a, b) =>
          (a.figures.median_duration === null ? 1 : 0) - (b.figures.median_duration === null ? 1 : 0) ||
          (b.figures.median_duration ?? 0) - (a.figures.median_duration ?? 0) ||
          (a.name < b.name ? -1 : 1),
      );
      await expect(fleetTable(page).getByRole('row').locator('td:first-child a')).toHaveText(slowest.map((runner) => runner.name));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  });

  test('an owner the API does not know is not found', async ({ page }) => {
    await page.goto('/no-such-owner/anything/runners');
    await expect(page.getByRole('heading', { name: 'Owner not found' })).toBeVisible(COLD_START);
    await expect(page.getByRole('heading', { level: 1, name: 'CI runners' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Owner not found' })).toHaveCount(0, NEXT_PAGE);
  });

  test('g r and the palette open the page', async ({ page }) => {
    const overview = `/${OWNER}/${CHECKOUT_PATH.repository}`;
    await page.goto(overview);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(COLD_START);
    await expect(page.getByRole('region', { name: 'Tests hurting the most' }).getByRole('row').nth(1)).toBeVisible(COLD_START);
    await page.keyboard.press('g');
    await page.keyboard.press('r');
    await expect(page.getByRole('heading', { level: 1, name: 'CI runners' })).toBeVisible(NEXT_PAGE);
    await expectRoute(page, PAGE);

    await page.goto(overview);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(COLD_START);
    await expect(page.getByRole('region', { name: 'Tests hurting the most' }).getByRole('row').nth(1)).toBeVisible(COLD_START);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('runners');
    await expect(palette.getByRole('option')).toHaveText(['CI runnersPage']);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'CI runners' })).toBeVisible(NEXT_PAGE);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'CI runners' })).toHaveAttribute('aria-current', 'page');
  });
});
