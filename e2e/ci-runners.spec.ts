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
  days: number,
  runners: { runner_name: string[] } | { runner_group_name: string[]; runner_name_exclude: string[] } | object = {},
): Promise<Record<RunnerStat, number | null>> {
  const query = { ...windowOf(days), ...runners };
  const answers = await Promise.all(RUNNER_STATS.map((stat) => mockAnswers().getCiRunnerStat({ path: { owner: OWNER, stat }, query })));
  return Object.fromEntries(RUNNER_STATS.map((stat, index) => [stat, answers[index]!.value])) as Record<RunnerStat, number | null>;
}

async function waitFigures(days: number, label?: string): Promise<Record<WaitStat, number | null>> {
  const query = { ...windowOf(days), ...(label === undefined ? {} : { labels: [label] }) };
  const answers = await Promise.all(WAIT_STATS.map((stat) => mockAnswers().getCiJobQueueStat({ path: { owner: OWNER, stat }, query })));
  return Object.fromEntries(WAIT_STATS.map((stat, index) => [stat, answers[index]!.value])) as Record<WaitStat, number | null>;
}

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
      return { ...runner, figures, health, reasons };
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
}

test.describe('CI runners', () => {
  test('shows every runner, the whole fleet and the job waits as the mock answers them, the degraded runner first', async ({ page }) => {
    test.slow(); // some seventy figures, each checked
    const expected = await showcase();
    const degraded = expected.runners.filter((runner) => runner.health === 'Degraded');
    const waiting = expected.labels.filter((label) => label.waiting);
    // The showcase has one degraded runner and one label whose jobs wait, and the rules single them out.
    expect(degraded.map((runner) => runner.name)).toEqual([FIXTURE_RUNNERS.degradedRunner]);
    expect(waiting.map((label) => label.label)).toEqual([FIXTURE_RUNNERS.waitingLabel]);

    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'CI runners' })).toBeVisible(COLD_START);
    await expect(page.getByText(`CI runners of ${OWNER} (every repository):`, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true');

    const table = fleetTable(page);
    // One row per runner and the whole fleet's last; the degraded runner first (the default sort).
    await expect(table.getByRole('row')).toHaveCount(expected.runners.length + 2, COLD_START);
    await expect(table.getByRole('row').nth(1).getByRole('link').first()).toHaveText(degraded[0]!.name);
    await expect(table.getByRole('columnheader', { name: /^Sort by health,/ })).toHaveAttribute('aria-sort', 'ascending');
    for (const runner of expected.runners) await expectRunnerRow(table, runner);
    const fleetCells = table.getByRole('row').last().getByRole('cell');
    await expect(fleetCells.first()).toHaveText('Whole fleet (every runner)');
    await expect(fleetCells.nth(1)).toHaveText(rate(expected.fleet.success_rate));
    await expect(fleetCells.nth(2)).toHaveText(rate(expected.fleet.utilization_rate));
    await expect(fleetCells.nth(3)).toHaveText(seconds(expected.fleet.median_duration));
    await expect(fleetCells.nth(4)).toHaveText(seconds(expected.fleet.p95_duration));
    await expect(fleetCells.nth(5)).toHaveText(perHour(expected.fleet.jobs_per_hour));

    // Job wait: one row per label of the listing, the waiting one first, all jobs last.
    const waits = waitTable(page);
    await expect(waits.getByRole('row')).toHaveCount(expected.labels.length + 2);
    await expect(waits.getByRole('row').nth(1).getByRole('link')).toHaveText(waiting[0]!.label);
    for (const label of expected.labels) {
      const cells = rowOf(waits, label.label).getByRole('cell');
      await expect(cells.nth(1)).toContainText(label.waiting ? 'Jobs wait' : label.figures.total_jobs ? 'Usual' : 'No jobs');
      await expect(cells.nth(2)).toHaveText(new Intl.NumberFormat('en-US').format(label.figures.total_jobs ?? 0));
      await expect(cells.nth(3)).toHaveText(seconds(label.figures.median_wait_time));
      await expect(cells.nth(4)).toHaveText(seconds(label.figures.p95_wait_time));
      await expect(cells.nth(5)).toHaveText(seconds(label.figures.max_wait_time));
    }
    const allCells = waits.getByRole('row').last().getByRole('cell');
    await expect(allCells.first()).toHaveText('All jobs (any label)');
    await expect(allCells.nth(1)).toHaveText(new Intl.NumberFormat('en-US').format(expected.allJobs.total_jobs ?? 0));
    await expect(allCells.nth(2)).toHaveText(seconds(expected.allJobs.median_wait_time));

    // The summary says the same, with the rules in words.
    await expect(summary(page)).toContainText(`1 runner degraded: ${degraded[0]!.name} (${degraded[0]!.reasons.join('; ')})`);
    await expect(summary(page)).toContainText(
      `Jobs wait for 1 label: ${waiting[0]!.label} (median wait ${seconds(waiting[0]!.figures.median_wait_time)}`,
    );
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

  test('the degraded runner and the waiting label are each one click from the page', async ({ page }) => {
    const expected = await showcase();
    const degraded = expected.runners.find((runner) => runner.health === 'Degraded')!;
    const waiting = expected.labels.find((label) => label.waiting)!;
    await page.goto(PAGE);
    await expect(summary(page)).toBeVisible(COLD_START);

    // Click 1: the degraded runner's trend, under the summary, its row marked.
    await summary(page).getByRole('link', { name: degraded.name, exact: true }).click();
    const trend = page.getByRole('region', { name: `Trend of ${degraded.name}` });
    await expect(trend).toBeInViewport();
    await expectRoute(page, PAGE, { runner: degraded.name });
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

    // Click 1 again, from the page as opened: the waiting label's row, marked, its runners in the fleet.
    await page.goto(PAGE);
    await summary(page).getByRole('link', { name: waiting.label, exact: true }).click();
    await expectRoute(page, PAGE, { label: waiting.label });
    const row = rowOf(waitTable(page), waiting.label);
    await expect(row).toBeInViewport();
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toContainText('Jobs wait');
    const carrying = expected.runners.filter((runner) => runner.labels.includes(waiting.label));
    await expect(fleetTable(page).getByRole('row')).toHaveCount(carrying.length + 2);
  });

  test('the view lives in the URL: window, runner, label and sort survive a reload', async ({ page }) => {
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
    await fleetTable(page)
      .getByRole('link', { name: /^Sort by p95 duration/ })
      .click();
    await rowOf(fleetTable(page), slowest[0]!.name).getByRole('link', { name: slowest[0]!.name, exact: true }).click();
    const view = { range: '30d', label: waiting.label, sort: 'p95_duration', dir: 'desc', runner: slowest[0]!.name };
    await expectRoute(page, PAGE, view);

    const check = async () => {
      await expect(page.getByRole('button', { name: '30 d' })).toHaveAttribute('aria-pressed', 'true', COLD_START);
      await expect(page.getByRole('region', { name: `Trend of ${slowest[0]!.name}` })).toBeVisible();
      await expect(fleetTable(page).getByRole('columnheader', { name: /p95 duration/ })).toHaveAttribute('aria-sort', 'descending');
      const names = fleetTable(page).getByRole('row').locator('td:first-child a');
      await expect(names).toHaveText(slowest.map((runner) => runner.name));
      for (const runner of carrying) await expectRunnerRow(fleetTable(page), runner);
    };
    await check();
    await reloadAndCheck(page, check);
    await expectRoute(page, PAGE, view);
  });

  test('the fleet downloads as JSON: the rows on screen, in their order, in the service’s names and units', async ({ page }) => {
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
    const onScreen = await fleetTable(page).getByRole('row').locator('td:first-child a').allTextContents();
    expect(file.rows.map((row) => row.name)).toEqual(onScreen);
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

    test('the degraded runner is on the first screen, the rows are cards, and a select sorts them', async ({ page }) => {
      test.slow();
      const expected = await showcase();
      const degraded = expected.runners.find((runner) => runner.health === 'Degraded')!;
      await page.goto(PAGE);
      const link = summary(page).getByRole('link', { name: degraded.name, exact: true });
      await expect(link).toBeInViewport(COLD_START);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      // The header is hidden on a phone: "Sort by" does what its buttons do.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Median duration, descending' });
      await expectRoute(page, PAGE, { sort: 'median_duration', dir: 'desc' });
      const slowest = [...expected.runners].sort(
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
