import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { COLD_START, E2E_NOW, expect, test } from './support/app-test';
import { countText } from './support/expected-text';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';

dayjs.extend(utc);

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
    await histogram.scrollIntoViewIfNeeded(); // the chart draws once it has been on screen
    const midnights = week.histogram.map((bar) => Date.parse(bar.start)).filter((start) => start % DAY_MS === 0);
    await expect(histogram.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')).toHaveText(
      midnights.map((midnight) => dayjs.utc(midnight).format('MMM D')),
    );
  });
});
