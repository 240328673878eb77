import type { Locator, Page } from '@playwright/test';
import type { ActivityLogEvent, ActivityLogFilters } from '@/api/types';
import { FIXTURE_QUARANTINES } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect, test, screenshotPath } from './support/app-test';
import { framesAwayFromTop, topRow, watchRowStaysAtTop, wheelAndSettle } from './support/activity-feed';
import { expectedSentence } from './support/event-sentences';
import { intervalText } from './support/expected-text';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectRoute, reloadAndCheck, routeOf } from './support/url-state';

// Every figure, name and id below is asked of the seeded mock at E2E_NOW (support/mock-answers.ts), for
// the window the page shows. The browser's zone is UTC. The live presets used for exact figures (24 h,
// 90 d) have no events within seconds of their start, so the clock moving on during a journey does not
// change them.

const LOG = '/acme/checkout/activity';
const NOW_MS = Date.parse(E2E_NOW);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PAGE_SIZE = 100;
/** The most rows the list may have in the document at once. */
const MAX_MOUNTED_ROWS = 60;
const countFormat = new Intl.NumberFormat('en-US');
// As the page words times in the browser's zone (UTC here).
const dayHeading = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const tooltipTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const lastDays = (days: number) => ({ received_from: iso(NOW_MS - days * DAY_MS), received_to: iso(NOW_MS) });
const LAST_24H = lastDays(1);
const LAST_90D = lastDays(90);

const aggregateOf = (query: ActivityLogFilters) => mockAnswers().getActivityLogAggregate({ path: CHECKOUT_PATH, query });
const pageOf = (query: ActivityLogFilters, cursor?: string) =>
  mockAnswers().getActivityLog({ path: CHECKOUT_PATH, query: { ...query, per_page: PAGE_SIZE, ...(cursor ? { cursor } : {}) } });
/** A row's accessible name: the event's sentence as text (names are code elements, read as their text). */
const sentenceOf = (event: ActivityLogEvent) => expectedSentence(event);
/** The event type facet's names of the types that can fail (the failures' most frequent type is unticked). */
const FAILING_TYPE_NAMES: Partial<Record<string, string>> = {
  'action.backport': 'Backport',
  'action.copy': 'Copy',
  'action.post_check': 'Check posted',
  'action.review': 'Review',
  'action.queue.batch_bisection_end': 'Bisection ended',
  'action.queue.checks_end': 'Queue checks ended',
  'action.queue.checks_not_started': 'Queue checks not started',
  'action.queue.leave': 'Left the queue',
  'ci_insights.job_retried': 'Job retried',
};
const eventsText = (total: number) => `${countFormat.format(total)} ${total === 1 ? 'event' : 'events'}`;
const outcomeCount = (aggregate: { by_outcome: { value: string; count: number }[] }, outcome: string) =>
  aggregate.by_outcome.find((row) => row.value === outcome)?.count ?? 0;

/** The log's own path with exactly this search state. */
async function expectLogRoute(page: Page, search: Record<string, unknown> = {}) {
  await expectRoute(page, LOG, search);
}

const summary = (page: Page) => page.getByRole('heading', { level: 2, name: / events? · / });
const feed = (page: Page) => page.getByRole('region', { name: 'Events' });
const rows = (page: Page) => feed(page).getByRole('listitem');
const facet = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
/** The row in this place of the view ("item 451 of 23,804" to assistive technology). */
const rowAt = (page: Page, place: number) => rows(page).and(page.locator(`[aria-posinset="${place}"]`));

async function expectSummary(page: Page, text: string) {
  // The count needs the window's answer; after a reload that is a cold start (see below).
  await expect(summary(page)).toHaveText(`${text} · times in your local zone (UTC)`, COLD_START);
}

/**
 * A cold start of the demo builds the mock's store in the page before the first answer: on a busy CPU
 * that alone can take longer than an assertion's usual wait.
 */

/** Opens a page of the app and waits until it has started (its main heading). */
async function openPage(page: Page, path: string, heading: string | RegExp = 'Activity log') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(COLD_START);
}

/**
 * Opens the log as a person does and waits for what they see first: the list (the page waits for its
 * first page of events only; the count, chart and facet counts fill in after).
 */
async function openLog(page: Page, search = '') {
  await page.goto(`${LOG}${search}`);
  await expect(rows(page).first()).toBeVisible(COLD_START);
}

/** The list never holds more than a screenful or two of rows. */
async function expectFewRowsMounted(page: Page) {
  expect(await rows(page).count()).toBeLessThanOrEqual(MAX_MOUNTED_ROWS);
}

/**
 * Drags across the histogram from one bar to another (indexes into the window's bars), releasing once
 * the tooltip shows the last bar (`lastBarStart`, as the tooltip words it), as a person would.
 */
async function dragAcrossBars(page: Page, bars: number, from: number, to: number, lastBarStart: string) {
  const chart = page.getByRole('figure', { name: 'Events over time' });
  await chart.scrollIntoViewIfNeeded();
  const plot = await chart.getByRole('application', { name: 'Bars' }).boundingBox();
  if (plot === null) throw new Error('the histogram has no plot area');
  const x = (index: number) => plot.x + (plot.width * (index + 0.5)) / bars;
  const y = plot.y + plot.height / 2;
  // Hover first, as a person does, until the chart shows that bar's tooltip; then press and drag.
  await page.mouse.move(x(from), y, { steps: 4 });
  await expect(chart.getByRole('tooltip')).toBeVisible();
  await page.mouse.down();
  await page.mouse.move(x(to), y, { steps: 8 });
  await expect(chart.getByRole('tooltip')).toContainText(`${lastBarStart} →`);
  await page.mouse.up();
}

/** Each row in `names`, in order, from the first. */
async function expectRowNames(list: Locator, names: readonly string[]) {
  for (const [index, name] of names.entries()) await expect(list.nth(index)).toHaveAccessibleName(name);
}

test.describe('activity log', () => {
  test('narrows the log down facet by facet, then widens the window; every step is a link', async ({ page }) => {
    test.slow(); // six steps, each reloaded
    const all = await aggregateOf(LAST_24H);
    const firstRows = (await pageOf(LAST_24H)).data.events.slice(0, 3);
    const failures = { ...LAST_24H, outcome: ['failure' as const] };
    const failureAggregate = await aggregateOf(failures);
    const failureFirst = (await pageOf(failures)).data.events[0];
    const type = failureAggregate.by_event_type[0]?.value;
    if (type === undefined || failureFirst === undefined) throw new Error('no failures in the last 24 hours');
    const withoutType = { ...failures, not_event_type: [type] } as ActivityLogFilters;
    const withoutTypeAggregate = await aggregateOf(withoutType);
    const trigger = withoutTypeAggregate.by_trigger[0]?.value;
    if (trigger === undefined) throw new Error('no trigger left');
    const typeName = FAILING_TYPE_NAMES[type];
    if (typeName === undefined) throw new Error(`no facet name written for the failing type ${type}`);
    const oneTrigger = { ...withoutType, trigger: [trigger] };
    const oneTriggerAggregate = await aggregateOf(oneTrigger);
    // A pull request with a handful of such events, here and over 90 days, so every row is on screen.
    let pull: string | undefined;
    let onePullEvents: ActivityLogEvent[] = [];
    let longerEvents: ActivityLogEvent[] = [];
    for (const candidate of oneTriggerAggregate.by_pull_request.filter((row) => row.count <= 8)) {
      const longerCandidate = (await pageOf({ ...oneTrigger, ...LAST_90D, pull_request: [Number(candidate.value)] })).data.events;
      if (longerCandidate.length > 15) continue;
      pull = candidate.value;
      onePullEvents = (await pageOf({ ...oneTrigger, pull_request: [Number(candidate.value)] })).data.events;
      longerEvents = longerCandidate;
      break;
    }
    if (pull === undefined) throw new Error('no pull request with a handful of events');

    await openLog(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
    const everything = async () => {
      await expectSummary(page, `${eventsText(all.total)} · Last 24 hours`);
      await expectRowNames(rows(page), firstRows.map(sentenceOf));
      await expect(rows(page).first()).toHaveAttribute('aria-posinset', '1');
      await expect(rows(page).first()).toHaveAttribute('aria-setsize', String(all.total));
      await expectFewRowsMounted(page);
      const outcome = facet(page, 'Outcome');
      await expect(outcome.getByRole('checkbox')).toHaveCount(4);
      await expect(outcome.getByRole('checkbox', { name: 'Failure' })).toHaveAccessibleDescription(
        countFormat.format(outcomeCount(all, 'failure')),
      );
      await expect(outcome.getByRole('checkbox', { name: 'Neutral' })).toHaveAccessibleDescription(
        countFormat.format(outcomeCount(all, 'neutral')),
      );
      const chart = page.getByRole('figure', { name: 'Events over time' });
      await expect(chart).toContainText(`1 bar = ${intervalText(all.interval_size_seconds)}`);
      await expect(chart).toContainText('Events (count)');
    };
    await everything();
    await reloadAndCheck(page, everything);

    // Only failures.
    await facet(page, 'Outcome').getByRole('button', { name: 'Only Failure' }).click();
    await expectLogRoute(page, { outcome: ['failure'] });
    const onlyFailures = async () => {
      await expectSummary(page, `${eventsText(failureAggregate.total)} · Last 24 hours`);
      await expect(rows(page).first()).toHaveAccessibleName(sentenceOf(failureFirst));
      await expect(rows(page).first().getByRole('img', { name: 'Outcome: Failure' })).toBeVisible();
      await expect(facet(page, 'Outcome').getByText('Only Failure')).toBeVisible();
      // The outcome facet leaves its own filter out: the other outcomes keep their counts.
      await expect(facet(page, 'Outcome').getByRole('checkbox', { name: 'Success' })).not.toBeChecked();
      await expect(facet(page, 'Outcome').getByRole('checkbox', { name: 'Success' })).toHaveAccessibleDescription(
        countFormat.format(outcomeCount(failureAggregate, 'success')),
      );
    };
    await onlyFailures();
    await reloadAndCheck(page, onlyFailures);

    // Untick an event type: it joins the exclude list.
    await facet(page, 'Event type').getByRole('checkbox', { name: typeName }).click();
    await expectLogRoute(page, { outcome: ['failure'], notType: [type] });
    const withoutIt = async () => {
      await expectSummary(page, `${eventsText(withoutTypeAggregate.total)} · Last 24 hours`);
      await expect(facet(page, 'Event type').getByText(`All but ${typeName}`)).toBeVisible();
      await expect(facet(page, 'Event type').getByRole('checkbox', { name: typeName })).not.toBeChecked();
    };
    await withoutIt();
    await reloadAndCheck(page, withoutIt);

    // Pick a trigger.
    await facet(page, 'Trigger')
      .getByRole('button', { name: `Only ${trigger}`, exact: true })
      .click();
    await expectLogRoute(page, { outcome: ['failure'], notType: [type], trigger: [trigger] });
    const oneTriggerOnly = async () => {
      await expectSummary(page, `${eventsText(oneTriggerAggregate.total)} · Last 24 hours`);
    };
    await oneTriggerOnly();
    await reloadAndCheck(page, oneTriggerOnly);

    // Search a pull request among the facet's values, then keep only it: every row is on screen.
    const pulls = facet(page, 'Pull request');
    // Long lists have a search box (over 8 values) or show their first 6.
    const values = oneTriggerAggregate.by_pull_request.length;
    if (values > 8) await pulls.getByRole('textbox', { name: 'Search Pull request values' }).fill(pull);
    else if (values > 6) await pulls.getByRole('button', { name: `Show ${values - 6} more` }).click();
    await pulls.getByRole('button', { name: `Only #${pull}`, exact: true }).click();
    const filters = { outcome: ['failure'], notType: [type], trigger: [trigger], pr: [Number(pull)] };
    await expectLogRoute(page, filters);
    const thatPull = async () => {
      await expectSummary(page, `${eventsText(onePullEvents.length)} · Last 24 hours`);
      await expect(rows(page)).toHaveCount(onePullEvents.length);
      await expectRowNames(rows(page), onePullEvents.map(sentenceOf));
      await expect(feed(page)).toContainText('No older events in this window.');
    };
    await thatPull();
    await reloadAndCheck(page, thatPull);

    // A longer window, same filters: the rows fall under a heading per day.
    await page.getByRole('group', { name: 'Time window' }).getByRole('button', { name: '90 d', exact: true }).click();
    await expectLogRoute(page, { ...filters, range: '90d' });
    const days = [...new Set(longerEvents.map((event) => dayHeading.format(new Date(event.received_at))))];
    const longerView = async () => {
      await expectSummary(page, `${eventsText(longerEvents.length)} · Last 90 days`);
      await expect(rows(page)).toHaveCount(longerEvents.length);
      await expect(feed(page).getByRole('heading', { level: 3 })).toHaveText(days);
      await expect(page.getByRole('button', { name: '90 d', exact: true })).toHaveAttribute('aria-pressed', 'true');
    };
    await longerView();
    await reloadAndCheck(page, longerView);
  });

  test('scrolls far down the log, reloads, and finds itself at the same event', async ({ page }) => {
    test.slow(); // hundreds of rows read, page by page
    const total = (await aggregateOf(LAST_90D)).total;
    await openLog(page, '?range=90d');
    await expectSummary(page, `${eventsText(total)} · Last 90 days`);

    // Scroll as a person does, past four pages of events.
    await rows(page).first().hover();
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 2400);
          await expectFewRowsMounted(page);
          return (await topRow(page)).place;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(4 * PAGE_SIZE);

    // Once scrolling settles, the URL holds the position: the page of the event at the top (its API
    // cursor and index), that event, and the live window pinned to the answer being read. The mock's
    // answer for that pinned window and cursor puts that event in the place the top row has.
    const recorded = async () => {
      const { search } = routeOf(page.url());
      if (typeof search.at !== 'number' || typeof search.asOf !== 'string' || typeof search.cursor !== 'string') return null;
      const pinned = { received_from: iso(Date.parse(search.asOf) - 90 * DAY_MS), received_to: search.asOf };
      const answer = await pageOf(pinned, search.cursor);
      const index = answer.data.events.findIndex((candidate) => candidate.id === search.at);
      const event = answer.data.events[index];
      return event === undefined ? null : { search, pinned, event, place: (Number(search.page) - 1) * PAGE_SIZE + index + 1 };
    };
    await expect.poll(async () => (await recorded())?.place, { timeout: 15_000 }).toBe((await topRow(page)).place);
    const position = await recorded();
    if (position === null) throw new Error('no position recorded');
    const { search, pinned, event } = position;
    const reading = await topRow(page);
    expect(reading.name).toBe(sentenceOf(event));
    expect(search).toEqual({
      range: '90d',
      asOf: expect.stringMatching(/^2026-11-20T12:0\d:\d\dZ$/),
      cursor: expect.any(String),
      page: Math.ceil(reading.place / PAGE_SIZE),
      at: event.id,
    });
    await expect(summary(page)).toHaveText(/^[\d,]+ events · 90 days to Nov 20, 2026, 12:0\d(:\d\d)? · /);

    // A reload (a shared link) starts from that page and shows that event at the top, and keeps it there in every
    // frame while the page of newer events loads above it.
    const url = page.url();
    await watchRowStaysAtTop(page, reading.place);
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(rowAt(page, reading.place)).toHaveAccessibleName(sentenceOf(event));
    await expect.poll(async () => (await topRow(page)).place).toBe(reading.place);
    expect(Math.abs((await topRow(page)).top)).toBeLessThan(30);
    await expectFewRowsMounted(page);
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
    expect(await framesAwayFromTop(page)).toEqual([]);

    // Newer events load above as the reader scrolls back up (the API's `prev` cursor), without moving
    // what is on screen: each small scroll moves the top row by the rows 600 px hold (20 one-line rows),
    // never by the page that arrived above (100).
    expect((await pageOf(pinned, String(search.cursor))).links.prev).not.toBeNull();
    const lastOfPageBefore = (Number(search.page) - 1) * PAGE_SIZE;
    await rows(page).first().hover();
    let previousTop = reading.place;
    await expect
      .poll(
        async () => {
          await wheelAndSettle(page, -600);
          const top = (await topRow(page)).place;
          expect(previousTop - top).toBeLessThan(PAGE_SIZE / 2);
          previousTop = top;
          return top;
        },
        { timeout: 30_000 },
      )
      .toBeLessThanOrEqual(lastOfPageBefore);
    const [upper, lower] = [await rowAt(page, lastOfPageBefore).boundingBox(), await rowAt(page, lastOfPageBefore + 1).boundingBox()];
    expect(Math.abs((upper?.y ?? 0) + (upper?.height ?? 0) - (lower?.y ?? 0))).toBeLessThan(2);
    await expectFewRowsMounted(page);
  });

  test('keyboard users reach every row in turn; the list follows the focus', async ({ page }) => {
    const total = (await aggregateOf(LAST_24H)).total;
    await openLog(page);
    await expectSummary(page, `${eventsText(total)} · Last 24 hours`);
    await rows(page).first().getByRole('button', { name: 'Details' }).focus();

    const focusedPlace = () =>
      page.evaluate(() => Number(document.activeElement?.closest('li[aria-posinset]')?.getAttribute('aria-posinset') ?? 0));
    let place = await focusedPlace();
    expect(place).toBe(1);
    // Tab on, past what was mounted at first: focus always lands on this row or the next one.
    while (place < 40) {
      await page.keyboard.press('Tab');
      const next = await focusedPlace();
      expect([place, place + 1]).toContain(next);
      place = next;
    }
    const focused = rowAt(page, place).locator(':focus');
    await expect(focused).toHaveCount(1);
    await expect(focused).toBeInViewport();
    await expectFewRowsMounted(page);
  });

  test('a quarantine event expands to its details and leads to the quarantine', async ({ page }) => {
    const quarantine = FIXTURE_QUARANTINES.brokenAllBranches;
    const query = { ...LAST_90D, event_type: ['test.quarantined' as const] };
    const total = (await aggregateOf(query)).total;
    const events = (await pageOf(query)).data.events;
    const event = events.find((candidate) => sentenceOf(candidate).includes(quarantine.testName));
    if (event === undefined) throw new Error('no quarantine event for the showcase quarantine');
    expect(events.indexOf(event)).toBeLessThan(10); // among the rows on screen
    await openLog(page, `?range=90d&type=${encodeURIComponent(JSON.stringify(['test.quarantined']))}`);
    await expectSummary(page, `${eventsText(total)} · Last 90 days`);
    const row = rows(page).filter({ has: page.getByText(sentenceOf(event), { exact: true }) });
    await expect(row).toHaveAccessibleName(sentenceOf(event));
    const details = row.getByRole('button', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(row.getByRole('region')).toHaveCount(0);
    await details.click();
    await expect(row.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    const panel = row.getByRole('region', { name: `Details of event ${event.id}` });
    await expect(panel.getByRole('definition').filter({ hasText: quarantine.id })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Open the test' })).toHaveAttribute('href', `/acme/checkout/tests/${quarantine.testId}`);
    await panel.getByRole('link', { name: 'Open the quarantine' }).click();
    await expect(page).toHaveURL(new RegExp(`/acme/checkout/quarantines/${quarantine.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantine' })).toBeVisible();
    await page.goBack();
    await expectSummary(page, `${eventsText(total)} · Last 90 days`);
  });

  test("a failed queue checks event links its unsuccessful check to the flaky and broken tests of that check's job", async ({ page }) => {
    test.slow(); // a cold start, then test search's first screen
    // The demo's CI runs check `ci/integration-tests` as job `integration-tests (postgres 16)` of pipeline `ci`
    // (mocks/store/repository-profiles.ts); the page matches them by name and says so.
    const check = 'ci/integration-tests';
    const jobs = ['integration-tests (postgres 16)'];
    const wide = { ...LAST_90D, event_type: ['action.queue.checks_end' as const], outcome: ['failure' as const] };
    const events = (await pageOf(wide)).data.events;
    const event = events.find(
      (candidate) =>
        candidate.type === 'action.queue.checks_end' &&
        candidate.metadata.speculative_check_pull_request.unsuccessful_checks.length === 1 &&
        candidate.metadata.speculative_check_pull_request.unsuccessful_checks[0]?.name === check,
    );
    if (event === undefined || event.pull_request === null) throw new Error('no failed ci/integration-tests checks run in the seeded log');
    const unhealthy = (
      await mockAnswers().searchTests({
        path: CHECKOUT_PATH,
        query: { pipeline_name: ['ci'], job_name: jobs, health_status: ['flaky', 'broken'], per_page: 100 },
      })
    ).data.tests;
    expect(unhealthy.length).toBeGreaterThan(0);

    const pr = event.pull_request;
    await openLog(
      page,
      `?range=90d&pr=${encodeURIComponent(JSON.stringify([pr]))}&type=${encodeURIComponent(JSON.stringify(['action.queue.checks_end']))}`,
    );
    const row = rows(page)
      .filter({ has: page.getByText(sentenceOf(event), { exact: true }) })
      .first();
    await row.getByRole('button', { name: 'Details' }).click();
    // Events of one pull request with the same sentence link alike: whichever row comes first will do.
    const panel = row.getByRole('region', { name: /^Details of event \d+$/ });
    const links = panel.getByRole('group', { name: 'Tests of the unsuccessful checks' });
    const link = links.getByRole('link', { name: `Flaky and broken tests of ${check} (${unhealthy.length} test identities)` });
    await expect(links).toContainText(
      `Matched by name: jobs of pipeline ci named integration-tests or integration-tests (…) — ${jobs.join(', ')}.`,
    );
    await link.click();
    // Flaky and broken is test search's opening view, which its URL leaves out; said or not, it is that view.
    await expect
      .poll(() => {
        const { path, search } = routeOf(page.url());
        return { path, search: { health: ['flaky', 'broken'], ...search } };
      })
      .toEqual({ path: '/acme/checkout/tests', search: { pipeline: ['ci'], job: jobs, health: ['flaky', 'broken'] } });
    for (const test of unhealthy)
      await expect(page.getByRole('link', { name: test.test_name, exact: true }).first()).toBeVisible(COLD_START);
  });

  test('zooms into the histogram and returns to the preset', async ({ page }) => {
    test.slow();
    const ninety = await aggregateOf(LAST_90D);
    const bars = ninety.histogram;
    const from = bars.findIndex((bar) => Date.parse(bar.start) === Date.parse('2026-11-10T00:00:00Z'));
    const first = bars[from];
    const last = bars[from + 4];
    if (first === undefined || last === undefined) throw new Error('the 90-day histogram has no bar for Nov 10–14');
    const zoom = { range: '90d', from: iso(Date.parse(first.start)), to: iso(Date.parse(last.end)) };
    const zoomedAggregate = await aggregateOf({ received_from: zoom.from, received_to: zoom.to });
    const zoomedFirst = (await pageOf({ received_from: zoom.from, received_to: zoom.to })).data.events[0];
    if (zoomedFirst === undefined) throw new Error('no events in the zoomed window');

    await openLog(page, '?range=90d');
    await expectSummary(page, `${eventsText(ninety.total)} · Last 90 days`);
    const chart = page.getByRole('figure', { name: 'Events over time' });
    await expect(chart).toContainText(`1 bar = ${intervalText(ninety.interval_size_seconds)}`);
    await expect(chart).toContainText(
      `${bars.length} bars of 1 day each, ${countFormat.format(ninety.total)} events in all; the busiest starts`,
    );

    await dragAcrossBars(page, bars.length, from, from + 4, tooltipTime.format(new Date(last.start)));
    await expectLogRoute(page, zoom);
    const zoomed = async () => {
      await expectSummary(page, `${eventsText(zoomedAggregate.total)} · Nov 10, 2026, 00:00 → Nov 15, 2026, 00:00`);
      await expect(chart).toContainText(`1 bar = ${intervalText(zoomedAggregate.interval_size_seconds)}`);
      await expect(rows(page).first()).toHaveAccessibleName(sentenceOf(zoomedFirst));
      await expect(page.getByRole('button', { name: '90 d', exact: true })).toHaveAttribute('aria-pressed', 'false');
    };
    await zoomed();
    await reloadAndCheck(page, zoomed);

    await page.getByRole('button', { name: 'Back to last 90 days' }).click();
    await expectLogRoute(page, { range: '90d' });
    await expectSummary(page, `${eventsText(ninety.total)} · Last 90 days`);
  });

  test('the CI application key gets a specific explanation, with a retry', async ({ page }) => {
    const total = (await aggregateOf(LAST_24H)).total;
    await openLog(page);
    await expectSummary(page, `${eventsText(total)} · Last 24 hours`);
    await page.getByRole('button', { name: 'API settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'API settings' });
    await dialog.getByLabel('API token').fill('demo-ci-key');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const notice = page.getByRole('alert').filter({ hasText: 'This credential may not read the activity log' });
    await expect(notice).toContainText(
      'The activity log needs an Admin Application Key or a repository-host token (such as a GitHub token); the CI Application Key cannot read it.',
    );
    await expect(notice.getByRole('button', { name: 'Open settings' })).toBeVisible();
    await expect(summary(page)).toHaveCount(0);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toBeVisible();
  });

  test('a window over 93 days is refused before anything is sent; a custom range applies', async ({ page }) => {
    const shortened = await aggregateOf({ received_from: '2026-08-19T00:00:00Z', received_to: '2026-11-20T00:00:00Z' });
    const custom = await aggregateOf({ received_from: '2026-11-19T14:00:00Z', received_to: '2026-11-19T18:00:00Z' });
    const logRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/logs')) logRequests.push(url.pathname);
    });
    await openPage(page, `${LOG}?from=2026-06-01T00%3A00%3A00Z&to=2026-11-20T00%3A00%3A00Z`);
    const notice = page.getByRole('alert').filter({ hasText: 'This time window is too long' });
    await expect(notice).toContainText(
      'Jun 1, 2026, 00:00 UTC → Nov 20, 2026, 00:00 UTC spans 172 days; the activity log accepts at most 93 days',
    );
    expect(logRequests).toEqual([]);
    await notice.getByRole('button', { name: 'Show the last 93 days of it' }).click();
    await expectLogRoute(page, { from: '2026-08-19T00:00:00Z', to: '2026-11-20T00:00:00Z' });
    await expectSummary(page, `${eventsText(shortened.total)} · Aug 19, 2026, 00:00 → Nov 20, 2026, 00:00`);

    // The form refuses a long range in place, and applies a valid one.
    await page.getByRole('button', { name: 'Custom range…' }).click();
    const form = page.getByRole('form', { name: 'Custom range' });
    await form.getByLabel('From (local time)').fill('2026-06-01T00:00');
    await form.getByLabel('To (local time)').fill('2026-11-20T00:00');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByText('The activity log accepts at most 93 days at a time')).toBeVisible();
    await form.getByLabel('From (local time)').fill('2026-11-19T14:00');
    await form.getByLabel('To (local time)').fill('2026-11-19T18:00');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expectLogRoute(page, { from: '2026-11-19T14:00:00Z', to: '2026-11-19T18:00:00Z' });
    await expectSummary(page, `${eventsText(custom.total)} · Nov 19, 2026, 14:00 → Nov 19, 2026, 18:00`);
  });

  test('a view the API refuses (422) says why and offers a way out', async ({ page }) => {
    const total = (await aggregateOf(LAST_24H)).total;
    await openPage(page, `${LOG}?type=${encodeURIComponent(JSON.stringify(['action.teleport']))}`);
    const notice = page.getByRole('alert').filter({ hasText: 'The API refused this view' });
    await expect(notice).toContainText('Invalid query parameter `event_type.0`: Input should be');
    await notice.getByRole('button', { name: 'Clear all filters' }).click();
    await expectLogRoute(page);
    await expectSummary(page, `${eventsText(total)} · Last 24 hours`);
  });

  test('filters by base ref, typed', async ({ page }) => {
    const releaseBranch = 'release/2024.12';
    const total = (await aggregateOf(LAST_24H)).total;
    // The store's release branch (the log's own release branches are named by month and come and go).
    const release = (await aggregateOf({ ...LAST_24H, base_ref: releaseBranch })).total;
    expect(release).toBeGreaterThan(0);
    await openLog(page);
    await expectSummary(page, `${eventsText(total)} · Last 24 hours`);
    const baseRef = page.getByRole('textbox', { name: 'Base ref' });
    await baseRef.fill(releaseBranch);
    await baseRef.press('Enter');
    await expectLogRoute(page, { baseRef: releaseBranch });
    await expectSummary(page, `${eventsText(release)} · Last 24 hours`);
    await page.reload();
    // The facet sidebar (and the field in it) is drawn after the first events, on a cold reload.
    await expect(baseRef).toHaveValue(releaseBranch, COLD_START);
    await expectSummary(page, `${eventsText(release)} · Last 24 hours`);
    await page.getByRole('button', { name: 'Clear the base ref filter' }).click();
    await expectLogRoute(page);
    await expectSummary(page, `${eventsText(total)} · Last 24 hours`);
  });

  test('an empty view says what to widen; an unknown repository says so', async ({ page }) => {
    await openPage(page, `${LOG}?range=1h&type=${encodeURIComponent(JSON.stringify(['product.enabled']))}`);
    await expectSummary(page, '0 events · Last hour');
    await expect(page.getByText('No events match these filters')).toBeVisible();
    await expect(
      page.getByText(/Nothing happened in the last hour that matches the filters\. To see more, widen the time window/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expectLogRoute(page, { range: '1h' });
    await expect(rows(page).first()).toBeVisible();

    await page.goto('/acme/no-such-repo/activity');
    await expect(page.getByRole('heading', { name: 'Repository not found' })).toBeVisible(COLD_START);
    await expect(page.getByText(/The API does not know acme\/no-such-repo \(Repository not found\)/)).toBeVisible();
  });

  test('one page load asks the API 2 questions, at once: the first page of events and the aggregate', async ({ page }) => {
    const total = (await aggregateOf(LAST_24H)).total;
    const timeline: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/'))
        timeline.push(`start ${url.pathname}${url.searchParams.has('per_page') ? ` per_page=${url.searchParams.get('per_page')}` : ''}`);
    });
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) timeline.push(`end ${url.pathname}`);
    });
    await openLog(page);
    await expectSummary(page, `${eventsText(total)} · Last 24 hours`);
    await expect.poll(() => timeline.length).toBe(4);
    // Both started before either answered (no waterfall).
    expect(timeline.slice(0, 2).sort()).toEqual([
      `start /v1/repos/acme/checkout/logs per_page=${PAGE_SIZE}`,
      'start /v1/repos/acme/checkout/logs/aggregate',
    ]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot, ${scheme} scheme @screenshots`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      if (scheme === 'light') {
        const total = (await aggregateOf(LAST_24H)).total;
        await openLog(page);
        await expectSummary(page, `${eventsText(total)} · Last 24 hours`);
      } else {
        const total = (await aggregateOf({ ...LAST_24H, outcome: ['failure'] })).total;
        await openLog(page, `?outcome=${encodeURIComponent(JSON.stringify(['failure']))}`);
        await expectSummary(page, `${eventsText(total)} · Last 24 hours`);
        await rows(page).nth(1).getByRole('button', { name: 'Details' }).click();
        // The details' code loads on first use: the picture shows them, not their placeholder.
        await expect(rows(page).nth(1).getByRole('button', { name: 'Hide details' })).toBeVisible();
        await expect(page.getByText('Loading the details…')).toHaveCount(0);
      }
      await expect(page.getByRole('figure', { name: 'Events over time' }).locator('path').first()).toBeVisible();
      // The screen, not the full page: the list mounts only the rows on screen (and a few around).
      await page.screenshot({ path: screenshotPath(`activity-${scheme}.png`) });
    });
  }
});
