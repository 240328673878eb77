import type { Locator, Page } from '@playwright/test';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { RepositoryStat, TestStat } from '@/api/types';
import { FIXTURE_TESTS } from '../mocks/fixtures';
import { E2E_NOW, expect, test, COLD_START } from './support/app-test';
import { countText, expected, percentText, pointsText, secondsText, type Expected } from './support/expected-text';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectRoute } from './support/url-state';

// Two periods compared over equal spans, on the overview (repository statistics), a test's page and the
// merge queue. Every expected figure is worked out here from the seeded mock's own answers at E2E_NOW
// (support/mock-answers.ts): the repository's per-day series summed or read at a span's last day, the
// test's and the queue's statistics asked for each span, and worded here (support/expected-text.ts,
// and support/expected-text.ts), not by the app. E2E_NOW is Friday Nov 20, 12:00 UTC: this week so far is 6½ days,
// compared with the same 6½ days of last week (whole days only on the overview, whose series is per day).

dayjs.extend(utc);

const DAY_MS = 24 * 3_600_000;
const NOW_MS = Date.parse(E2E_NOW);
const TODAY = Math.floor(NOW_MS / DAY_MS) * DAY_MS;
const day = (offset: number) => new Date(TODAY + offset * DAY_MS).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
/** "Nov 14, 00:00 → Nov 20, 12:00 UTC" */
const utcSpan = (start: number, end: number) => `${dayjs.utc(start).format('MMM D, HH:mm')} → ${dayjs.utc(end).format('MMM D, HH:mm')} UTC`;
/** This week so far, and the same span of last week. */
const WEEK_START = TODAY - 6 * DAY_MS;
const LAST_WEEK_START = WEEK_START - 7 * DAY_MS;
const SO_FAR = NOW_MS - WEEK_START;

async function expectComparison(table: Locator, rows: readonly Expected[]) {
  await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
  for (const [index, row] of rows.entries()) {
    const cells = table
      .getByRole('row')
      .nth(index + 1)
      .getByRole('cell');
    await expect(
      table
        .getByRole('row')
        .nth(index + 1)
        .getByRole('rowheader'),
    ).toHaveText(row.label);
    await expect(cells).toHaveText([row.current, row.baseline, row.change, new RegExp(`${row.direction}$`)]);
  }
}

/** The repository's statistics over two runs of UTC days, from their per-day series. */
async function repositoryRows(current: [number, number], baseline: [number, number]): Promise<Expected[]> {
  const series = async (stat: RepositoryStat) => {
    const answer = await mockAnswers().getRepositoryTestStat({ path: { ...CHECKOUT_PATH, stat } });
    return new Map(answer.value_over_time.map((bucket) => [bucket.start.slice(0, 10), bucket.value]));
  };
  const days = ([from, to]: [number, number]) => Array.from({ length: to - from + 1 }, (_, index) => day(from + index));
  const atEnd = (values: Map<string, number>, range: [number, number]) => values.get(day(range[1])) ?? NaN;
  const sum = (values: Map<string, number>, range: [number, number]) =>
    days(range).reduce((total, key) => total + (values.get(key) ?? NaN), 0);
  const [total, flaky, broken, healthy, failed] = await Promise.all(
    (['total_tests', 'flaky_tests', 'broken_tests', 'healthy_tests', 'failed_executions'] as const).map(series),
  );
  return [
    expected('Test–job pairs', atEnd(total!, current), atEnd(total!, baseline), 'neither', countText),
    expected('Flaky', atEnd(flaky!, current), atEnd(flaky!, baseline), 'lower', countText),
    expected('Broken', atEnd(broken!, current), atEnd(broken!, baseline), 'lower', countText),
    expected('Healthy', atEnd(healthy!, current), atEnd(healthy!, baseline), 'higher', countText),
    expected('Failed executions', sum(failed!, current), sum(failed!, baseline), 'lower', countText),
  ];
}

const comparisonTable = (page: Page, name: string) => page.getByRole('table', { name });

test.describe('compare two periods', () => {
  test('the overview compares this week with last, and two ranges picked by hand', async ({ page }) => {
    // The seven whole days before today (today is not over) against the seven before them.
    const thisWeek = await repositoryRows([-7, -1], [-14, -8]);
    // Two days against the first two of three: the longer period is cut to the shorter.
    const ranges = await repositoryRows([-2, -1], [-20, -19]);
    await page.goto('/acme/checkout');
    const section = page.getByRole('region', { name: 'Compare two periods' });
    await expect(section.getByRole('radio', { name: 'This week vs last' })).toBeChecked(COLD_START);
    await expect(
      section.getByText(
        `This week: ${utcSpan(TODAY - 7 * DAY_MS, TODAY)} · Same span last week: ${utcSpan(TODAY - 14 * DAY_MS, TODAY - 7 * DAY_MS)} (7 days each): ` +
          'whole UTC days, today’s not yet',
      ),
    ).toBeVisible();
    const table = comparisonTable(page, 'Repository statistics, two periods');
    await expect(table.getByRole('columnheader')).toHaveText(['Figure', 'This week', 'Same span last week', 'Change', 'Direction']);
    await expectComparison(table, thisWeek);

    // Two ranges: two days ending yesterday against three days a fortnight and a half ago.
    await section.getByText('Two ranges').click();
    await section.getByLabel('Period A from').fill(day(-2));
    await section.getByLabel('Period A to').fill(day(-1));
    await section.getByLabel('Period B from').fill(day(-20));
    await section.getByLabel('Period B to').fill(day(-18));
    await section.getByRole('button', { name: 'Compare' }).click();
    await expectRoute(page, '/acme/checkout', {
      compare: 'custom',
      current: `${day(-2)}..${day(-1)}`,
      baseline: `${day(-20)}..${day(-18)}`,
    });
    await expect(table.getByRole('columnheader')).toHaveText(['Figure', 'Period A', 'Period B', 'Change', 'Direction']);
    await expectComparison(table, ranges);

    // The comparison is the URL: a reload shows the same.
    await page.reload();
    await expectComparison(comparisonTable(page, 'Repository statistics, two periods'), ranges);
  });

  test('a test’s page compares its statistics for this week and the same span of last week', async ({ page }) => {
    const { testId } = FIXTURE_TESTS.flaky;
    const stats = async (range: { start: string; end: string }) => {
      const ask = (stat: TestStat) => mockAnswers().getTestStat({ path: { ...CHECKOUT_PATH, test_id: testId, stat }, query: range });
      const [success, failure, flaky, duration] = await Promise.all(
        (['success_count', 'failure_count', 'flaky_count', 'mean_duration'] as const).map(ask),
      );
      return { success: success!.value, failure: failure!.value, flaky: flaky!.value, mean: duration!.value };
    };
    // This week: the 7 UTC days ending today, today up to the current hour; last week: the same span.
    const current = await stats({ start: iso(WEEK_START), end: iso(WEEK_START + SO_FAR) });
    const baseline = await stats({ start: iso(LAST_WEEK_START), end: iso(LAST_WEEK_START + SO_FAR) });
    const runs = (period: typeof current) => period.success + period.failure;
    const rows = [
      expected('Runs', runs(current), runs(baseline), 'neither', countText),
      expected('Failures', current.failure, baseline.failure, 'lower', countText),
      expected('Failure ratio', current.failure / runs(current), baseline.failure / runs(baseline), 'lower', percentText, pointsText),
      expected('Flaky failures', current.flaky, baseline.flaky, 'lower', countText),
      expected('Mean duration', current.mean, baseline.mean, 'lower', secondsText),
    ];

    await page.goto(`/acme/checkout/tests/${testId}`);
    await page.getByRole('button', { name: 'Compare two periods' }).click(COLD_START);
    await expectRoute(page, `/acme/checkout/tests/${testId}`, { compare: 'week' });
    await expect(
      page.getByText(
        `This week: ${utcSpan(WEEK_START, NOW_MS)} · Same span last week: ${utcSpan(LAST_WEEK_START, LAST_WEEK_START + SO_FAR)} ` +
          '(6 days 12 hours each)',
      ),
    ).toBeVisible();
    const table = comparisonTable(page, 'Test statistics, two periods');
    await expect(table.getByRole('columnheader')).toHaveText(['Figure', 'This week', 'Same span last week', 'Change', 'Direction']);
    await expectComparison(table, rows);

    await page.getByRole('radiogroup', { name: 'Periods to compare' }).getByText('Off').click();
    await expectRoute(page, `/acme/checkout/tests/${testId}`);
    await expect(page.getByRole('button', { name: 'Compare two periods' })).toBeVisible();
  });

  test('the merge queue compares this week’s merges with the same span of last week', async ({ page }) => {
    const merged = async (start: number) => {
      const answer = await mockAnswers().getQueueMergedCount({
        path: CHECKOUT_PATH,
        query: { start_at: iso(start), end_at: iso(start + SO_FAR) },
      });
      return answer.groups.reduce((all, group) => all + group.stats.reduce((sum, row) => sum + row.merged, 0), 0);
    };
    const row = expected('Merged', await merged(WEEK_START), await merged(LAST_WEEK_START), 'higher', countText);

    await page.goto('/acme/checkout/merge-queue');
    const table = comparisonTable(page, 'Merge queue figures, two periods');
    await expect(table.getByRole('columnheader')).toHaveText(
      ['Figure', 'This week', 'Same span last week', 'Change', 'Direction'],
      COLD_START,
    );
    await expect(
      page.getByText(
        `This week: ${utcSpan(WEEK_START, NOW_MS)} · Same span last week: ${utcSpan(LAST_WEEK_START, LAST_WEEK_START + SO_FAR)} ` +
          '(6 days 12 hours each)',
      ),
    ).toBeVisible();
    const cells = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Merged', exact: true }) })
      .getByRole('cell');
    await expect(cells).toHaveText([row.current, row.baseline, row.change, new RegExp(`${row.direction}$`)]);
  });
});
