import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, expect, test } from './support/app-test';
import { countText, percentText, secondsText } from './support/expected-text';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectRoute, reloadAndCheck, routeOf } from './support/url-state';

dayjs.extend(utc);

/*
 * The week's digest of acme/checkout at E2E_NOW (Friday Nov 20, 2026, 12:00 UTC): the last full UTC week is
 * Nov 9–15, Monday to Sunday, against Nov 2–8. Every figure is the seeded mock's own answer, asked in the test
 * process and judged here by the rules the page states; lines are followed to the views they open.
 */

const PAGE = '/acme/checkout/digest';
const DAY = 86_400_000;
const LAST_WEEK = Date.parse('2026-11-09T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const NEXT_PAGE = { timeout: 20_000 };
/**
 * The whole digest from a cold start: the page asks each test's transitions (about 370 requests through the in-page mock)
 * while the demo caches its shell, which on a busy 2-core machine takes most of a minute; a person waits for the lines.
 */
const WHOLE_DIGEST = { timeout: 60_000 };

type Change = { testId: string; line: string };

/**
 * Each test's changes of health in the week starting `monday` and the week before, from its transitions over both
 * (one-day buckets): a change is an entry after the first, stamped in (start, end]; per test its first into flaky or
 * broken and its last back to healthy, ordered by time then name, with the pull request only when the answer names one.
 */
async function testChanges(monday: number) {
  const api = mockAnswers();
  const names = new Map<string, string>();
  let page = await api.searchTests({ path: CHECKOUT_PATH, query: { per_page: 100 } });
  for (;;) {
    for (const test of page.data.tests) names.set(test.test_id, test.test_name);
    if (!page.links.next) break;
    page = await api.followLink(page.links.next);
  }
  const window = { start: iso(monday - 7 * DAY), end: iso(monday + 7 * DAY) };
  const weeks = [monday, monday - 7 * DAY].map((start) => ({
    start,
    worsened: [] as (Change & { at: number; name: string })[],
    recovered: [] as (Change & { at: number; name: string })[],
  }));
  for (const [testId, name] of names) {
    const { transitions } = await api.getTestHealthTransitions({ path: { ...CHECKOUT_PATH, test_id: testId }, query: window });
    for (const week of weeks) {
      // Where the test stood at the week's end, said after a change it moved on from.
      const atEnd = transitions.findLast((transition) => Date.parse(transition.at) <= week.start + 7 * DAY)?.health_status;
      const changes = transitions.flatMap((transition, index) => {
        const at = Date.parse(transition.at);
        if (index === 0 || at <= week.start || at > week.start + 7 * DAY) return [];
        const pull = transition.pull_request ? `, named with #${transition.pull_request.number} ${transition.pull_request.title}` : '';
        const day = dayjs.utc(at - 1).format('MMM D');
        const ended = atEnd === transition.health_status ? '' : `; ${atEnd} at the week’s end`;
        const line = `${name}: ${transitions[index - 1]!.health_status} → ${transition.health_status} on ${day}${pull}${ended}`;
        return [{ testId, line, at, name, to: transition.health_status }];
      });
      const worse = changes.find((change) => change.to !== 'healthy');
      const better = changes.reverse().find((change) => change.to === 'healthy');
      if (worse) week.worsened.push(worse);
      if (better) week.recovered.push(better);
    }
  }
  const order = <T extends { at: number; name: string }>(list: T[]) => list.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));
  const [current, baseline] = weeks.map((week) => ({ worsened: order(week.worsened), recovered: order(week.recovered) }));
  return { current: current!, baseline: baseline!, window, scanned: names.size };
}

/** How many events of a type the log holds over a week (its end included to the millisecond before the next Monday). */
async function eventCount(type: 'test.quarantined' | 'test.dequarantined', monday: number) {
  const query = { event_type: [type], received_from: iso(monday), received_to: new Date(monday + 7 * DAY - 1).toISOString() };
  return (await mockAnswers().getActivityLogAggregate({ path: CHECKOUT_PATH, query })).total;
}

/** The queue's figures of a week, every group and interval added up here. */
async function queueWeek(monday: number) {
  const args = { path: CHECKOUT_PATH, query: { start_at: iso(monday), end_at: iso(monday + 7 * DAY) } };
  const [time, rate, reasons] = await Promise.all([
    mockAnswers().getQueueTotalTime(args),
    mockAnswers().getQueueFailureRate(args),
    mockAnswers().getQueueExitReasons(args),
  ]);
  const rows = <T>(answer: { groups: { stats: T[] }[] }) => answer.groups.flatMap((group) => group.stats);
  const sum = <T>(list: T[], value: (row: T) => number) => list.reduce((total, row) => total + value(row), 0);
  const byReason = new Map<string, number>();
  for (const row of rows(reasons)) byReason.set(row.exit_reason, (byReason.get(row.exit_reason) ?? 0) + row.count);
  return {
    time: sum(rows(time), (row) => row.sum_queue_time) / sum(rows(time), (row) => row.count_queue_time),
    rate: sum(rows(rate), (row) => row.failures) / sum(rows(rate), (row) => row.total),
    exits: sum([...byReason.values()], (count) => count),
    byReason: [...byReason].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
  };
}

/** Each queue's median time to merge over the week (the API's 7 days to its end), written as the line lists them. */
async function mergeTimes(monday: number) {
  const answer = await mockAnswers().getQueueTimeToMerge({ path: CHECKOUT_PATH, query: { at: iso(monday + 7 * DAY) } });
  const queues = answer.flatMap((partition) => partition.queues);
  const text = queues.map(
    (row) => `${row.queue_name} ${row.time_to_merge.median === null ? 'no merge' : secondsText(row.time_to_merge.median)}`,
  );
  return { queues, text: queues.length === 0 ? 'no pull request merged' : text.join(', ') };
}

/**
 * The week's slowest runner (highest median job duration) and longest-waiting label (highest median wait), among those with a
 * figure, ties by name, each with its figure the week before: every runner and label of the owner asked here.
 */
async function runnerWeek(monday: number) {
  const owner = CHECKOUT_PATH.owner;
  const weeks = [monday, monday - 7 * DAY].map((start) => ({ start: iso(start), end: iso(start + 7 * DAY) }));
  const listing = await mockAnswers().listCiRunners({ path: { owner } });
  const duration = async (week: number, runner: string) =>
    (await mockAnswers().getCiRunnerStat({ path: { owner, stat: 'median_duration' }, query: { ...weeks[week]!, runner_name: [runner] } }))
      .value;
  const wait = async (week: number, label: string) =>
    (await mockAnswers().getCiJobQueueStat({ path: { owner, stat: 'median_wait_time' }, query: { ...weeks[week]!, labels: [label] } }))
      .value;
  const leader = async (names: string[], ask: (week: number, name: string) => Promise<number | null>) => {
    const figures = (await Promise.all(names.map(async (name) => ({ name, value: await ask(0, name) })))).filter(
      (figure): figure is { name: string; value: number } => figure.value !== null,
    );
    const top = figures.sort((a, b) => b.value - a.value || (a.name < b.name ? -1 : 1))[0]!;
    return { ...top, before: await ask(1, top.name), measured: figures.length, of: names.length };
  };
  const runner = await leader(
    listing.runners.map((each) => each.name),
    duration,
  );
  const label = await leader(listing.labels, wait);
  return { runner, label, waitPage: Math.floor(listing.labels.indexOf(label.name) / 2) + 1 };
}

/** A median in whole seconds as the pages write it ("0 s": picked up at once). */
const medianText = (value: number) => (value === 0 ? '0 s' : secondsText(value));

/** The exit reasons in words, as a reader should see them after a colon. */
const REASON_WORDS: Record<string, string> = {
  PR_MERGED: 'merged',
  PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED: 'merged, intermediate results skipped',
  CHECKS_FAILED: 'the checks failed',
  CHECKS_TIMEOUT: 'the checks timed out',
  PR_DEQUEUED: 'the pull request was dequeued',
  CONFLICT_WITH_BASE_BRANCH: 'it conflicts with the base branch',
  BATCH_MAX_FAILURE_RESOLUTION_ATTEMPTS: 'the batch reached its maximum failure resolution attempts',
  PR_AHEAD_DEQUEUED: 'a pull request ahead was dequeued',
  BATCH_AHEAD_FAILED: 'a batch ahead failed',
  DROPPED_BY_BISECTION_ELIMINATION: 'dropped untested: the batch’s bisection put the failure on other pull requests',
  CHECKS_INTERRUPTED: 'the checks were cancelled before they gave a result',
};
const reasonWords = (reason: string) => REASON_WORDS[reason] ?? `(no words for ${reason} in this journey)`;

const section = (page: Page, title: string | RegExp) => page.getByRole('region', { name: title });
const plural = (count: number, one: string, many: string) => `${countText(count)} ${count === 1 ? one : many}`;

test.describe('The week’s digest', () => {
  // A cold start, the whole digest, then the views its lines open.
  test.describe.configure({ timeout: 120_000 });

  test('lists the last full week’s test changes, quarantines and queue figures as the mock answers them, each a link', async ({ page }) => {
    const tests = await testChanges(LAST_WEEK);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly digest' })).toBeVisible(COLD_START);
    await expect(
      page.getByText('The week of Nov 9 – Nov 15 (UTC, Monday to Sunday) against the week before, Nov 2 – Nov 8.'),
    ).toBeVisible();
    // While it reads each test's health (a request per test), it says how many of them it has read.
    await expect(page.getByText(new RegExp(`^Read the health of [\\d,]+ of ${countText(tests.scanned)} tests…$`))).toBeVisible();

    for (const [key, title] of [
      ['worsened', 'Became flaky or broken'],
      ['recovered', 'Recovered'],
    ] as const) {
      const name = `${title} (${countText(tests.current[key].length)}; week before: ${countText(tests.baseline[key].length)})`;
      const region = section(page, name);
      await expect(region).toBeVisible(WHOLE_DIGEST);
      await expect(region.getByRole('link')).toHaveText(tests.current[key].map((change) => change.line));
    }

    const [added, addedBefore, released, releasedBefore] = await Promise.all([
      eventCount('test.quarantined', LAST_WEEK),
      eventCount('test.quarantined', LAST_WEEK - 7 * DAY),
      eventCount('test.dequarantined', LAST_WEEK),
      eventCount('test.dequarantined', LAST_WEEK - 7 * DAY),
    ]);
    const quarantines = (await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100 } })).data.quarantined_tests;
    const recoverable = quarantines.filter((quarantine) => quarantine.is_recovered).length;
    await expect(section(page, 'Quarantines').getByRole('link')).toHaveText([
      `Added: ${plural(added, 'quarantine', 'quarantines')} (week before: ${countText(addedBefore)})`,
      `Released: ${plural(released, 'quarantine', 'quarantines')} (week before: ${countText(releasedBefore)})`,
      `Recoverable now: ${plural(recoverable, 'quarantine looks', 'quarantines look')} recovered and could be released`,
    ]);

    const [now, before] = await Promise.all([queueWeek(LAST_WEEK), queueWeek(LAST_WEEK - 7 * DAY)]);
    const [merged, mergedBefore] = await Promise.all([mergeTimes(LAST_WEEK), mergeTimes(LAST_WEEK - 7 * DAY)]);
    expect(merged.queues.length).toBeGreaterThan(0);
    const reasons = now.byReason.map(([reason, count]) => `${reasonWords(reason)} ${countText(count)}`).join(', ');
    await expect(section(page, 'Merge queue').getByRole('link')).toHaveText([
      `Time to merge (median): ${merged.text} (week before: ${mergedBefore.text})`,
      `Time in queue (mean): ${secondsText(now.time)} (week before: ${secondsText(before.time)})`,
      `Failure rate: ${percentText(now.rate)} (week before: ${percentText(before.rate)})`,
      `Left the queue: ${countText(now.exits)} (${reasons}); week before: ${countText(before.exits)}`,
    ]);
  });

  test('a test’s line opens its health over the two weeks, with the same change and pull request', async ({ page }) => {
    const week = Date.parse('2026-11-02T00:00:00Z');
    const { recovered: story } = FIXTURE_TESTS;
    const tests = await testChanges(week);
    const broke = tests.current.worsened.find((change) => change.testId === story.testId);
    expect(broke?.line).toContain(`named with #${story.brokenBy.number}`);
    await page.goto(`${PAGE}?week=2026-11-02`);
    await section(page, /^Became flaky or broken/)
      .getByRole('link', { name: broke!.line })
      .click(WHOLE_DIGEST);
    await expectRoute(page, `/acme/checkout/tests/${story.testId}`, { tab: 'health', ...tests.window });
    const row = page.getByRole('row').filter({ hasText: `#${story.brokenBy.number}` });
    await expect(row).toContainText('Broken', NEXT_PAGE);
  });

  test('a quarantine line opens the log at that week and event, a queue line the merge queue’s two weeks, with the same figures', async ({
    page,
  }) => {
    const added = await eventCount('test.quarantined', LAST_WEEK);
    await page.goto(PAGE);
    await section(page, 'Quarantines')
      .getByRole('link', { name: /^Added:/ })
      .click(WHOLE_DIGEST);
    await expectRoute(page, '/acme/checkout/activity', {
      type: ['test.quarantined'],
      from: '2026-11-09T00:00:00Z',
      to: '2026-11-15T23:59:59.999Z',
      tz: 'utc',
    });
    await expect(
      page.getByText(`${plural(added, 'event', 'events')} · Nov 9, 2026, 00:00 → Nov 15, 2026, 23:59:59 · times in UTC`),
    ).toBeVisible(NEXT_PAGE);

    await page.goBack();
    const [now, before] = await Promise.all([queueWeek(LAST_WEEK), queueWeek(LAST_WEEK - 7 * DAY)]);
    await section(page, 'Merge queue')
      .getByRole('link', { name: /^Failure rate/ })
      .click();
    await expectRoute(page, '/acme/checkout/merge-queue', {
      compare: 'custom',
      current: '2026-11-09..2026-11-15',
      baseline: '2026-11-02..2026-11-08',
    });
    const row = page.getByRole('row', { name: /^Failure rate/ });
    await expect(row).toContainText(percentText(now.rate), NEXT_PAGE);
    await expect(row).toContainText(percentText(before.rate));
    // The whole page is on that week, its cards against the week before: the digest's figures, not the last 7 days'.
    await expect(page.getByText(/^Figures of period A \(Nov 9 – Nov 15\) on every branch/)).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Window' }).getByRole('radio', { checked: true })).toHaveCount(0);
    const card = (label: string) => page.getByRole('region', { name: label, exact: true });
    for (const [label, value, previous] of [
      ['Time in queue', secondsText(now.time), secondsText(before.time)],
      ['Failure rate', percentText(now.rate), percentText(before.rate)],
      ['Left the queue', countText(now.exits), countText(before.exits)],
    ] as const) {
      await expect(card(label).locator('[data-figure]')).toHaveText(value);
      await expect(card(label).locator('[data-change]')).toContainText(`was ${previous} over Nov 2 – Nov 8`);
      await expect(card(label)).toContainText('period A (Nov 9 – Nov 15)');
    }
    // The time to merge of each queue, the two weeks side by side, as the digest's line gives them.
    const [merged, mergedBefore] = await Promise.all([mergeTimes(LAST_WEEK), mergeTimes(LAST_WEEK - 7 * DAY)]);
    for (const { queue_name: queue, time_to_merge: time } of merged.queues) {
      const median = (value: number | null | undefined) => (value === null || value === undefined ? '—' : secondsText(value));
      const previous = mergedBefore.queues.find((row) => row.queue_name === queue)?.time_to_merge.median;
      const cells = page.getByRole('row', { name: new RegExp(`^Time to merge, ${queue} \\(median\\)`) }).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(median(time.median));
      await expect(cells.nth(1)).toHaveText(median(previous));
    }
    // Choosing a range leaves the digest's week for that range.
    await page.getByRole('radiogroup', { name: 'Window' }).getByText('Last 7 days', { exact: true }).click();
    await expect(page.getByText(/^Figures of last 7 days \(Nov 14 – Nov 20 until 12:00 UTC\)/)).toBeVisible(NEXT_PAGE);
  });

  test('names the week’s slowest runner and longest-waiting label as the mock answers; each opens the runners page at that week with the same figure', async ({
    page,
  }) => {
    const { runner, label, waitPage } = await runnerWeek(LAST_WEEK);
    const week = { start: '2026-11-09T00:00:00Z', end: '2026-11-16T00:00:00Z' };
    await page.goto(PAGE);
    const region = section(page, 'CI runners');
    await expect(region.getByRole('link')).toHaveText(
      [
        `Slowest runner: ${runner.name}, median job duration ${medianText(runner.value)} (week before: ${runner.before === null ? 'no finished job' : medianText(runner.before)})`,
        `Longest-waiting label: ${label.name}, median wait ${medianText(label.value)} (week before: ${label.before === null ? 'no job picked up' : medianText(label.before)})`,
      ],
      WHOLE_DIGEST,
    );
    // Every runner and label judged, and what that cost: the listing, each one's week, each leader's week before.
    await expect(region).toContainText(
      `compared: ${runner.measured} of ${runner.of} runners had finished jobs, ${label.measured} of ${label.of} labels picked-up jobs ` +
        `(${1 + runner.of + label.of + 2} requests, at most 48 at a time`,
    );

    await region.getByRole('link', { name: /^Slowest runner/ }).click();
    await expectRoute(page, '/acme/checkout/runners', { ...week, runner: runner.name });
    await expect(page.getByText('Chosen window: Nov 9, 00:00 → Nov 16, 00:00 UTC', { exact: true })).toBeVisible(NEXT_PAGE);
    await expect(page.getByRole('region', { name: `Trend of ${runner.name}` })).toContainText(
      `median duration ${medianText(runner.value)}`,
      NEXT_PAGE,
    );

    await page.goBack();
    await section(page, 'CI runners')
      .getByRole('link', { name: /^Longest-waiting label/ })
      .click(COLD_START);
    await expectRoute(page, '/acme/checkout/runners', { ...week, label: label.name, ...(waitPage === 1 ? {} : { waitPage }) });
    const row = page
      .getByRole('table', { name: 'Job wait by label' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: label.name, exact: true }) });
    await expect(row).toHaveAttribute('aria-current', 'true', NEXT_PAGE);
    await expect(row.getByRole('cell').nth(3)).toHaveText(medianText(label.value));
  });

  test('the week is in the URL: it survives a reload, and the week links move it', async ({ page }) => {
    await page.goto(`${PAGE}?week=2026-11-02`);
    const words = page.getByText('The week of Nov 2 – Nov 8 (UTC, Monday to Sunday) against the week before, Oct 26 – Nov 1.');
    await expect(words).toBeVisible(COLD_START);
    // Nov 2 is the first week whose week before lies in the 30 days of test history kept.
    await expect(page.getByRole('link', { name: 'Previous week' })).toHaveCount(0);
    await reloadAndCheck(page, () => expect(words).toBeVisible(COLD_START));
    await page.getByRole('link', { name: 'Next week' }).click();
    await expectRoute(page, PAGE, { week: '2026-11-09' });
    await expect(page.getByText(/^The week of Nov 9 – Nov 15/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next week' })).toHaveCount(0);
  });

  test('copies as Markdown, every line a link to its view, and prints on one A4 page without the navigation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    const copy = page.getByRole('button', { name: 'Copy as Markdown' });
    await expect(copy).toBeEnabled(WHOLE_DIGEST);
    await copy.click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied the digest as Markdown.' })).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toMatch(/^# Weekly digest: acme\/checkout\n\nThe week of Nov 9 – Nov 15 /);
    const links = [...markdown.matchAll(/^- \[(.+)\]\((.+)\)$/gm)];
    const onScreen = await page.getByRole('main').getByRole('listitem').getByRole('link').all();
    expect(links).toHaveLength(onScreen.length);
    for (const [index, link] of onScreen.entries()) {
      const [, , url] = links[index]!;
      expect(routeOf(url!)).toEqual(routeOf((await link.getAttribute('href'))!));
    }
    expect(markdown).toContain('## Quarantines\n\n- [Added: ');
    expect(markdown).toContain('## CI runners\n\n- [Slowest runner: ');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });

  test('is a page of the navigation and of the `g` keys', async ({ page }) => {
    await page.goto('/acme/checkout');
    await expect(page.getByRole('region', { name: 'Tests hurting the most' }).getByRole('row').nth(1)).toBeVisible(COLD_START);
    await page.keyboard.press('g');
    await page.keyboard.press('w');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly digest' })).toBeVisible(NEXT_PAGE);
    await expectRoute(page, PAGE);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Weekly digest' })).toHaveAttribute(
      'data-active',
      'true',
    );
  });
});
