import type { Page } from '@playwright/test';
import { COLD_START, E2E_NOW, expect, test } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { countText, expected, percentText, pointsText, secondsText, shortDayUtc } from './support/expected-text';
import { expectRoute, reloadAndCheck } from './support/url-state';

// The merge queue page of acme/checkout at E2E_NOW (Nov 20, 12:00 UTC): its default window is the 7
// UTC days from Nov 14, 00:00 to the current hour. Every figure expected here is the seeded mock's own
// answer, asked in the test process and added up here (never by the page's code); every drill-down's
// promise is checked against the activity log the link opens.

const PAGE = '/acme/checkout/merge-queue';
const WINDOW = { start_at: '2026-11-14T00:00:00Z', end_at: E2E_NOW.replace('.000Z', 'Z') };
const NEXT_PAGE = { timeout: 15_000 };

/** How the checks outcomes table names an outcome, as a reader should see it. */
const OUTCOME_WORDS: Record<string, string> = {
  SUCCESS: 'Merged',
  CHECKS_FAILED: 'The checks failed',
  CONFLICT_WITH_BASE_BRANCH: 'It conflicts with the base branch',
  PR_DEQUEUED: 'The pull request was dequeued',
  BATCH_MAX_FAILURE_RESOLUTION_ATTEMPTS: 'The batch reached its maximum failure resolution attempts',
};
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The exit reasons the vendor's failure rate counts as failures (not interrupted, not dropped untested). */
const FAILED_CHECKS = ['CHECKS_FAILED', 'CHECKS_TIMEOUT'];

type Filters = { base_ref?: string[]; queue_name?: string[] };
type Grouped<T> = { groups: { stats: T[] }[] };

const sum = <T>(answer: Grouped<T>, field: (row: T) => number) =>
  answer.groups.reduce((all, group) => all + group.stats.reduce((rows, row) => rows + field(row), 0), 0);
const mean = <T>(answer: Grouped<T>, total: (row: T) => number, count: (row: T) => number) => sum(answer, total) / sum(answer, count);
const DAY_MS = 86_400_000;
/** The same hours of the 7 days before: the cards' baseline. */
const PREVIOUS = {
  start_at: new Date(Date.parse(WINDOW.start_at) - 7 * DAY_MS).toISOString().replace('.000Z', 'Z'),
  end_at: new Date(Date.parse(WINDOW.end_at) - 7 * DAY_MS).toISOString().replace('.000Z', 'Z'),
};
const lengthOf = (window: typeof WINDOW) => Date.parse(window.end_at) - Date.parse(window.start_at);
/** A time-weighted mean over the window: each day's mean weighs its length; the groups' queues add up. */
const overWindow = <T extends { start: string; end: string }>(answer: Grouped<T>, level: (row: T) => number, window: typeof WINDOW) =>
  sum(answer, (row) => level(row) * (Date.parse(row.end) - Date.parse(row.start))) / lengthOf(window);
const largest = <T>(answer: Grouped<T>, field: (row: T) => number) =>
  Math.max(0, ...answer.groups.flatMap((group) => group.stats.map(field)));

/** The window's figures as the mock answers them, every group and interval added up here. */
async function mockFigures(filters: Filters = {}, window = WINDOW) {
  const api = mockAnswers();
  const args = { path: CHECKOUT_PATH, query: { ...window, ...filters } };
  const [merged, entered, exits, queueTime, retries, idle, ciRuntime, size, speculative, batches, bisections, skipped, bisectionStarts] =
    await Promise.all([
      api.getQueueMergedCount(args),
      api.getQueueEnteredCount(args),
      api.getQueueExitReasons(args),
      api.getQueueTotalTime(args),
      api.getQueueChecksRetries(args),
      api.getQueueIdleTime(args),
      api.getQueueAverageCiRuntime(args),
      api.getQueueSize(args),
      api.getQueueRunningSpeculativeChecks(args),
      api.getQueueBatchSize(args),
      api.getQueueBatchBisection(args),
      api.getQueueSkipIntermediateResults(args),
      // The log lists a bisection start per pull request of the split batch (filters: the base branch only).
      api.getActivityLogAggregate({
        path: CHECKOUT_PATH,
        query: {
          event_type: ['action.queue.batch_bisection_start'],
          received_from: window.start_at,
          received_to: window.end_at,
          ...(filters.base_ref === undefined ? {} : { base_ref: filters.base_ref[0] }),
        },
      }),
    ]);
  return {
    merged: sum(merged, (row) => row.merged),
    entered: sum(entered, (row) => row.entered),
    mergedRate: sum(merged, (row) => row.merged) / sum(entered, (row) => row.entered),
    throughput: sum(merged, (row) => row.merged) / (lengthOf(window) / DAY_MS),
    mergedPerDay: perDay(merged, (row) => row.merged),
    exits: sum(exits, (row) => row.count),
    // The vendor's failure rate: exits for failed or timed-out checks among every exit, merges included.
    failureRate: sum(exits, (row) => (FAILED_CHECKS.includes(row.exit_reason) ? row.count : 0)) / sum(exits, (row) => row.count),
    timeInQueue: mean(
      queueTime,
      (row) => row.sum_queue_time,
      (row) => row.count_queue_time,
    ),
    retries: sum(retries, (row) => row.total_retries),
    idleTime: mean(
      idle,
      (row) => row.sum_idle_capacity + row.sum_idle_schedule + row.sum_idle_freeze,
      (row) => row.count_idle,
    ),
    ciRuntime: mean(
      ciRuntime,
      (row) => row.sum_runtime,
      (row) => row.count_runtime,
    ),
    queueSize: overWindow(size, (row) => row.avg_size, window),
    largestQueue: largest(size, (row) => row.max_size),
    speculativeChecks: overWindow(speculative, (row) => row.avg_running_checks, window),
    mostSpeculativeChecks: largest(speculative, (row) => row.max_running_checks),
    batchSize: mean(
      batches,
      (row) => row.sum_batch_size,
      (row) => row.count_batch_size,
    ),
    bisections: sum({ groups: bisections.started }, (row) => row.bisection_count),
    bisectionStartEvents: bisectionStarts.total,
    batchesSaved: sum(skipped, (row) => row.batches_saved),
    exitsPerDay: perDay(exits, (row) => row.count),
  };
}

/** Per interval start, every group added up. */
const perDay = <T extends { start: string }>(answer: Grouped<T>, field: (row: T) => number) =>
  answer.groups
    .flatMap((group) => group.stats)
    .reduce((days, row) => days.set(row.start, (days.get(row.start) ?? 0) + field(row)), new Map<string, number>());

/** "2 h 3 min 5 s", "12.4 s", "850 ms", "0 s" back to seconds. */
function secondsOf(text: string): number {
  const units: Record<string, number> = { h: 3600, min: 60, s: 1, ms: 0.001 };
  return [...text.matchAll(/([\d.]+) (h|min|s|ms)\b/g)].reduce((all, [, amount, unit]) => all + Number(amount) * units[unit!]!, 0);
}

const card = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const figureOf = (page: Page, label: string) => card(page, label).locator('[data-figure]');
const logSummary = (page: Page) => page.getByRole('heading', { level: 2, name: / events? · / });

async function openPage(page: Page, path = PAGE) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Merge queue' })).toBeVisible(COLD_START);
}

async function expectFigures(page: Page, expected: Awaited<ReturnType<typeof mockFigures>>) {
  await expect(figureOf(page, 'Merged')).toHaveText(countText(expected.merged), COLD_START);
  await expect(figureOf(page, 'Entered')).toHaveText(countText(expected.entered));
  await expect(figureOf(page, 'Left the queue')).toHaveText(countText(expected.exits));
  await expect(figureOf(page, 'Failure rate')).toHaveText(percentText(expected.failureRate));
  await expect(figureOf(page, 'Time in queue')).toHaveText(secondsText(expected.timeInQueue));
  await expect(figureOf(page, 'Checks retries')).toHaveText(countText(expected.retries));
  await expect(figureOf(page, 'Idle time')).toHaveText(secondsText(expected.idleTime));
  await expect(figureOf(page, 'CI runtime in the queue')).toHaveText(secondsText(expected.ciRuntime));
  await expect(figureOf(page, 'Queue size')).toHaveText(`${oneDecimal.format(expected.queueSize)} PRs`);
  await expect(figureOf(page, 'Largest queue')).toHaveText(countText(expected.largestQueue));
  await expect(figureOf(page, 'Merged rate')).toHaveText(percentText(expected.mergedRate));
  await expect(figureOf(page, 'Throughput')).toHaveText(`${oneDecimal.format(expected.throughput)} PRs/day`);
  await expect(figureOf(page, 'Speculative checks running')).toHaveText(oneDecimal.format(expected.speculativeChecks));
  await expect(card(page, 'Speculative checks running')).toContainText(`(largest ${countText(expected.mostSpeculativeChecks)})`);
  await expect(figureOf(page, 'Batch size')).toHaveText(`${oneDecimal.format(expected.batchSize)} PRs`);
  await expect(figureOf(page, 'Bisections')).toHaveText(countText(expected.bisections));
  await expect(figureOf(page, 'Batches saved')).toHaveText(countText(expected.batchesSaved));
}

test.describe('merge queue', () => {
  test('shows the window’s figures as the mock answers them, each saying what it counts and over which window', async ({ page }) => {
    const expected = await mockFigures();
    await openPage(page);
    await expectFigures(page, expected);
    await expect(card(page, 'Merged')).toContainText('pull requests merged by the queue · last 7 days (Nov 14 – Nov 20 until 12:00 UTC)');
    await expect(card(page, 'Time in queue')).toContainText('mean time from entry to exit of the sessions that ended');
    await expect(card(page, 'Failure rate')).toContainText('share of the queue exits (merges included) whose checks failed or timed out');
    // A bisection is one split batch; the log has a start event per pull request of it: each count says which.
    await expect(card(page, 'Bisections')).toContainText('failed batches split to find the culprit, one per batch and depth');
    await expect(card(page, 'Bisections').getByRole('link')).toHaveText(
      `Open the ${countText(expected.bisectionStartEvents)} bisection start events of Nov 14 – Nov 20 until 12:00 UTC on every branch`,
    );
    await expect(card(page, 'Merged').getByRole('link')).toHaveText(
      `Open the ${countText(expected.merged)} merges of Nov 14 – Nov 20 until 12:00 UTC on every branch`,
    );
    // The API gives the median and the mean of the time to merge, no p90: the page says so.
    await expect(page.getByText(/The API gives the median and the mean per queue; it has no p90/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Time to merge per queue' }).getByRole('row')).not.toHaveCount(0);
  });

  test('the headline cards: each its trend per day and its change against the same hours of the 7 days before', async ({ page }) => {
    const [now, before] = await Promise.all([mockFigures(), mockFigures({}, PREVIOUS)]);
    const perDayText = (value: number) => `${oneDecimal.format(value)} PRs/day`;
    type Key = 'entered' | 'merged' | 'mergedRate' | 'throughput' | 'largestQueue' | 'timeInQueue' | 'ciRuntime';
    const headline: [string, Key, 'lower' | 'higher' | 'neither', (value: number) => string, ((value: number) => string)?][] = [
      ['Entered', 'entered', 'neither', countText],
      ['Merged', 'merged', 'higher', countText],
      ['Merged rate', 'mergedRate', 'higher', percentText, pointsText],
      ['Throughput', 'throughput', 'higher', perDayText],
      ['Largest queue', 'largestQueue', 'neither', countText],
      ['Time in queue', 'timeInQueue', 'lower', secondsText],
      ['CI runtime in the queue', 'ciRuntime', 'lower', secondsText],
    ];
    await openPage(page);
    // The vendor's headline figures lead, in its order.
    await expect(page.locator('section[aria-label]').first()).toHaveAccessibleName('Entered', COLD_START);
    for (const [label, key, better, format, formatDelta] of headline) {
      const row = expected(label, now[key], before[key], better, format, formatDelta);
      await expect(figureOf(page, label)).toHaveText(row.current);
      await expect(card(page, label).locator('[data-change]')).toHaveText(
        `${row.change}, ${row.direction.toLowerCase()} · was ${row.baseline} over Nov 7 – Nov 13 until 12:00 UTC`,
      );
    }
    // The trend: merges per UTC day, named by its lowest and highest day (the first of equals).
    const days = [...now.mergedPerDay].sort(([a], [b]) => (a < b ? -1 : 1));
    const low = days.reduce((min, day) => (day[1] < min[1] ? day : min));
    const high = days.reduce((max, day) => (day[1] > max[1] ? day : max));
    const dayWords = (start: string) => {
      const words = new Date(start).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
      return Date.parse(start) + DAY_MS > Date.parse(WINDOW.end_at) ? `${words} until 12:00 UTC` : words;
    };
    await expect(card(page, 'Merged').getByRole('img')).toHaveAccessibleName(
      `Merged per UTC day: lowest ${countText(low[1])} (${dayWords(low[0])}), highest ${countText(high[1])} (${dayWords(high[0])})`,
    );
  });

  test('where the time in queue goes: the parts add up to the time in queue, as the mock answers them', async ({ page }) => {
    const api = mockAnswers();
    const args = { path: CHECKOUT_PATH, query: WINDOW };
    const [idle, total] = await Promise.all([api.getQueueIdleTime(args), api.getQueueTotalTime(args)]);
    const sessions = sum(idle, (row) => row.count_idle);
    const parts: [string, number, number][] = (
      [
        ['CI running', 'ci_runtime'],
        ['Waiting for CI capacity', 'idle_capacity'],
        ['Waiting for the merge schedule', 'idle_schedule'],
        ['Waiting for a freeze', 'idle_freeze'],
      ] as const
    ).map(([label, part]) => [label, sum(idle, (row) => row[`sum_${part}`]) / sessions, largest(idle, (row) => row[`max_${part}`])]);
    const timeInQueue = mean(
      total,
      (row) => row.sum_queue_time,
      (row) => row.count_queue_time,
    );
    // The API's parts are the whole stay, over the same sessions.
    expect(sessions).toBe(sum(total, (row) => row.count_queue_time));
    expect(Math.abs(parts.reduce((all, [, part]) => all + part, 0) - timeInQueue)).toBeLessThan(0.001);
    expect(timeInQueue).toBeGreaterThan(60);

    await openPage(page);
    await expect(figureOf(page, 'Time in queue')).toHaveText(secondsText(timeInQueue), COLD_START);
    const table = page.getByRole('table', { name: 'Time in queue by part over the window' });
    await expect(table.getByRole('row')).toHaveCount(parts.length + 2);
    const shown: number[] = [];
    for (const [label, part, max] of parts) {
      const cells = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
        .getByRole('cell');
      const mean = secondsOf(await cells.nth(0).innerText());
      // Rounded to the second so that the parts add up: never more than a second off.
      expect(Math.abs(mean - part)).toBeLessThan(1);
      shown.push(mean);
      await expect(cells.nth(3)).toHaveText(max === 0 ? '0 s' : secondsText(max));
    }
    const whole = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^= Time in queue/ }) });
    await expect(whole.getByRole('rowheader')).toHaveText(`= Time in queue (${countText(sessions)} sessions)`);
    await expect(whole.getByRole('cell').first()).toHaveText(secondsText(timeInQueue));
    expect(shown.reduce((all, part) => all + part, 0)).toBe(Math.round(timeInQueue));
    // Its bars are UTC days, each labelled once by its day (never "Nov 14, 00:00:00").
    const chart = page.getByRole('figure', { name: 'Where the time in queue goes' });
    await chart.scrollIntoViewIfNeeded();
    const days = Array.from({ length: 7 }, (_, index) => shortDayUtc(Date.parse(WINDOW.start_at) + index * 86_400_000));
    await expect(chart.locator('[data-axis="time"] > span:visible')).toHaveText(days);
  });

  test('broken down by base branch: a series per branch adding up to the whole each day; its link narrows the page', async ({ page }) => {
    test.slow();
    const merged = await mockAnswers().getQueueMergedCount({ path: CHECKOUT_PATH, query: WINDOW });
    const branches = [...new Set(merged.groups.map((group) => group.base_ref))].sort();
    expect(branches.length).toBeGreaterThan(1);
    const onBranch = (branch: string) =>
      perDay({ groups: merged.groups.filter((group) => group.base_ref === branch) }, (row) => row.merged);
    const whole = perDay(merged, (row) => row.merged);
    const starts = [...whole.keys()].sort();

    await openPage(page, `${PAGE}?by=baseRef`);
    const table = page.getByRole('table', { name: 'Merged per interval' });
    await expect(table.getByRole('columnheader')).toHaveText(
      ['Interval (UTC)', ...branches, 'Merged, whole', 'Events in the activity log'],
      COLD_START,
    );
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(starts.length + 1);
    for (const [index, start] of starts.entries()) {
      const cells = rows.nth(index + 1).getByRole('cell');
      await expect(cells).toHaveText([
        ...branches.map((branch) => countText(onBranch(branch).get(start) ?? 0)),
        countText(whole.get(start)!),
        /^Open the /,
      ]);
      const shown = (await cells.allInnerTexts()).slice(0, branches.length + 1).map((text) => Number(text.replaceAll(',', '')));
      expect(shown.slice(0, -1).reduce((all, count) => all + count, 0)).toBe(shown.at(-1));
    }
    await page.getByRole('region', { name: 'Day by day' }).getByRole('link', { name: branches[0], exact: true }).click();
    await expectRoute(page, PAGE, { by: 'baseRef', baseRef: branches[0]! });
    await expectFigures(page, await mockFigures({ base_ref: [branches[0]!] }));
  });

  test('time to merge per queue and the checks outcomes read as the mock answers them', async ({ page }) => {
    const api = mockAnswers();
    // The operation's own span, 7 days to `at`, taken from the window's start: the headline's window and its merges (none after now).
    const at = new Date(Date.parse(WINDOW.start_at) + 7 * DAY_MS).toISOString().replace('.000Z', 'Z');
    const perQueue = (await api.getQueueTimeToMerge({ path: CHECKOUT_PATH, query: { at } })).flatMap((partition) => partition.queues);
    const weekMerges = sum(await api.getQueueMergedCount({ path: CHECKOUT_PATH, query: WINDOW }), (row) => row.merged);
    const outcomes = new Map<string, number>();
    for (const group of (await api.getQueueChecksOutcome({ path: CHECKOUT_PATH, query: WINDOW })).groups) {
      for (const [outcome, sessions] of Object.entries(group.stats)) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + (sessions ?? 0));
    }
    const ended = [...outcomes.values()].reduce((all, sessions) => all + sessions, 0);
    const outcomeRows = [...outcomes]
      .filter(([, sessions]) => sessions > 0)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([outcome, sessions]) => {
        const words = OUTCOME_WORDS[outcome];
        if (words === undefined)
          throw new Error(`The journey has no words for the outcome ${outcome}: write down how the page should say it`);
        return `${words}${countText(sessions)}${percentText(sessions / ended)}`;
      });
    expect(outcomeRows.length).toBeGreaterThan(1);

    await openPage(page);
    const timeToMerge = page.getByRole('table', { name: 'Time to merge per queue' });
    await expect(timeToMerge.getByRole('row')).toHaveText(
      [
        'QueueMedianMean',
        ...perQueue.map((row) => `${row.queue_name}${secondsText(row.time_to_merge.median!)}${secondsText(row.time_to_merge.mean!)}`),
      ],
      COLD_START,
    );
    // One page, one window: the merges it covers are the Merged card's, of the same 7 days (today until the current hour).
    const merges = `Open the ${countText(weekMerges)} merges of Nov 14 – Nov 20 until 12:00 UTC on every branch`;
    await expect(page.getByRole('region', { name: 'Time to merge' }).getByRole('link')).toHaveText(merges);
    await expect(card(page, 'Merged').getByRole('link')).toHaveText(merges);
    await expect(page.getByRole('region', { name: 'Time to merge' })).toContainText(
      'over the pull requests merged Nov 14 – Nov 20 until 12:00 UTC',
    );
    const checks = page.getByRole('table', { name: 'Checks outcomes' });
    await expect(checks.getByRole('row')).toHaveText(['OutcomeSessionsShare', ...outcomeRows]);
    await expect(page.getByRole('region', { name: 'Checks outcomes' }).getByRole('link')).toHaveText(
      `Open the ${countText(ended)} queue exits of Nov 14 – Nov 20 until 12:00 UTC on every branch (every outcome: the log cannot filter by outcome)`,
    );
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
    await expect(logSummary(page)).toHaveText(new RegExp(`^${countText(expected.merged)} events · `), NEXT_PAGE);
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
      `Open the ${countText(busiestCount)} queue exits of ${day} on main (every reason: the log cannot filter by reason)`,
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
    await expect(logSummary(page)).toHaveText(new RegExp(`^${countText(busiestCount)} events? · `), NEXT_PAGE);
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
      `Open the ${countText(onMain.merged)} merges of Nov 14 – Nov 20 until 12:00 UTC on main (every queue: the log cannot filter by queue)`,
    );

    await page.getByRole('radio', { name: 'Last 30 days' }).check();
    await expectRoute(page, PAGE, { baseRef: 'main', queue, range: '30d' });
    await expect(card(page, 'Merged')).toContainText('last 30 days (Oct 22 – Nov 20 until 12:00 UTC)', NEXT_PAGE);
  });

  test('the last 90 days: figures over three months, a day older than the 30 of tests opening as many in the log; no earlier span', async ({
    page,
  }) => {
    test.slow(); // two pages, each a cold start of its data
    const window = { start_at: '2026-08-23T00:00:00Z', end_at: WINDOW.end_at };
    const api = mockAnswers();
    const [expected, logMerges] = await Promise.all([
      mockFigures({}, window),
      api.getActivityLogAggregate({
        path: CHECKOUT_PATH,
        query: { event_type: ['action.queue.merged'], received_from: window.start_at, received_to: window.end_at },
      }),
    ]);
    // The mock's queue statistics and its log know the same span, so over it they count alike.
    expect(logMerges.total).toBe(expected.merged);
    // The queue's history is 90 days deep (tests keep 30): every day before Oct 21 has merges; the busiest is opened.
    const older = [...expected.mergedPerDay].filter(([start]) => Date.parse(start) < Date.parse('2026-10-21T00:00:00Z'));
    expect(older).toHaveLength(59);
    expect(older.filter(([, merges]) => merges === 0)).toEqual([]);
    const [olderStart, olderMerges] = older.sort((a, b) => b[1] - a[1])[0]!;
    const olderDay = new Date(olderStart).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    await openPage(page, `${PAGE}?range=90d`);
    await expect(page.getByRole('radio', { name: 'Last 90 days' })).toBeChecked(COLD_START);
    await expectFigures(page, expected);
    await expect(card(page, 'Merged')).toContainText('last 90 days (Aug 23 – Nov 20 until 12:00 UTC)');
    await expect(card(page, 'Merged').getByRole('link')).toHaveText(
      `Open the ${countText(logMerges.total)} merges of Aug 23 – Nov 20 until 12:00 UTC on every branch`,
    );
    // The 90 days before are past what the service keeps: not asked, and said.
    await expect(card(page, 'Merged').locator('[data-change]')).toHaveText(
      'No change shown: May 25 – Aug 22 until 12:00 UTC is older than the 90 days the service keeps.',
    );
    const dayRow = page
      .getByRole('table', { name: 'Merged per interval' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: olderDay, exact: true }) });
    await expect(dayRow.getByRole('cell')).toHaveText([
      countText(olderMerges),
      `Open the ${countText(olderMerges)} merges of ${olderDay} on every branch`,
    ]);
    await dayRow.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible(NEXT_PAGE);
    await expectRoute(page, '/acme/checkout/activity', {
      type: ['action.queue.merged'],
      from: olderStart.replace('.000Z', 'Z'),
      to: new Date(Date.parse(olderStart) + DAY_MS - 1).toISOString(),
      tz: 'utc',
    });
    await expect(logSummary(page)).toHaveText(new RegExp(`^${countText(olderMerges)} events? · `), NEXT_PAGE);
  });

  test('a repository the API does not know is not found', async ({ page }) => {
    await page.goto('/acme/no-such-repo/merge-queue');
    await expect(page.getByRole('heading', { name: 'Repository not found' })).toBeVisible(COLD_START);
    await expect(page.getByRole('heading', { level: 1, name: 'Merge queue' })).toHaveCount(0);
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
