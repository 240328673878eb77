import type { Page } from '@playwright/test';
import { COLD_START, E2E_NOW, expect, test } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectRoute, reloadAndCheck } from './support/url-state';

// The merge queue page of acme/checkout at E2E_NOW (Nov 20, 12:00 UTC): its default window is the 7
// UTC days from Nov 14, 00:00 to the current hour. Every figure expected here is the seeded mock's own
// answer, asked in the test process and added up here (never by the page's code); every drill-down's
// promise is checked against the activity log the link opens.

const PAGE = '/acme/checkout/merge-queue';
const WINDOW = { start_at: '2026-11-14T00:00:00Z', end_at: E2E_NOW.replace('.000Z', 'Z') };
const NEXT_PAGE = { timeout: 15_000 };

const count = new Intl.NumberFormat('en-US');
const percent = (ratio: number) => `${Number.isInteger(ratio * 100) ? ratio * 100 : (ratio * 100).toFixed(1)}%`;
/** "25 min 37 s": a mean duration as the page words it (minutes and whole seconds past a minute). */
function duration(seconds: number): string {
  if (seconds < 60) return `${Number(seconds.toFixed(seconds < 10 ? 2 : 1))} s`;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole - minutes * 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

type Filters = { base_ref?: string[]; queue_name?: string[] };

/** The window's figures as the mock answers them, every group and interval added up here. */
async function mockFigures(filters: Filters = {}) {
  const api = mockAnswers();
  const args = { path: CHECKOUT_PATH, query: { ...WINDOW, ...filters } };
  const [merged, entered, exits, failure, queueTime, retries] = await Promise.all([
    api.getQueueMergedCount(args),
    api.getQueueEnteredCount(args),
    api.getQueueExitReasons(args),
    api.getQueueFailureRate(args),
    api.getQueueTotalTime(args),
    api.getQueueChecksRetries(args),
  ]);
  const sum = <T>(answer: { groups: { stats: T[] }[] }, field: (row: T) => number) =>
    answer.groups.reduce((all, group) => all + group.stats.reduce((rows, row) => rows + field(row), 0), 0);
  return {
    merged: sum(merged, (row) => row.merged),
    entered: sum(entered, (row) => row.entered),
    exits: sum(exits, (row) => row.count),
    failureRate: sum(failure, (row) => row.failures) / sum(failure, (row) => row.total),
    timeInQueue: sum(queueTime, (row) => row.sum_queue_time) / sum(queueTime, (row) => row.count_queue_time),
    retries: sum(retries, (row) => row.total_retries),
    exitsPerDay: new Map(
      exits.groups
        .flatMap((group) => group.stats)
        .reduce((days, row) => days.set(row.start, (days.get(row.start) ?? 0) + row.count), new Map<string, number>()),
    ),
  };
}

const card = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const figureOf = (page: Page, label: string) => card(page, label).locator('[data-figure]');
const logSummary = (page: Page) => page.getByRole('heading', { level: 2, name: / events? · / });

async function openPage(page: Page, path = PAGE) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Merge queue' })).toBeVisible(COLD_START);
}

async function expectFigures(page: Page, expected: Awaited<ReturnType<typeof mockFigures>>) {
  await expect(figureOf(page, 'Merged')).toHaveText(count.format(expected.merged), COLD_START);
  await expect(figureOf(page, 'Entered')).toHaveText(count.format(expected.entered));
  await expect(figureOf(page, 'Left the queue')).toHaveText(count.format(expected.exits));
  await expect(figureOf(page, 'Failure rate')).toHaveText(percent(expected.failureRate));
  await expect(figureOf(page, 'Time in queue')).toHaveText(duration(expected.timeInQueue));
  await expect(figureOf(page, 'Checks retries')).toHaveText(count.format(expected.retries));
}

test.describe('merge queue', () => {
  test('shows the window’s figures as the mock answers them, each saying what it counts and over which window', async ({ page }) => {
    const expected = await mockFigures();
    await openPage(page);
    await expectFigures(page, expected);
    await expect(card(page, 'Merged')).toContainText('pull requests merged by the queue · last 7 days (Nov 14 – Nov 20 until 12:00 UTC)');
    await expect(card(page, 'Time in queue')).toContainText('mean time from entry to exit of the sessions that ended');
    await expect(card(page, 'Merged').getByRole('link')).toHaveText(
      `Open the ${count.format(expected.merged)} merges of Nov 14 – Nov 20 until 12:00 UTC on every branch`,
    );
    // The API gives the median and the mean of the time to merge, no p90: the page says so.
    await expect(page.getByText(/The API gives the median and the mean per queue; it has no p90/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Time to merge per queue' }).getByRole('row')).not.toHaveCount(0);
  });

  test('a figure opens exactly the events it counted in the activity log', async ({ page }) => {
    test.slow(); // two pages, each a cold start of its data
    const expected = await mockFigures();
    await openPage(page);
    await card(page, 'Merged').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible(NEXT_PAGE);
    await expectRoute(page, '/acme/checkout/activity', {
      type: ['action.queue.merged'],
      from: WINDOW.start_at,
      to: WINDOW.end_at,
      tz: 'utc',
    });
    await expect(logSummary(page)).toHaveText(new RegExp(`^${count.format(expected.merged)} events · `), NEXT_PAGE);
  });

  test('a day of exit reasons opens that day’s exits, as many as the link says', async ({ page }) => {
    test.slow();
    const expected = await mockFigures({ base_ref: ['main'] });
    // The busiest day of the window on main.
    const [busiestStart, busiestCount] = [...expected.exitsPerDay].sort((a, b) => b[1] - a[1])[0]!;
    const day = new Date(busiestStart).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    await openPage(page, `${PAGE}?baseRef=main`);
    await expectFigures(page, expected);
    const chart = page.getByRole('figure', { name: 'Why pull requests left the queue' });
    await chart.getByRole('button', { name: 'Show data table' }).click();
    const link = chart.getByRole('link', { name: new RegExp(`^Open the [\\d,]+ queue exits? of ${day} on main`) });
    await expect(link).toHaveText(
      `Open the ${count.format(busiestCount)} queue exits of ${day} on main (every reason: the log cannot filter by reason)`,
    );
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible(NEXT_PAGE);
    const next = new Date(Date.parse(busiestStart) + 86_400_000 - 1).toISOString();
    await expectRoute(page, '/acme/checkout/activity', {
      type: ['action.queue.leave'],
      baseRef: 'main',
      from: busiestStart.replace('.000Z', 'Z'),
      to: next,
      tz: 'utc',
    });
    await expect(logSummary(page)).toHaveText(new RegExp(`^${count.format(busiestCount)} events? · `), NEXT_PAGE);
  });

  test('filters live in the URL and survive a reload; a queue filter widens the links to every queue, and says so', async ({ page }) => {
    test.slow();
    const onMain = await mockFigures({ base_ref: ['main'] });
    await openPage(page);
    await page.getByRole('combobox', { name: 'Base branch' }).selectOption('main');
    await expectRoute(page, PAGE, { baseRef: 'main' });
    await expectFigures(page, onMain);
    await reloadAndCheck(page, () => expectFigures(page, onMain));

    const queues = (await mockAnswers().getQueueNames({ path: CHECKOUT_PATH, query: WINDOW })).queue_names;
    const queue = queues[0]!;
    const inQueue = await mockFigures({ base_ref: ['main'], queue_name: [queue] });
    await page.getByRole('combobox', { name: 'Queue' }).selectOption(queue);
    await expectRoute(page, PAGE, { baseRef: 'main', queue });
    await expectFigures(page, inQueue);
    // The log cannot filter by queue: the link opens every queue's merges on main, and counts those.
    await expect(card(page, 'Merged').getByRole('link')).toHaveText(
      `Open the ${count.format(onMain.merged)} merges of Nov 14 – Nov 20 until 12:00 UTC on main (every queue: the log cannot filter by queue)`,
    );

    await page.getByRole('radio', { name: 'Last 30 days' }).check();
    await expectRoute(page, PAGE, { baseRef: 'main', queue, range: '30d' });
    await expect(card(page, 'Merged')).toContainText('last 30 days (Oct 22 – Nov 20 until 12:00 UTC)', NEXT_PAGE);
  });

  test('is in the navigation, the palette and behind g e', async ({ page }) => {
    test.slow();
    await page.goto('/acme/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(COLD_START);
    // Typed once the overview has its data, as a person would: the heading is painted from the HTML
    // before the app listens for keys, and a busy CPU can hold the second key of g e back past its 1.5 s.
    await expect(page.getByRole('region', { name: 'Tests hurting the most' }).getByRole('row').nth(1)).toBeVisible(COLD_START);
    await page.keyboard.press('g');
    await page.keyboard.press('e');
    await expect(page.getByRole('heading', { level: 1, name: 'Merge queue' })).toBeVisible(NEXT_PAGE);
    await expectRoute(page, PAGE);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merge queue' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(NEXT_PAGE);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('merge queue');
    const pages = palette.getByRole('group', { name: 'Pages' }).getByRole('option');
    await expect(pages).toHaveText(['Merge queuePage']);
    await pages.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Merge queue' })).toBeVisible(NEXT_PAGE);
  });
});
