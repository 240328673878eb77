import type { Locator, Page } from '@playwright/test';
import type { RepositoryStat, TestStat } from '@/api/types';
import { FIXTURE_TESTS } from '../mocks/fixtures';
import { E2E_NOW, expect, test, COLD_START } from './support/app-test';
import { countText, percentText, pointsText, secondsText } from './support/expected-text';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectRoute } from './support/url-state';

// Two periods compared, on the overview (repository statistics) and on a test's page. Every expected
// figure is worked out here from the seeded mock's own answers at E2E_NOW (support/mock-answers.ts): the
// repository's per-day series summed or read at a period's last day, the test's statistics asked for
// each period's window, and worded here (support/expected-text.ts, changeText below), not by the app.

const DAY_MS = 24 * 3_600_000;
const TODAY = Math.floor(Date.parse(E2E_NOW) / DAY_MS) * DAY_MS;
const day = (offset: number) => new Date(TODAY + offset * DAY_MS).toISOString().slice(0, 10);

type Direction = 'Better' | 'Worse' | 'No change' | 'More' | 'Fewer';
type Expected = { label: string; current: string; baseline: string; change: string; direction: Direction };

/**
 * "+4 (+13.3%)", "−0.5 s (−10%)", "0": a change in the figure's own wording with a true minus sign, and
 * its share of the baseline to at most one decimal when there is a baseline to share.
 */
function changeText(delta: number, baseline: number, format: (value: number) => string): string {
  if (delta === 0) return '0';
  const sign = delta > 0 ? '+' : '−';
  const amount = `${sign}${format(Math.abs(delta))}`;
  if (baseline === 0) return amount;
  const share = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(Math.abs(delta * 100) / Math.abs(baseline));
  return `${amount} (${share === '0' ? '' : sign}${share}%)`;
}

/** How a figure moved, worked out here: good when it went the figure's good way, "more"/"fewer" for neither. */
function expected(
  label: string,
  current: number,
  baseline: number,
  better: 'lower' | 'higher' | 'neither',
  format: (value: number) => string,
  formatDelta = format,
): Expected {
  const delta = current - baseline;
  const direction: Direction =
    delta === 0
      ? 'No change'
      : better === 'neither'
        ? delta > 0
          ? 'More'
          : 'Fewer'
        : (better === 'lower') === delta < 0
          ? 'Better'
          : 'Worse';
  return {
    label,
    current: format(current),
    baseline: format(baseline),
    change: changeText(delta, baseline, formatDelta),
    direction,
  };
}

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
    expected('Tests', atEnd(total!, current), atEnd(total!, baseline), 'neither', countText),
    expected('Flaky', atEnd(flaky!, current), atEnd(flaky!, baseline), 'lower', countText),
    expected('Broken', atEnd(broken!, current), atEnd(broken!, baseline), 'lower', countText),
    expected('Healthy', atEnd(healthy!, current), atEnd(healthy!, baseline), 'higher', countText),
    expected('Failed executions', sum(failed!, current), sum(failed!, baseline), 'lower', countText),
  ];
}

const comparisonTable = (page: Page, name: string) => page.getByRole('table', { name });

test.describe('compare two periods', () => {
  test('the overview compares this week with last, and two ranges picked by hand', async ({ page }) => {
    const thisWeek = await repositoryRows([-6, 0], [-13, -7]);
    const ranges = await repositoryRows([-2, -1], [-20, -18]);
    await page.goto('/acme/checkout');
    const section = page.getByRole('region', { name: 'Compare two periods' });
    await expect(section.getByRole('radio', { name: 'This week vs last' })).toBeChecked(COLD_START);
    await expect(section.getByText(/^This week: .* · Last week: /)).toBeVisible();
    const table = comparisonTable(page, 'Repository statistics, two periods');
    await expect(table.getByRole('columnheader')).toHaveText(['Figure', 'This week', 'Last week', 'Change', 'Direction']);
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

  test('a test’s page compares its statistics for this week and last', async ({ page }) => {
    const { testId } = FIXTURE_TESTS.flaky;
    const window = (from: number, to: number) => ({
      start: `${day(from)}T00:00:00Z`,
      end: to === 1 ? new Date(Date.parse(E2E_NOW)).toISOString().replace('.000Z', 'Z') : `${day(to)}T00:00:00Z`,
    });
    const stats = async (range: { start: string; end: string }) => {
      const ask = (stat: TestStat) => mockAnswers().getTestStat({ path: { ...CHECKOUT_PATH, test_id: testId, stat }, query: range });
      const [success, failure, flaky, duration] = await Promise.all(
        (['success_count', 'failure_count', 'flaky_count', 'mean_duration'] as const).map(ask),
      );
      return { success: success!.value, failure: failure!.value, flaky: flaky!.value, mean: duration!.value };
    };
    // This week: the 7 UTC days ending today, today up to now; last week: the 7 before.
    const current = await stats(window(-6, 1));
    const baseline = await stats(window(-13, -6));
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
    const table = comparisonTable(page, 'Test statistics, two periods');
    await expect(table.getByRole('columnheader')).toHaveText(['Figure', 'This week', 'Last week', 'Change', 'Direction']);
    await expectComparison(table, rows);

    await page.getByRole('radiogroup', { name: 'Periods to compare' }).getByText('Off').click();
    await expectRoute(page, `/acme/checkout/tests/${testId}`);
    await expect(page.getByRole('button', { name: 'Compare two periods' })).toBeVisible();
  });
});
