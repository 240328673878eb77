import type { Page } from '@playwright/test';
import type { RepositoryStatQuery, TestSearchResult } from '@/api/types';
import { COLD_START, expect, test, screenshotPath } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectHref, expectRoute } from './support/url-state';

// Every figure is the seeded mock's own answer at E2E_NOW for acme/checkout (asked in the test process),
// shares split as the overview documents (of healthy + flaky + broken, to one decimal, adding to 100).

const count = new Intl.NumberFormat('en-US');
const figure = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}: `) });

/**
 * "61.3%": each count's share of their sum to one decimal, the shares adding up to exactly 100.0%: each
 * rounded down to a tenth, the tenths left over going to the largest remainders (the first on a tie).
 */
function sharesOf(counts: readonly number[]): string[] {
  const sum = counts.reduce((total, value) => total + value, 0);
  if (sum === 0) return counts.map(() => '0.0%');
  const exact = counts.map((value) => (value * 1000) / sum);
  const tenths = exact.map(Math.floor);
  const leftover = 1000 - tenths.reduce((total, value) => total + value, 0);
  const byRemainder = exact.map((_, index) => index).sort((a, b) => (exact[b]! % 1) - (exact[a]! % 1) || a - b);
  for (const index of byRemainder.slice(0, leftover)) tenths[index]! += 1;
  return tenths.map((value) => `${(value / 10).toFixed(1)}%`);
}

async function repositoryFigures(query: RepositoryStatQuery = {}) {
  const stat = (name: 'total_tests' | 'healthy_tests' | 'flaky_tests' | 'broken_tests' | 'failed_executions') =>
    mockAnswers().getRepositoryTestStat({ path: { ...CHECKOUT_PATH, stat: name }, query });
  const [total, healthy, flaky, broken, failed] = await Promise.all(
    (['total_tests', 'healthy_tests', 'flaky_tests', 'broken_tests', 'failed_executions'] as const).map(stat),
  );
  const [healthyShare, flakyShare, brokenShare] = sharesOf([healthy!.value, flaky!.value, broken!.value]);
  const percent = { healthy: healthyShare!, flaky: flakyShare!, broken: brokenShare! };
  return { total: total!.value, healthy: healthy!.value, flaky: flaky!.value, broken: broken!.value, failed: failed!, percent };
}

type Figures = Awaited<ReturnType<typeof repositoryFigures>>;

async function expectFigures(page: Page, figures: Figures) {
  // The first answer after a page load: a cold start of the in-page mock on a busy CPU can take a while.
  await expect(figure(page, 'Test–job pairs')).toHaveAccessibleName(
    `Test–job pairs: ${count.format(figures.total)}, tests under one pipeline and job, on the default branch. Show in test search`,
    COLD_START,
  );
  for (const [label, value, share] of [
    ['Healthy', figures.healthy, figures.percent.healthy],
    ['Flaky', figures.flaky, figures.percent.flaky],
    ['Broken', figures.broken, figures.percent.broken],
  ] as const) {
    await expect(figure(page, label)).toHaveAccessibleName(
      `${label}: ${count.format(value)}, test–job pairs, ${share} of them. Show in test search`,
    );
  }
  await expect(figure(page, 'Failed executions')).toHaveAccessibleName(
    `Failed executions: ${count.format(figures.failed.value)}, in the last 30 days. Show in test search`,
  );
}

/** Every identity of acme/checkout, page after page (per_page 100), and how many pages that took. */
async function everyIdentity() {
  const identities: TestSearchResult[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const answer = await mockAnswers().searchTests({
      path: CHECKOUT_PATH,
      query: { sort: 'failed_executions_ratio', direction: 'desc', per_page: 100, ...(cursor === undefined ? {} : { cursor }) },
    });
    identities.push(...answer.data.tests);
    cursor = answer.links.next?.cursor ?? undefined;
    pages += 1;
  } while (cursor !== undefined);
  return { identities, pages };
}

const expectAllFigures = async (page: Page) => expectFigures(page, await repositoryFigures());

/** "Nov 19": a UTC day as the chart names it. */
const shortDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The busiest UTC day of the failed-executions series: its index, value and dates as the chart words them. */
function busiestDay(figures: Figures) {
  const days = figures.failed.value_over_time;
  const index = days.reduce((best, day, at) => (day.value > (days[best]?.value ?? -1) ? at : best), 0);
  const day = days[index]!;
  const utc = (iso: string) => iso.slice(0, 19).replace('T', ' ');
  return { index, value: day.value, label: shortDay(day.start), range: `${utc(day.start)} UTC → ${utc(day.end)} UTC` };
}

test.describe('overview', () => {
  test('shows the repository figures and charts, each figure linking to its tests', async ({ page }) => {
    const figures = await repositoryFigures();
    const { percent } = figures;
    await page.goto('/acme/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(COLD_START);
    await expectFigures(page, figures);

    await expect(page.getByRole('heading', { level: 2, name: 'Health of test–job pairs' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Health of test–job pairs:/ })).toHaveAccessibleName(
      `Health of test–job pairs: Healthy ${figures.healthy} (${percent.healthy}), Flaky ${figures.flaky} (${percent.flaky}), ` +
        `Broken ${figures.broken} (${percent.broken}) of ${figures.total} test–job pairs.`,
    );
    const legend = page.getByRole('list', { name: 'Health of test–job pairs, legend' });
    await expect(legend.getByRole('link')).toHaveText([`Healthy ${percent.healthy}`, `Flaky ${percent.flaky}`, `Broken ${percent.broken}`]);

    const days = figures.failed.value_over_time;
    const first = shortDay(days[0]!.start);
    const last = shortDay(days.at(-1)!.start);
    const year = new Date(days.at(-1)!.start).getUTCFullYear();
    const busiest = busiestDay(figures);
    await expect(page.getByRole('heading', { level: 2, name: 'Failed executions per day' })).toBeVisible();
    await expect(page.getByText(`${first} – ${last}, ${year} · UTC days · ${count.format(figures.failed.value)} in total`)).toBeVisible();
    await expect(page.getByRole('img', { name: /failed executions in total/ })).toHaveAccessibleName(
      `${days.length} days from ${first} to ${last} (UTC): ${count.format(figures.failed.value)} failed executions in total, ` +
        `at most ${count.format(busiest.value)} on ${busiest.label}.`,
    );
    // The chart draws one bar per day.
    await expect(page.getByRole('figure', { name: 'Failed executions per day' }).locator('[data-bar]')).toHaveCount(days.length);

    // The five flaky or broken tests with the most failed runs over the last 7 days, one entry per test
    // (its pipelines and jobs added up, its health its worst one's), from the mock's answer for every identity.
    const { identities } = await everyIdentity();
    const severity = ['healthy', 'flaky', 'broken'];
    const perTest = new Map<string, { name: string; failed: number; runs: number; health: string }>();
    for (const row of identities) {
      const entry = perTest.get(row.test_id) ?? { name: row.test_name, failed: 0, runs: 0, health: 'healthy' };
      entry.failed += row.metrics.failed_executions_count ?? Number.NaN;
      entry.runs += row.metrics.executions_count ?? Number.NaN;
      if (severity.indexOf(row.metrics.health_status) > severity.indexOf(entry.health)) entry.health = row.metrics.health_status;
      perTest.set(row.test_id, entry);
    }
    const top = [...perTest.values()]
      .filter((test) => test.health !== 'healthy')
      .sort((a, b) => b.failed - a.failed || b.runs - a.runs || (a.name < b.name ? -1 : 1))
      .slice(0, 5);
    const hurting = page.getByRole('table', { name: 'Tests hurting the most' });
    await expect(
      page.getByText('Flaky and broken tests by failed runs over the last 7 days, every pipeline and job of a test added up'),
    ).toBeVisible();
    await expect(hurting.getByRole('columnheader')).toHaveText(['Name', 'Pipeline · job', 'Health', 'Failed runs, 7 d', 'Runs, 7 d']);
    await expect(hurting.getByRole('row')).toHaveCount(top.length + 1);
    for (const [index, test] of top.entries()) {
      const cells = hurting
        .getByRole('row')
        .nth(index + 1)
        .getByRole('cell');
      await expect(cells.nth(0).getByRole('link')).toHaveText(test.name);
      await expect(cells.nth(3)).toHaveText(count.format(test.failed));
      await expect(cells.nth(4)).toHaveText(count.format(test.runs));
    }
    // One entry per test: no name twice.
    const names = await hurting.getByRole('row').getByRole('link').allTextContents();
    expect(new Set(names).size).toBe(names.length);

    // Each figure opens the test search on the same filters plus its health.
    // Test search opens on the unhealthy tests: "Tests" and "Failed executions" ask for every test.
    await expectHref(figure(page, 'Test–job pairs'), '/acme/checkout/tests', { health: [] });
    await expectHref(figure(page, 'Flaky'), '/acme/checkout/tests', { health: ['flaky'] });
    await expectHref(figure(page, 'Failed executions'), '/acme/checkout/tests', { health: [], sort: 'failed_executions_ratio' });
    await figure(page, 'Broken').click();
    await expectRoute(page, '/acme/checkout/tests', { health: ['broken'] });
    // The overview counts test–job pairs, test search's tab the tests (each as broken as its worst pair).
    const brokenTests = [...perTest.values()].filter((test) => test.health === 'broken').length;
    await expect(page.getByRole('tab', { name: `Broken ${brokenTests} ${brokenTests === 1 ? 'test' : 'tests'}` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('filters by pipeline and a name glob; the URL holds the view and the links carry it', async ({ page }) => {
    await page.goto('/acme/checkout');
    await expectAllFigures(page);
    const pipeline = page.getByRole('group', { name: 'Pipeline' });
    await expect(pipeline.getByRole('checkbox', { name: 'ci', exact: true })).toBeChecked();
    await pipeline.getByRole('button', { name: 'Only ci' }).click();
    await expectRoute(page, '/acme/checkout', { pipeline: ['ci'] });
    await expectFigures(page, await repositoryFigures({ pipeline_name: ['ci'] }));
    await expect(pipeline.getByText('Only ci')).toBeVisible();

    const names = page.getByRole('textbox', { name: 'Test name', exact: true });
    await names.fill('tests/*');
    await names.press('Enter');
    await expectRoute(page, '/acme/checkout', { pipeline: ['ci'], name: ['tests/*'] });
    const narrowed = await repositoryFigures({ pipeline_name: ['ci'], test_name: ['tests/*'] });
    expect(narrowed.total).toBeGreaterThan(0);
    await expectFigures(page, narrowed);

    // A shared link (or a reload) shows the same view.
    await page.reload();
    await expectFigures(page, narrowed);
    await expect(page.getByRole('group', { name: 'Pipeline' }).getByRole('checkbox', { name: 'nightly' })).not.toBeChecked();
    await expectHref(figure(page, 'Flaky'), '/acme/checkout/tests', { pipeline: ['ci'], name: ['tests/*'], health: ['flaky'] });

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expectRoute(page, '/acme/checkout');
    await expectAllFigures(page);
  });

  test('explains a credential that may not read the statistics (403), and keeps the rest usable', async ({ page }) => {
    await page.goto('/acme/checkout');
    await expectAllFigures(page);
    await page.getByRole('button', { name: 'API settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'API settings' });
    await dialog.getByLabel('API token').fill('demo-ci-key');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const notice = page.getByRole('alert').filter({ hasText: 'This credential may not read repository statistics' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The CI Application Key cannot read repository-wide test statistics');
    await expect(notice).toContainText('Open Settings (the ⚙ button at the top right)');
    await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Test search takes the CI key: the list below and the link to the search still work.
    await expect(page.getByRole('table', { name: 'Tests hurting the most' }).getByRole('row')).toHaveCount(6);
    await notice.getByRole('link', { name: 'Open test search' }).click();
    // Test search opens on its per-test view: its All tab counts tests (names), not test–job pairs.
    const tests = new Set((await everyIdentity()).identities.map((row) => row.test_id)).size;
    await expect(page.getByRole('tab', { name: `All ${count.format(tests)} tests` })).toBeVisible();
  });

  test('an unknown repository says so, with a way back', async ({ page }) => {
    await page.goto('/acme/no-such-repo');
    await expect(page.getByRole('heading', { name: 'Repository not found' })).toBeVisible();
    await expect(page.getByText(/The API does not know acme\/no-such-repo \(Repository not found\)/)).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expectRoute(page, '/acme/checkout');
  });

  test('one page load asks the API its questions once, all started at once', async ({ page }) => {
    const { pages } = await everyIdentity();
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) requests.push(url.pathname + url.search);
    });
    await page.goto('/acme/checkout');
    await expectAllFigures(page);
    // The facets count from the "hurting" walk of every identity: once the job values show, every request has been made.
    await expect(page.getByRole('group', { name: 'Job' }).getByRole('button', { name: 'Show 5 more' })).toBeVisible();
    // 5 statistics + that walk + the quarantines beside the hurting tests' health (one page); no count or walk of the facets' own.
    await expect.poll(() => requests.length).toBe(5 + pages + 1);
    expect(requests.filter((url) => url.includes('/tests/stats/'))).toHaveLength(5);
    expect(new Set(requests).size).toBe(requests.length);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot, ${scheme} scheme @screenshots`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/acme/checkout');
      await expectAllFigures(page);
      await expect(page.getByRole('group', { name: 'Job' }).getByText('unit-tests (python 3.12)')).toBeVisible();
      await page.screenshot({ path: screenshotPath(`overview-${scheme}.png`), fullPage: true });

      // The busiest day's tooltip: local time and UTC.
      const busiest = busiestDay(await repositoryFigures());
      const chart = page.getByRole('figure', { name: 'Failed executions per day' });
      await chart.locator('[data-bar]').nth(busiest.index).hover();
      await expect(chart.getByText(`${busiest.label} (UTC day)`)).toBeVisible();
      await expect(chart.getByText(`${count.format(busiest.value)} failed executions`)).toBeVisible();
      await expect(chart.getByText(busiest.range)).toBeVisible();
      await chart.screenshot({ path: screenshotPath(`overview-chart-tooltip-${scheme}.png`) });
    });
  }
});
