import type { Page } from '@playwright/test';
import type { ActivityLogEvent } from '@/api/types';
import { COLD_START, E2E_NOW, expect, test } from './support/app-test';
import { topRow } from './support/activity-feed';
import { expectedSentence } from './support/event-sentences';
import { CHECKOUT_PATH, mockAnswers, mockAnswersAt } from './support/mock-answers';
import { expectRoute, routeOf } from './support/url-state';
import { SERVER_CLOCK_BEHIND_KEY } from '../mocks/browser/session-settings';

/*
 * The live activity log (issue 14). The page's mock reveals its history as the page's clock moves on, so
 * the journey moves that clock (Playwright's page.clock) and new events arrive. Figures are the mock's
 * own answers at the later moment (same seeded history, anchored at E2E_NOW).
 */

const LOG = '/acme/checkout/activity';
const NOW_MS = Date.parse(E2E_NOW);
const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/**
 * The events the mock shows at `clock` (received in the ten minutes before E2E_NOW or since: the live
 * poll looks ten minutes back), newest first, as the mock answers at that moment. An event can show up
 * after its `received_at` (the seeded history finishes a story later, as the service ingests late), so
 * what a page holds is read by the clock of the reading, not by the events' times.
 */
const shownAt = memoize(async (clock: number) => {
  const answer = await mockAnswersAt(iso(clock)).getActivityLog({
    path: CHECKOUT_PATH,
    query: { received_from: iso(NOW_MS - 10 * MINUTE_MS), received_to: iso(clock), per_page: 100 },
  });
  if (answer.data.events.length === 100) throw new Error('more events than one page: read a shorter stretch');
  return answer.data.events;
});

/**
 * Where the journey's clock starts and where it jumps to, found in the seed so that the count is exact
 * whatever the seed holds: nothing shows up in the two minutes after the start (the page's first answer
 * may come a little later), at least two events between the start and the jump, and nothing in the three
 * minutes after the jump (the poll may run a little later). `arriving`: what the jump brings, newest first.
 */
async function liveWindow(): Promise<{ start: number; end: number; arriving: ActivityLogEvent[] }> {
  const ids = async (clock: number) => new Set((await shownAt(clock)).map((event) => event.id));
  const unchanged = async (from: number, span: number) => (await ids(from + span)).size === (await ids(from)).size;
  for (let start = NOW_MS; start <= NOW_MS + 20 * MINUTE_MS; start += MINUTE_MS) {
    if (!(await unchanged(start, 2 * MINUTE_MS))) continue;
    const held = await ids(start);
    for (let end = start + 3 * MINUTE_MS; end <= start + 20 * MINUTE_MS; end += MINUTE_MS) {
      const arriving = (await shownAt(end)).filter((event) => !held.has(event.id));
      if (arriving.length >= 2 && (await unchanged(end, 3 * MINUTE_MS))) return { start, end, arriving };
    }
  }
  throw new Error('the seed has no quiet stretch for the live journeys');
}

function memoize<T>(read: (key: number) => Promise<T>): (key: number) => Promise<T> {
  const answers = new Map<number, Promise<T>>();
  return (key) => {
    const known = answers.get(key) ?? read(key);
    answers.set(key, known);
    return known;
  };
}

/** A row's accessible name: the event's sentence as text. */
const sentenceOf = (event: ActivityLogEvent) => expectedSentence(event);
const feed = (page: Page) => page.getByRole('region', { name: 'Events' });
const rows = (page: Page) => feed(page).getByRole('listitem');

test.describe('live activity log', () => {
  test('counts new events in a banner without moving the list, and shows them when asked', async ({ page }) => {
    test.slow(); // a scroll, a jump of the clock and a fresh read
    const { start, end, arriving } = await liveWindow();
    const newest = arriving[0];
    if (newest === undefined) throw new Error('no event arrives');
    await page.clock.setSystemTime(start);

    await page.goto(LOG);
    await expect(rows(page).first()).toBeVisible(COLD_START);
    await page.getByRole('switch', { name: 'Live' }).check();
    await expectRoute(page, LOG, { live: true });

    // Read on a little way down the list; the URL records where (and pins the answer being read).
    await rows(page).first().hover();
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 900);
          return (await topRow(page)).place;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(12);
    await expect.poll(() => typeof routeOf(page.url()).search.at, { timeout: 15_000 }).toBe('number');
    const reading = await topRow(page);
    const banner = page.getByRole('status', { name: 'New events' });
    await expect(banner).toBeAttached();
    await expect(banner.getByRole('button')).toHaveCount(0);

    // Time passes: the mock appends events, the next poll counts them.
    await page.clock.fastForward(end - start);
    const showButton = banner.getByRole('button', { name: `${arriving.length} new events` });
    await expect(showButton).toBeVisible({ timeout: 15_000 });
    // What the reader is looking at has not moved.
    const still = await topRow(page);
    expect(still.place).toBe(reading.place);
    expect(still.name).toBe(reading.name);
    expect(Math.abs(still.top - reading.top)).toBeLessThan(2);
    expect(routeOf(page.url()).search.at).toBeDefined();

    // Asked for, they are at the top: the view is read anew from its newest event, live again.
    await showButton.click();
    await expectRoute(page, LOG, { live: true });
    await expect(rows(page).and(page.locator('[aria-posinset="1"]'))).toHaveAccessibleName(sentenceOf(newest));
    await expect.poll(async () => (await topRow(page)).place).toBe(1);
    await expect(banner.getByRole('button')).toHaveCount(0);
  });
});

test.describe('switching Live on', () => {
  for (const width of [1280, 1440, 1920]) {
    test(`moves neither the switch nor the list at ${width} pixels wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(LOG);
      const live = page.getByRole('switch', { name: 'Live' });
      await expect(rows(page).first()).toBeVisible(COLD_START);
      await expect(live).toBeEnabled();
      const before = { switch: await live.boundingBox(), row: await rows(page).first().boundingBox() };
      expect(before.switch).not.toBeNull();

      await live.check();
      // What Live adds is on screen: when it last checked, under the switch.
      await expect(live).toHaveAccessibleDescription(/^checking…$|^checked \d+ s ago$/);
      expect({ switch: await live.boundingBox(), row: await rows(page).first().boundingBox() }).toEqual(before);
    });
  }
});

test.describe('live activity log with a browser clock ahead of the server', () => {
  /** The browser's clock runs this far ahead of the mock server's. */
  const AHEAD_MS = 3 * 60 * MINUTE_MS;

  test('still counts new events, and says when it last checked', async ({ page }) => {
    test.slow(); // a jump of the clock and a fresh read
    const { start, end, arriving } = await liveWindow();
    // The mock's clock runs on the seed's time (its history anchored at E2E_NOW); the page's runs three hours ahead.
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [SERVER_CLOCK_BEHIND_KEY, String(AHEAD_MS)] as const);
    await page.clock.setSystemTime(start + AHEAD_MS);

    await page.goto(`${LOG}?live=true`);
    await expect(rows(page).first()).toBeVisible(COLD_START);
    const live = page.getByRole('switch', { name: 'Live' });
    await expect(live).toBeChecked();
    // It says when it last checked, counting on (read with the switch: no live region ticks).
    await expect(live).toHaveAccessibleDescription(/^checked \d+ s ago$/);
    const banner = page.getByRole('status', { name: 'New events' });
    await expect(banner.getByRole('button')).toHaveCount(0);
    await expect(page.locator('[aria-live]').filter({ hasText: /checked/ })).toHaveCount(0);

    // The server's time moves on: the events it receives are counted, though the browser's clock was
    // hours past all of them from the start.
    await page.clock.fastForward(end - start);
    await expect(banner.getByRole('button', { name: `${arriving.length} new events` })).toBeVisible({ timeout: 15_000 });
    await expect(live).toHaveAccessibleDescription(/^checked \d+ s ago$/);
  });
});

test.describe('times and the open row, as links', () => {
  // A zone that is not UTC, so "local" and "UTC" read differently.
  const ZONE = 'America/New_York';
  test.use({ timezoneId: ZONE });

  test('reads times in the local zone or in UTC, and keeps the zone and the open row in the URL', async ({ page }) => {
    test.slow(); // two reloads
    const answer = await mockAnswers().getActivityLog({
      path: CHECKOUT_PATH,
      query: { received_from: iso(NOW_MS - 24 * 60 * MINUTE_MS), received_to: iso(NOW_MS), per_page: 100 },
    });
    const first = answer.data.events[0];
    if (first === undefined) throw new Error('no event in the last 24 hours');
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(
        Date.parse(first.received_at),
      );
    const firstRow = () => rows(page).and(page.locator('[aria-posinset="1"]'));
    const summary = page.getByRole('heading', { level: 2, name: / events? · / });

    await page.goto(LOG);
    await expect(firstRow()).toHaveAccessibleName(sentenceOf(first), COLD_START);
    await expect(firstRow().locator('time')).toHaveText(clock(ZONE));
    await expect(summary).toContainText(`times in your local zone (${ZONE})`);

    await page.getByRole('radiogroup', { name: 'Times' }).getByText('UTC').click();
    await expectRoute(page, LOG, { tz: 'utc' });
    await expect(firstRow().locator('time')).toHaveText(clock('UTC'));
    await expect(summary).toContainText('times in UTC');

    await firstRow().getByRole('button', { name: 'Details' }).click();
    await expectRoute(page, LOG, { tz: 'utc', open: first.id });
    await page.reload();
    await expect(firstRow().getByRole('region', { name: `Details of event ${first.id}` })).toBeVisible(COLD_START);
    await expect(firstRow().locator('time').first()).toHaveText(clock('UTC'));

    await firstRow().getByRole('button', { name: 'Hide details' }).click();
    await expectRoute(page, LOG, { tz: 'utc' });
    await expect(firstRow().getByRole('region')).toHaveCount(0);
  });
});
