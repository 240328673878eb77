import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect, test } from './support/app-test';
import { countText } from './support/expected-text';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';

dayjs.extend(utc);
dayjs.extend(timezone);

// Every time on screen is written in the zone it names. The browser here is in Paris (UTC+1 in November),
// so a time written in the browser's zone under a UTC label reads an hour off. Expected times are
// written here with dayjs in UTC, never with the app's formatters.

const NOW_MS = Date.parse(E2E_NOW);
const DAY_MS = 86_400_000;
const NEXT_PAGE = { timeout: 15_000 };
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const utcDateTime = (ms: number, withSeconds: boolean) =>
  dayjs.utc(ms).format(withSeconds ? 'MMM D, YYYY, HH:mm:ss' : 'MMM D, YYYY, HH:mm');
const logSummary = (page: Page) => page.getByRole('heading', { level: 2, name: / events? · / });
/** "Nov 20, 2026, 13:00 GMT+1": a time in Paris, naming its offset from UTC (GMT+2 in summer time). */
function parisTime(instant: string | number): string {
  const paris = dayjs.utc(instant).tz('Europe/Paris');
  return `${paris.format('MMM D, YYYY, HH:mm')} GMT+${paris.utcOffset() / 60}`;
}

test.describe('times in the zone they name (browser in Paris)', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('the log opened from a merge-queue day reads that UTC day, and its histogram speaks UTC', async ({ page }) => {
    test.slow(); // two pages, each a cold start of its data
    // The merge queue's busiest day of exits on main over its default window (the 7 UTC days to now).
    const exits = await mockAnswers().getQueueExitReasons({
      path: CHECKOUT_PATH,
      query: { start_at: iso(NOW_MS - 6 * DAY_MS - (NOW_MS % DAY_MS)), end_at: iso(NOW_MS), base_ref: ['main'] },
    });
    const perDay = new Map<string, number>();
    for (const row of exits.groups.flatMap((group) => group.stats)) perDay.set(row.start, (perDay.get(row.start) ?? 0) + row.count);
    const [dayStart, count] = [...perDay].sort((a, b) => b[1] - a[1])[0]!;
    const day = dayjs.utc(dayStart).format('MMM D');

    await page.goto('/acme/checkout/merge-queue?baseRef=main');
    const chart = page.getByRole('figure', { name: 'Why pull requests left the queue' });
    await chart.getByRole('button', { name: 'Show data table' }).click(COLD_START);
    await chart.getByRole('link', { name: new RegExp(`^Open the [\\d,]+ queue exits? of ${day} on main`) }).click();

    // The day's own UTC times, not Paris's (01:00 → 00:59:59 of the next day).
    const start = Date.parse(dayStart);
    await expect(logSummary(page)).toHaveText(
      `${countText(count)} ${count === 1 ? 'event' : 'events'} · ${utcDateTime(start, false)} → ${utcDateTime(start + DAY_MS - 1, true)} · times in UTC`,
      NEXT_PAGE,
    );

    // Seven days: the axis is titled in UTC and labels each UTC midnight once.
    await page.getByRole('button', { name: '7 d', exact: true }).click();
    const week = await mockAnswers().getActivityLogAggregate({
      path: CHECKOUT_PATH,
      query: { received_from: iso(NOW_MS - 7 * DAY_MS), received_to: iso(NOW_MS) },
    });
    await expect(logSummary(page)).toHaveText(/^[\d,]+ events · Last 7 days · times in UTC$/, NEXT_PAGE);
    const histogram = page.getByRole('figure', { name: 'Events over time' });
    await expect(histogram).toContainText('Time received (UTC) →');
    const midnights = week.histogram.map((bar) => Date.parse(bar.start)).filter((start) => start % DAY_MS === 0);
    await expect(histogram.locator('[data-axis="time"] > span:visible')).toHaveText(
      midnights.map((midnight) => dayjs.utc(midnight).format('MMM D')),
    );
  });

  test('the test page, quarantines and CI runners name the zone of every time; the failures’ counts say their window', async ({ page }) => {
    test.slow(); // three pages, each a cold start of its data
    // A test's failure groups: each count over the 30 days kept, each time in Paris and saying so.
    const { testId } = FIXTURE_TESTS.flaky;
    const { failures } = await mockAnswers().listTestFailures({ path: { ...CHECKOUT_PATH, test_id: testId } });
    const group = failures[0]!;
    await page.goto(`/acme/checkout/tests/${testId}?tab=failures`);
    const table = page.getByRole('table', { name: /failure groups? of / });
    await expect(table.getByRole('columnheader')).toHaveText(
      ['Exception', 'Occurrences, last 30 days', 'First seen', 'Last seen'],
      COLD_START,
    );
    const row = table.getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText(countText(group.failure_count));
    await expect(row.getByRole('cell').nth(2)).toHaveText(parisTime(group.first_failure_at));
    await expect(row.getByRole('cell').nth(3)).toContainText(parisTime(group.last_failure_at));

    // A quarantine's "since", in Paris and saying so.
    const { quarantined_tests: quarantines } = (await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100 } }))
      .data;
    const quarantine = quarantines[0]!;
    await page.goto(`/acme/checkout/quarantines?test_id=${quarantine.test_id}`);
    await expect(page.getByRole('cell', { name: parisTime(quarantine.created_at) }).first()).toBeVisible(COLD_START);

    // The CI runners' window: the 7 days to the current hour, in Paris and saying so.
    await page.goto('/acme/checkout/runners');
    await expect(
      page.getByText(`last 7 days: ${parisTime(NOW_MS - 7 * DAY_MS)} → ${parisTime(NOW_MS)}`, { exact: false }).first(),
    ).toBeVisible(COLD_START);
  });
});
