import type { Page } from '@playwright/test';
import type { HealthStatus, SearchTestsQuery, TestSearchResult } from '@/api/types';
import { FIXTURE_TESTS, REPOSITORIES } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect as baseExpect, test, screenshotPath } from './support/app-test';
import { countText, isoSeconds, percentText, shortDayUtc } from './support/expected-text';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectRoute, reloadAndCheck, routeOf } from './support/url-state';

// Every figure, name and id below is asked of the seeded mock at E2E_NOW (support/mock-answers.ts);
// the pipeline and job are those of the flaky showcase test (mocks/fixtures.ts).

// Every view here is checked again after a reload, which builds the in-browser mock anew; on a busy
// 2-core machine that and each row's figures can take longer than the default wait.
const expect = baseExpect.configure({ timeout: 20_000 });

const { checkout, unknown } = REPOSITORIES;
const OVERVIEW = `/${checkout.owner}/${checkout.name}`;
const SEARCH = `${OVERVIEW}/tests`;
const [FLAKY_IDENTITY] = FIXTURE_TESTS.flaky.identities;
if (FLAKY_IDENTITY === undefined) throw new Error('the flaky showcase test has no identity');
const { pipelineName: PIPELINE, jobName: JOB } = FLAKY_IDENTITY;

const countFormat = new Intl.NumberFormat('en-US');
/** The page opens on the unhealthy tests; "every test" is an empty health list in the URL. */
const UNHEALTHY: SearchTestsQuery = { health_status: ['flaky', 'broken'] };
const EVERY_TEST = { health: [] };
const searchTests = (query: SearchTestsQuery) => mockAnswers().searchTests({ path: CHECKOUT_PATH, query });
const totalOf = async (query: SearchTestsQuery = {}) => (await searchTests({ ...query, per_page: 1 })).data.total;
/** The range label of a page of the identity view: "26–50 of 537 test–job pairs". */
const rangeText = (first: number, size: number, total: number) =>
  `${countFormat.format(first)}–${countFormat.format(first + size - 1)} of ${unitText(total, 'pairs')}`;
const firstPageText = (total: number, perPage = 25) => rangeText(1, Math.min(perPage, total), total);

/** The page after `answer`, by the cursor of its `next` link. */
async function nextPage(query: SearchTestsQuery, answer: Awaited<ReturnType<typeof searchTests>>) {
  const cursor = answer.links.next?.cursor;
  if (cursor === undefined || cursor === null) throw new Error('the search has no next page');
  return searchTests({ ...query, cursor });
}

type HealthCounts = Record<HealthStatus, number>;
async function healthCounts(query: SearchTestsQuery = {}): Promise<HealthCounts> {
  const [flaky, broken, healthy] = await Promise.all(
    (['flaky', 'broken', 'healthy'] as const).map((health) => totalOf({ ...query, health_status: [health] })),
  );
  return { flaky: flaky ?? 0, broken: broken ?? 0, healthy: healthy ?? 0 };
}

const results = (page: Page) => page.getByRole('table', { name: /^Tests, sorted by/ });
const rows = (page: Page) => results(page).getByRole('row');
const firstRowLink = (page: Page) => rows(page).nth(1).getByRole('link');
const range = (page: Page) => page.getByText(/^[\d,]+–[\d,]+ of [\d,]+ (test–job pairs|tests? \([\d,]+ test–job pairs?\))$/);

/** The two units the page counts in: tests (names) in the per-test view, test–job pairs in the identity view. */
type Unit = 'tests' | 'pairs';
const unitText = (count: number, unit: Unit) =>
  `${countFormat.format(count)} ${unit === 'tests' ? (count === 1 ? 'test' : 'tests') : count === 1 ? 'test–job pair' : 'test–job pairs'}`;

async function expectTabs(page: Page, counts: HealthCounts, selected: string, unit: Unit) {
  const tabs = page.getByRole('tablist', { name: 'Health' }).getByRole('tab');
  await expect(tabs).toHaveText(['Unhealthy', 'Flaky', 'Broken', 'Healthy', 'All'].map((label) => new RegExp(`^${label}`)));
  const all = counts.flaky + counts.broken + counts.healthy;
  const tabCounts = [
    ['Unhealthy', counts.flaky + counts.broken],
    ['Flaky', counts.flaky],
    ['Broken', counts.broken],
    ['Healthy', counts.healthy],
    ['All', all],
  ] as const;
  for (const [name, count] of tabCounts) {
    await expect(page.getByRole('tab', { name: `${name} ${unitText(count, unit)}`, exact: true })).toHaveAttribute(
      'aria-selected',
      name === selected ? 'true' : 'false',
    );
  }
}

const DAY_MS = 86_400_000;
/** A row's failure trend covers the 14 UTC days ending today, today up to the current minute. */
const TREND_DAYS = 14;

/** The failures of each UTC day of the trend's window, oldest first, added up from the answer's buckets. */
function failuresByDay(windowStart: number, buckets: readonly { start: string; value: number }[]) {
  const days = Array.from({ length: TREND_DAYS }, (_, index) => ({ day: windowStart + index * DAY_MS, count: 0 }));
  for (const bucket of buckets) {
    const day = days[Math.floor((Date.parse(bucket.start) - windowStart) / DAY_MS)];
    if (day !== undefined) day.count += bucket.value;
  }
  return days;
}

/** "9 failures in the last 14 days, most on Nov 9 (3)", or "No failures in the last 14 days". */
function trendWords(days: readonly { day: number; count: number }[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return `No failures in the last ${TREND_DAYS} days`;
  // The first of the worst days.
  const worst = days.reduce((best, day) => (day.count > best.count ? day : best));
  return `${countText(total)} ${total === 1 ? 'failure' : 'failures'} in the last ${TREND_DAYS} days, most on ${shortDayUtc(worst.day)} (${countText(worst.count)})`;
}

/** A row's test-wide figures as the page shows them, from its test's own answers (details, failures per day). */
async function testFigures(row: TestSearchResult) {
  const path = { ...CHECKOUT_PATH, test_id: row.test_id };
  const now = Date.parse(E2E_NOW);
  const details = await mockAnswers().getTestDetails({ path });
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const trendStart = today - (TREND_DAYS - 1) * DAY_MS;
  const trendWindow = { start: isoSeconds(trendStart), end: isoSeconds(Math.floor(now / 60_000) * 60_000) };
  const failures = await mockAnswers().getTestStat({ path: { ...path, stat: 'failure_count' }, query: trendWindow });
  const days = failuresByDay(trendStart, failures.value_over_time);
  return {
    failureRatio: percentText(details.failure_ratio),
    lastFailureAt: details.last_failure_at,
    trend: trendWords(days),
    worstDay: Math.max(...days.map((day) => day.count)),
  };
}

type Ranked = {
  testId: string;
  name: string;
  failed: number;
  runs: number;
  health: HealthStatus;
  identities: TestSearchResult[];
};
const SEVERITY: readonly HealthStatus[] = ['healthy', 'flaky', 'broken'];
const HEALTH_WORDS: Record<HealthStatus, string> = { healthy: 'Healthy', flaky: 'Flaky', broken: 'Broken' };

/** Every identity the mock finds for a query, page after page (per_page 100), and how many pages that took. */
async function everyIdentity(query: SearchTestsQuery) {
  const identities: TestSearchResult[] = [];
  let answer = await searchTests({ ...query, sort: 'failed_executions_ratio', direction: 'desc', per_page: 100 });
  let pages = 1;
  identities.push(...answer.data.tests);
  while (answer.links.next?.cursor) {
    answer = await nextPage({ ...query, sort: 'failed_executions_ratio', direction: 'desc', per_page: 100 }, answer);
    identities.push(...answer.data.tests);
    pages += 1;
  }
  return { identities, pages };
}

/**
 * Every test under the query's filters but health, from the mock's raw answer: failed runs and runs added
 * up over its identities, its health the worst of theirs; most failed runs first, then runs, then name.
 */
async function everyTest(query: SearchTestsQuery): Promise<Ranked[]> {
  const { health_status: _health, health_status_exclude: _notHealth, ...others } = query;
  const tests = new Map<string, Ranked>();
  for (const row of (await everyIdentity(others)).identities) {
    const entry = tests.get(row.test_id) ?? {
      testId: row.test_id,
      name: row.test_name,
      failed: 0,
      runs: 0,
      health: 'healthy',
      identities: [],
    };
    entry.failed += row.metrics.failed_executions_count ?? Number.NaN;
    entry.runs += row.metrics.executions_count ?? Number.NaN;
    if (SEVERITY.indexOf(row.metrics.health_status) > SEVERITY.indexOf(entry.health)) entry.health = row.metrics.health_status;
    entry.identities.push(row);
    tests.set(row.test_id, entry);
  }
  return [...tests.values()].sort((a, b) => b.failed - a.failed || b.runs - a.runs || (a.name < b.name ? -1 : 1));
}

/** The per-test ranking the page should show: the tests whose own health the query's health filter lets through. */
async function expectedRanking(query: SearchTestsQuery): Promise<Ranked[]> {
  const include = query.health_status ?? [];
  const exclude = query.health_status_exclude ?? [];
  return (await everyTest(query)).filter(
    (test) => (include.length === 0 || include.includes(test.health)) && !exclude.includes(test.health),
  );
}

/** How many tests have each health (their worst identity's), under the query's other filters. */
async function testHealthCounts(query: SearchTestsQuery = {}): Promise<HealthCounts> {
  const counts: HealthCounts = { healthy: 0, flaky: 0, broken: 0 };
  for (const test of await everyTest(query)) counts[test.health] += 1;
  return counts;
}
const pairsOf = (ranking: readonly Ranked[]) => ranking.reduce((sum, test) => sum + test.identities.length, 0);
/** The ranking's summary under the table: "39 tests" (its identities beside it). */
/** The ranking's page bar: "1–25 of 40 tests (55 test–job pairs)", the pairs of every page. */
const rankedText = (ranking: readonly Ranked[], pageNumber = 1, perPage = 25) =>
  `${countFormat.format((pageNumber - 1) * perPage + 1)}–${countFormat.format(Math.min(pageNumber * perPage, ranking.length))} of ` +
  `${unitText(ranking.length, 'tests')} (${unitText(pairsOf(ranking), 'pairs')})`;
/** The rows of the ranking's page: the header and up to 25 tests. */
const rankedRows = (ranking: readonly Ranked[]) => Math.min(ranking.length, 25) + 1;
/** The identity view (pipeline and job rows, sorted by the API): any sort but the per-test ranking. */
const BY_IMPACT = { sort: 'failed_executions_impact' };

test.describe('test search', () => {
  test('opens on the unhealthy tests ranked by failed runs: one row per test, ten on the first screen, every identity read once', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const counts = await testHealthCounts();
    const ranking = await expectedRanking(UNHEALTHY);
    const { pages } = await everyIdentity({});
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/') && url.pathname.endsWith('/search/tests')) requests.push(url);
    });

    await page.goto(SEARCH);
    const table = page.getByRole('table', { name: 'Tests, sorted by Failed runs, 7 d, per test, descending' });
    await expect(table).toBeVisible(COLD_START);
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Pipeline · job', 'Health', 'Failed runs, 7 d', 'Runs, 7 d']);
    await expect(
      page.getByText('One row per test, most failed runs over the last 7 days first, its pipelines and jobs added up.', { exact: false }),
    ).toBeVisible();
    await expect(range(page)).toHaveText(rankedText(ranking));
    const tableRows = table.getByRole('row');
    await expect(tableRows).toHaveCount(rankedRows(ranking));
    for (const [index, expected] of ranking.slice(0, 10).entries()) {
      const cells = tableRows.nth(index + 1).getByRole('cell');
      await expect(cells.nth(0).getByRole('link')).toHaveAccessibleName(expected.name);
      await expect(cells.nth(3)).toHaveText(countFormat.format(expected.failed));
      await expect(cells.nth(4)).toHaveText(countFormat.format(expected.runs));
    }

    // One line a row: at least ten whole rows above the fold at 1440×900.
    expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
    let aboveFold = 0;
    for (let index = 1; index <= Math.min(ranking.length, 15); index += 1) {
      const box = await tableRows.nth(index).boundingBox();
      if (box !== null && box.y + box.height <= 900) aboveFold += 1;
    }
    expect(aboveFold).toBeGreaterThanOrEqual(10);

    // A long name is cut in the middle on screen; hover and the accessible name give it whole.
    const long = ranking.slice(0, 10).reduce((longest, entry) => (entry.name.length > longest.name.length ? entry : longest));
    const longLink = table.getByRole('link', { name: long.name, exact: true });
    await expect(longLink).toHaveAttribute('title', long.name);
    const [clientWidth, scrollWidth] = await longLink.evaluate((link) => [link.clientWidth, link.scrollWidth]);
    expect(scrollWidth, 'the name is cut to its one line').toBeLessThanOrEqual(clientWidth);

    // A test that runs in several jobs lists them, each with its own figures.
    const several = ranking.slice(0, 10).find((entry) => entry.identities.length > 1);
    if (several === undefined) throw new Error('no test of the first ten runs in two jobs');
    const severalRow = tableRows.filter({ has: page.getByRole('link', { name: several.name, exact: true }) });
    await severalRow.getByRole('button', { name: `${several.identities.length} pipelines and jobs` }).click();
    for (const identity of several.identities) {
      const identityRow = table
        .getByRole('row')
        .filter({ hasText: `${identity.pipeline_name} · ${identity.job_name}` })
        .filter({ hasText: several.name });
      await expect(identityRow.getByRole('cell').nth(3)).toHaveText(countFormat.format(identity.metrics.failed_executions_count ?? -1));
    }

    // The tabs count tests (by each test's own health) in the ranking's answer, every identity read
    // once without a health filter; the sidebar counts there too, even the healthy pairs the tab rules out.
    await expectTabs(page, counts, 'Unhealthy', 'tests');
    const healthyPairs = countFormat.format(await totalOf({ health_status: ['healthy'] }));
    await expect(page.getByRole('group', { name: 'Health' }).getByRole('checkbox', { name: 'Healthy' })).toHaveAccessibleDescription(
      healthyPairs,
    );
    await expect(page.getByRole('group', { name: 'Job' }).getByRole('checkbox').first()).toBeVisible();
    expect(requests.map((url) => [url.searchParams.get('per_page'), url.searchParams.getAll('health_status').join(',')])).toEqual(
      Array.from({ length: pages }, () => ['100', '']),
    );

    // The other tabs are a click away, asking nothing more; "All" ranks every test, said in the URL.
    await page.getByRole('tab', { name: /^All / }).click();
    await expectRoute(page, SEARCH, EVERY_TEST);
    const all = await expectedRanking({});
    await expect(range(page)).toHaveText(rankedText(all));
    await expect(page.getByText(/Ranked among/)).toHaveCount(0);
    // A page of the ranking at a time (hundreds of rows otherwise), the next a link away, asking nothing.
    await expect(tableRows.filter({ has: page.getByRole('link') })).toHaveCount(rankedRows(all) - 1);
    await page.getByRole('link', { name: 'Next' }).click();
    await expectRoute(page, SEARCH, { ...EVERY_TEST, page: 2 });
    await expect(range(page)).toHaveText(rankedText(all, 2));
    await expect(tableRows.nth(1).getByRole('link').first()).toHaveAccessibleName(all[25]?.name ?? '');
    expect(requests).toHaveLength(pages);
  });

  test('the test-wide columns say so, and their sparklines share one stated scale', async ({ page }) => {
    test.setTimeout(60_000);
    const opening = (await searchTests({ ...UNHEALTHY, sort: 'failed_executions_impact', direction: 'desc', per_page: 10 })).data;
    await page.goto(
      `${SEARCH}?sort=${encodeURIComponent(JSON.stringify('failed_executions_impact'))}&perPage=10&hide=${encodeURIComponent(JSON.stringify(['pipeline', 'confidence']))}`,
    );
    const table = page.getByRole('table', { name: 'Tests, sorted by Impact, descending' });
    await expect(table).toBeVisible(COLD_START);
    const headers = [
      'Name',
      'Job',
      'Health',
      'Impact',
      'Runs, 7 d',
      'Failed, 7 d',
      'Failure ratio, 7 d',
      'Test failure ratio, 7 d',
      'Test flakiness, 7 d',
      'Test’s last failure',
      'Test failures per day, 14 d',
    ];
    await expect(table.getByRole('columnheader')).toHaveText(headers.map((label) => new RegExp(`^${label}`)));
    // Every row on screen: its own runs (search's answer) and its test's figures.
    let worstDay = 1;
    for (const [index, row] of opening.tests.entries()) {
      const figures = await testFigures(row);
      worstDay = Math.max(worstDay, figures.worstDay);
      const cells = table
        .getByRole('row')
        .nth(index + 1)
        .getByRole('cell');
      await expect(cells.nth(0)).toHaveText(row.test_name);
      await expect(cells.nth(4)).toHaveText(countFormat.format(row.metrics.executions_count ?? -1));
      await expect(cells.nth(5)).toHaveText(countFormat.format(row.metrics.failed_executions_count ?? -1));
      // The row's own failed share (search's answer), then its test's across every pipeline and job.
      await expect(cells.nth(6)).toHaveText(percentText(row.metrics.failed_executions_ratio ?? -1));
      await expect(cells.nth(7)).toHaveText(figures.failureRatio);
      await expect(cells.nth(10).getByRole('img')).toHaveAccessibleName(figures.trend);
    }
    // One scale for every sparkline, said in the header: the worst day of the rows shown.
    await expect(table.getByRole('columnheader', { name: /^Test failures per day, 14 d/ })).toContainText(
      `one scale, 0–${countFormat.format(worstDay)} a day`,
    );
  });

  test('words in any order find a test in the quick search; the name filter stays exact', async ({ page }) => {
    // Three views and a reload, which builds the in-browser mock anew.
    test.setTimeout(60_000);
    const target = 'src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item';
    expect(await totalOf({ ...UNHEALTHY, test_name: ['cart-totals'] })).toBe(0);
    const tax = await expectedRanking({ ...UNHEALTHY, test_name: ['*tax*rounds*', '*rounds*tax*'] });
    expect(tax.map((entry) => entry.name)).toContain(target);
    const cartTot = await expectedRanking({ ...UNHEALTHY, test_name: ['*cart*tot*', '*tot*cart*'] });
    await page.goto(SEARCH);
    await expect(page.getByRole('table', { name: /^Tests, sorted by/ })).toBeVisible(COLD_START);
    const quick = page.getByRole('searchbox', { name: 'Quick search' });
    await quick.fill('tax rounds');
    await expectRoute(page, SEARCH, { q: 'tax rounds' });
    await expect(range(page)).toHaveText(rankedText(tax));
    await expect(page.getByRole('link', { name: target, exact: true })).toBeVisible();
    await quick.fill('cart tot');
    await expectRoute(page, SEARCH, { q: 'cart tot' });
    await expect(range(page)).toHaveText(rankedText(cartTot));
    await reloadAndCheck(page, async () => {
      await expect(range(page)).toHaveText(rankedText(cartTot), COLD_START);
      await expect(page.getByRole('searchbox', { name: 'Quick search' })).toHaveValue('cart tot');
    });
    // The exact/glob filter is as it was: a pattern replaces the quick search.
    const names = page.getByRole('textbox', { name: 'Test name', exact: true });
    await names.fill('cart-totals');
    await names.press('Enter');
    await expectRoute(page, SEARCH, { name: ['cart-totals'] });
    await expect(page.getByText('No tests match these filters')).toBeVisible();
  });

  test('the column picker shows and hides columns, kept in the URL', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${SEARCH}?sort=${encodeURIComponent(JSON.stringify(BY_IMPACT.sort))}`);
    const table = page.getByRole('table', { name: /^Tests, sorted by/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible(COLD_START);
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByRole('button', { name: 'Columns' })).toHaveAttribute('aria-expanded', 'true');
    const choice = page.getByRole('group', { name: 'Columns shown' });
    await choice.getByRole('checkbox', { name: 'Confidence' }).check();
    await expectRoute(page, SEARCH, {
      ...BY_IMPACT,
      hide: ['failureRatio', 'flakinessRatio', 'lastFailure', 'failureTrend'],
    });
    await choice.getByRole('checkbox', { name: 'Failed, 7 d' }).uncheck();
    await expectRoute(page, SEARCH, {
      ...BY_IMPACT,
      hide: ['failedRuns', 'failureRatio', 'flakinessRatio', 'lastFailure', 'failureTrend'],
    });
    const headers = ['Name', 'Pipeline', 'Job', 'Health', 'Confidence', 'Impact', 'Runs, 7 d', 'Failure ratio, 7 d'];
    await expect(table.getByRole('columnheader')).toHaveText(headers.map((label) => new RegExp(`^${label}`)));
    await page.reload();
    await expect(page.getByRole('table', { name: /^Tests, sorted by/ }).getByRole('columnheader')).toHaveText(
      headers.map((label) => new RegExp(`^${label}`)),
    );
  });

  test('a developer narrows the flaky tests down, sorts, pages and opens one', async ({ page }) => {
    // A long journey with a reload at every step.
    test.setTimeout(120_000);
    const flaky: SearchTestsQuery = { health_status: ['flaky'] };
    const ci: SearchTestsQuery = { ...flaky, pipeline_name: [PIPELINE] };
    const glob: SearchTestsQuery = { ...ci, test_name: ['tests/*'] };
    const everyHealth = await healthCounts();
    const everyTestHealth = await testHealthCounts();
    // The page's default order: one row per test, most failed runs first.
    const flakyRanking = await expectedRanking(flaky);
    const ciRanking = await expectedRanking(ci);
    const globRanking = await expectedRanking(glob);
    const ciCounts = await testHealthCounts({ pipeline_name: [PIPELINE] });
    const globCounts = await testHealthCounts({ pipeline_name: [PIPELINE], test_name: ['tests/*'] });
    // Sorted by name, 10 a page: the journey pages through three pages and back.
    const byName: SearchTestsQuery = { ...glob, sort: 'test_name', direction: 'asc', per_page: 10 };
    const page1 = await searchTests(byName);
    const page2 = await nextPage(byName, page1);
    const page3 = await nextPage(byName, page2);
    const globTotal = page1.data.total;
    expect(page3.links.next, 'the sorted view has exactly three pages').toBeNull();
    const firstByName = page1.data.tests[0];
    if (firstByName === undefined) throw new Error('the sorted view is empty');

    // From the overview's "Flaky" figure to the search.
    await page.goto(OVERVIEW);
    await page.getByRole('link', { name: new RegExp(`^Flaky: ${countFormat.format(everyHealth.flaky)},`) }).click();
    await expectRoute(page, SEARCH, { health: ['flaky'] });
    await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
    const flakyView = async () => {
      await expectTabs(page, everyTestHealth, 'Flaky', 'tests');
      await expect(range(page)).toHaveText(rankedText(flakyRanking));
      await expect(rows(page)).toHaveCount(rankedRows(flakyRanking));
      await expect(firstRowLink(page)).toHaveText(flakyRanking[0]?.name ?? '');
      await expect(page.getByRole('columnheader', { name: 'Failed runs, 7 d' })).toHaveAttribute('aria-sort', 'descending');
    };
    await flakyView();
    await reloadAndCheck(page, flakyView);

    // Narrow by pipeline: "only ci".
    const pipeline = page.getByRole('group', { name: 'Pipeline' });
    await pipeline.getByRole('button', { name: `Only ${PIPELINE}` }).click();
    await expectRoute(page, SEARCH, { health: ['flaky'], pipeline: [PIPELINE] });
    const ciView = async () => {
      await expectTabs(page, ciCounts, 'Flaky', 'tests');
      await expect(range(page)).toHaveText(rankedText(ciRanking));
      await expect(page.getByRole('group', { name: 'Pipeline' }).getByText(`Only ${PIPELINE}`)).toBeVisible();
    };
    await ciView();
    await reloadAndCheck(page, ciView);

    // And by a name glob.
    const names = page.getByRole('textbox', { name: 'Test name', exact: true });
    await names.fill('tests/*');
    await names.press('Enter');
    await expectRoute(page, SEARCH, { health: ['flaky'], pipeline: [PIPELINE], name: ['tests/*'] });
    const globView = async () => {
      await expectTabs(page, globCounts, 'Flaky', 'tests');
      await expect(range(page)).toHaveText(rankedText(globRanking));
    };
    await globView();
    await reloadAndCheck(page, globView);

    // Sort by name (the menu, then the column header for A→Z), then show 10 a page.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name' });
    await expectRoute(page, SEARCH, { health: ['flaky'], pipeline: [PIPELINE], name: ['tests/*'], sort: 'test_name' });
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.getByRole('combobox', { name: 'Tests per page' }).selectOption({ label: '10 per page' });
    const filters = { health: ['flaky'], pipeline: [PIPELINE], name: ['tests/*'], sort: 'test_name', dir: 'asc', perPage: 10 };
    await expectRoute(page, SEARCH, filters);
    const firstPageUrl = page.url();
    const sortedView = async () => {
      await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
      await expect(range(page)).toHaveText(rangeText(1, page1.data.size, globTotal));
      await expect(rows(page)).toHaveCount(page1.data.size + 1);
      await expect(firstRowLink(page)).toHaveText(firstByName.test_name);
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    };
    await sortedView();
    await reloadAndCheck(page, sortedView);

    // Page forward twice and back twice.
    await page.getByRole('link', { name: 'Next' }).click();
    const secondPage = async () => {
      await expect(range(page)).toHaveText(rangeText(11, page2.data.size, globTotal));
      await expect(firstRowLink(page)).toHaveText(page2.data.tests[0]?.test_name ?? '');
    };
    await secondPage();
    expect(routeOf(page.url()).search).toMatchObject({ ...filters, page: 2, cursor: expect.any(String) });
    await reloadAndCheck(page, secondPage);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(range(page)).toHaveText(rangeText(21, page3.data.size, globTotal));
    await expect(firstRowLink(page)).toHaveText(page3.data.tests[0]?.test_name ?? '');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('link', { name: 'Previous' }).click();
    await secondPage();
    await page.getByRole('link', { name: 'Previous' }).click();
    await sortedView();
    expect(page.url()).toBe(firstPageUrl);

    // Open a test: the row links to its page.
    await expect(firstRowLink(page)).toHaveAttribute('href', `${SEARCH}/${firstByName.test_id}`);
    await firstRowLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH}/${firstByName.test_id}$`));
  });

  test('unticking a value excludes it; "only" and tabs switch back to including', async ({ page }) => {
    // From the default tab to All first: one page more than it used to be.
    test.setTimeout(60_000);
    const counts = await testHealthCounts();
    const allButHealthy = await expectedRanking({ health_status_exclude: ['healthy'] });
    await page.goto(SEARCH);
    await expectTabs(page, counts, 'Unhealthy', 'tests');
    await page.getByRole('tab', { name: /^All / }).click();
    await expectRoute(page, SEARCH, EVERY_TEST);
    await expectTabs(page, counts, 'All', 'tests');
    const health = page.getByRole('group', { name: 'Health' });
    // The box follows the URL, which changes right after the click.
    await health.getByRole('checkbox', { name: 'Healthy' }).click();
    await expect(health.getByRole('checkbox', { name: 'Healthy' })).not.toBeChecked();
    await expectRoute(page, SEARCH, { ...EVERY_TEST, notHealth: ['healthy'] });
    await expect(range(page)).toHaveText(rankedText(allButHealthy));
    await expect(health.getByText('All but Healthy')).toBeVisible();
    // No tab stands for "all but healthy".
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);
    await page.getByRole('tab', { name: `Broken ${unitText(counts.broken, 'tests')}` }).click();
    await expectRoute(page, SEARCH, { health: ['broken'] });
    await expect(health.getByRole('checkbox', { name: 'Broken' })).toBeChecked();
    await expect(health.getByRole('checkbox', { name: 'Flaky' })).not.toBeChecked();
  });

  test('sorts with the Sort by menu, both ways', async ({ page }) => {
    await page.goto(`${SEARCH}?health=${encodeURIComponent(JSON.stringify(['flaky']))}`);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Failure ratio, 7 d' });
    await expectRoute(page, SEARCH, { health: ['flaky'], sort: 'failed_executions_ratio' });
    await expect(page.getByRole('table', { name: 'Tests, sorted by Failure ratio, 7 d, descending' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Sort direction' }).getByText('Ascending').click();
    await expectRoute(page, SEARCH, { health: ['flaky'], sort: 'failed_executions_ratio', dir: 'asc' });
    await expect(page.getByRole('table', { name: 'Tests, sorted by Failure ratio, 7 d, ascending' })).toBeVisible();
  });

  test('an exact name that matches nothing offers the contains-search', async ({ page }) => {
    expect(await totalOf({ ...UNHEALTHY, test_name: ['checkout'] })).toBe(0);
    const containing = await expectedRanking({ ...UNHEALTHY, test_name: ['*checkout*'] });
    const all = await expectedRanking({});
    await page.goto(`${SEARCH}?name=${encodeURIComponent(JSON.stringify(['checkout']))}`);
    await expect(page.getByText('No tests match these filters')).toBeVisible(COLD_START);
    await expect(page.getByText(/A name without \* or \? matches only a test with exactly that name/)).toBeVisible();
    await page.getByRole('button', { name: 'Search names containing “checkout”' }).click();
    await expectRoute(page, SEARCH, { name: ['*checkout*'] });
    await expect(range(page)).toHaveText(rankedText(containing));
    // No filter at all: every test, health included (the page's default is itself a health filter).
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expectRoute(page, SEARCH, EVERY_TEST);
    await expect(range(page)).toHaveText(rankedText(all));
  });

  test('a page link that no longer fits the search offers the first page', async ({ page }) => {
    const all = await totalOf(UNHEALTHY);
    const sort = `sort=${encodeURIComponent(JSON.stringify(BY_IMPACT.sort))}`;
    await page.goto(`${SEARCH}?${sort}&cursor=%22not-a-cursor%22&page=3`);
    const alert = page.getByRole('alert').filter({ hasText: 'This page link no longer applies' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Go to the first page' }).click();
    await expectRoute(page, SEARCH, BY_IMPACT);
    await expect(range(page)).toHaveText(firstPageText(all));
  });

  test('an unknown repository says so, with a way back', async ({ page }) => {
    await page.goto(`/${unknown.owner}/${unknown.name}/tests`);
    await expect(page.getByRole('heading', { name: 'Repository not found' })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`The API does not know ${unknown.owner}/${unknown.name} \\(Repository not found\\)`)),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expectRoute(page, OVERVIEW);
  });

  test('a page of pipeline and job rows asks each question once: the results first, then the sidebar', async ({ page }) => {
    // The All tab sorted by the API (no ranking to count in): no health filter, so two counts follow
    // from the results' total. Sixteen requests, eight of them one after the other: room on a busy machine.
    test.setTimeout(60_000);
    const all = await totalOf();
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // Search's own questions (each row's per-test figures are another journey's).
      if (url.pathname.startsWith('/v1/') && url.pathname.endsWith('/search/tests')) requests.push(url);
    });
    await page.goto(
      `${SEARCH}?health=${encodeURIComponent(JSON.stringify([]))}&sort=${encodeURIComponent(JSON.stringify(BY_IMPACT.sort))}`,
    );
    await expect(range(page)).toHaveText(firstPageText(all), COLD_START);
    // Each walk shows its values once its last request has answered; the derived counts once the results have.
    await expect(page.getByRole('group', { name: 'Pipeline' }).getByRole('checkbox', { name: PIPELINE, exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Job' }).getByRole('button', { name: /^Show \d+ more$/ })).toBeVisible();
    const counts = await healthCounts();
    await expect(page.getByRole('tab', { name: `Healthy ${unitText(counts.healthy, 'pairs')}`, exact: true })).toBeVisible();
    const walks = () => requests.filter((url) => ['pipeline_name', 'job_name'].includes(url.searchParams.get('sort') ?? ''));
    const walkOf = (field: string) => walks().filter((url) => url.searchParams.get('sort') === field);
    // The results page is the first request; the rest goes out once it has answered.
    expect(requests[0]?.searchParams.get('per_page')).toBe('25');
    // 16 requests (were 18): 1 results page; 7 one-row counts, since every test has exactly one health
    // and one confidence, so with neither filtered the healthy tab and low confidence are the results'
    // total minus the other two; and the walks, 100 rows a page: pipelines in 3 (ci alone fills the
    // first, e2e and nightly the second, release the third), jobs in 5.
    await expect.poll(() => requests.length).toBe(16);
    expect(requests.filter((url) => url.searchParams.get('per_page') === '25')).toHaveLength(1);
    const counted = requests.filter((url) => url.searchParams.get('per_page') === '1').map((url) => url.search);
    expect(counted).toHaveLength(7);
    expect(counted.some((search) => search.includes('health_status=healthy') || search.includes('health_confidence=low'))).toBe(false);
    expect(walkOf('pipeline_name')).toHaveLength(3);
    expect(walkOf('job_name')).toHaveLength(5);
    const asked = requests.map((url) => url.pathname + url.search);
    expect(new Set(asked).size).toBe(asked.length);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot, ${scheme} scheme @screenshots`, async ({ page }) => {
      const flakyOnCi = await expectedRanking({ health_status: ['flaky'], pipeline_name: [PIPELINE] });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(
        `${SEARCH}?health=${encodeURIComponent(JSON.stringify(['flaky']))}&pipeline=${encodeURIComponent(JSON.stringify([PIPELINE]))}`,
      );
      await expect(range(page)).toHaveText(rankedText(flakyOnCi));
      await expect(page.getByRole('group', { name: 'Job' }).getByText(JOB)).toBeVisible();
      await page.screenshot({ path: screenshotPath(`test-search-${scheme}.png`), fullPage: true });
    });
  }
});

// Issue 33: one answer everywhere. One assertion group per point, every expectation from the mock's answers.
test.describe('one answer on every page (issue 33)', () => {
  /** Where a test's quarantines apply, as a list of tests says it beside the health, from the quarantines answer. */
  async function quarantineWords(): Promise<Map<string, string>> {
    const { quarantined_tests: quarantines } = (await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100 } }))
      .data;
    const words = new Map<string, string>();
    for (const testId of new Set(quarantines.map((quarantine) => quarantine.test_id))) {
      const own = quarantines.filter((quarantine) => quarantine.test_id === testId);
      const badge = own.some((quarantine) => quarantine.source === 'auto') ? 'Auto-quarantined' : 'Quarantined';
      const scope = own.some((quarantine) => quarantine.branch === null)
        ? 'on every branch'
        : own.length === 1
          ? `on ${own[0]?.branch}`
          : `on ${own.length} branches`;
      words.set(testId, `${badge} ${scope}`);
    }
    return words;
  }

  test('2 · a test has one health, its worst pipeline and job’s: in test search and on its page, the identities a click away', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // A test whose pipelines and jobs disagree: its health is the worst of theirs.
    const mixed = (await everyTest({})).find((test) => new Set(test.identities.map((row) => row.metrics.health_status)).size > 1);
    if (mixed === undefined) throw new Error('no test whose pipelines and jobs disagree on its health');
    const health = HEALTH_WORDS[mixed.health];
    const { health_status: pageHealth } = await mockAnswers().getTestDetails({ path: { ...CHECKOUT_PATH, test_id: mixed.testId } });
    expect(pageHealth).toBe(mixed.health);

    await page.goto(`${SEARCH}?health=${encodeURIComponent('[]')}&name=${encodeURIComponent(JSON.stringify([mixed.name]))}`);
    const row = rows(page).filter({ has: page.getByRole('link', { name: mixed.name, exact: true }) });
    await expect(row.getByRole('cell').nth(2)).toHaveText(new RegExp(`^${health}`), COLD_START);
    await row.getByRole('button', { name: `${mixed.identities.length} pipelines and jobs` }).click();
    for (const identity of mixed.identities) {
      const identityRow = rows(page).filter({ hasText: `${identity.pipeline_name} · ${identity.job_name}` });
      await expect(identityRow.getByRole('cell').nth(2)).toHaveText(HEALTH_WORDS[identity.metrics.health_status]);
    }

    await row.getByRole('link', { name: mixed.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(health, { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Show the pipelines and jobs it ran under' }).click();
    await expect(page.getByText(`Ran under ${mixed.identities.length} identities`)).toBeVisible();
  });

  test('3 · every count names its unit: tests in the per-test view, test–job pairs in the overview and the identity view', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const pairs = await healthCounts();
    const tests = await testHealthCounts();
    const flakyTests = await expectedRanking({ health_status: ['flaky'] });
    await page.goto(OVERVIEW);
    const flakyFigure = page.getByRole('link', { name: /^Flaky: / });
    await expect(flakyFigure).toHaveAccessibleName(new RegExp(`^Flaky: ${countFormat.format(pairs.flaky)}, test–job pairs, `), COLD_START);
    await flakyFigure.click();
    await expectRoute(page, SEARCH, { health: ['flaky'] });
    await expectTabs(page, tests, 'Flaky', 'tests');
    await expect(
      page.getByText('A test’s health, and the tab that counts it, is its worst pipeline and job’s.', { exact: false }),
    ).toBeVisible();
    await expect(range(page)).toHaveText(rankedText(flakyTests));
    // The sidebar's facets count pairs, and say so.
    await expect(page.getByText('Counts are test–job pairs: a test under one pipeline and job.')).toBeVisible();
    // The identity view counts pairs, and says so on its tabs and its range.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name' });
    await expectTabs(page, pairs, 'Flaky', 'pairs');
    await expect(page.getByText('Tab counts are test–job pairs (a test under one pipeline and job), by each pair’s health.')).toBeVisible();
    await expect(range(page)).toHaveText(firstPageText(pairs.flaky));
  });

  test('4 · the test page’s Runs say which runs they leave out; search’s runs count every conclusion', async ({ page }) => {
    const [first] = (await searchTests({ health_status: ['flaky'], sort: 'executions_count', direction: 'desc', per_page: 1 })).data.tests;
    if (first === undefined) throw new Error('no flaky test');
    await page.goto(`${SEARCH}?health=${encodeURIComponent('["flaky"]')}&sort=${encodeURIComponent('"executions_count"')}`);
    await expect(page.getByRole('columnheader', { name: /^Runs, 7 d/ })).toHaveAttribute(
      'title',
      'Runs of this row (its pipeline and job) over the last 7 days, every conclusion',
      COLD_START,
    );
    await expect(rows(page).nth(1).getByRole('cell').nth(5)).toHaveText(countFormat.format(first.metrics.executions_count ?? -1));
    await page.goto(`${SEARCH}/${first.test_id}?range=7d`);
    await expect(page.getByRole('group', { name: 'Runs', exact: true })).toContainText(
      /passed \+ failed runs since .+ UTC; skipped and cancelled runs not counted/,
      COLD_START,
    );
  });

  test('5 · sorting by failure ratio shows the ratio it sorts by, the pipeline, and says a row is a test–job pair', async ({ page }) => {
    const answer = await searchTests({ ...UNHEALTHY, sort: 'failed_executions_ratio', direction: 'desc', per_page: 25 });
    await page.goto(SEARCH);
    await expect(range(page)).toHaveText(/ tests? \(/, COLD_START);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Failure ratio, 7 d' });
    await expectRoute(page, SEARCH, { sort: 'failed_executions_ratio' });
    await expect(page.getByText('One row per test–job pair: a test under one pipeline and job.', { exact: false })).toBeVisible();
    const table = results(page);
    await expect(table.getByRole('columnheader', { name: /^Failure ratio, 7 d/ })).toHaveAttribute('aria-sort', 'descending');
    const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toContain('Pipeline');
    const ratioColumn = headers.indexOf('Failure ratio, 7 d');
    const pipelineColumn = headers.indexOf('Pipeline');
    for (const [index, row] of answer.data.tests.slice(0, 5).entries()) {
      const cells = rows(page)
        .nth(index + 1)
        .getByRole('cell');
      await expect(cells.nth(ratioColumn)).toHaveText(percentText(row.metrics.failed_executions_ratio ?? -1));
      await expect(cells.nth(pipelineColumn)).toHaveText(row.pipeline_name);
    }
    await expect(range(page)).toHaveText(firstPageText(answer.data.total));
  });

  test('14 · the quarantine status reads the same in test search, the overview’s hurting-most list and on the test’s page', async ({
    page,
  }) => {
    const words = await quarantineWords();
    const ranking = await expectedRanking(UNHEALTHY);
    const quarantined = ranking.filter((test) => words.has(test.testId));
    expect(quarantined.length).toBeGreaterThan(0);
    await page.goto(SEARCH);
    await expect(range(page)).toHaveText(rankedText(ranking), COLD_START);
    for (const test of ranking.slice(0, 10)) {
      const row = rows(page).filter({ has: page.getByRole('link', { name: test.name, exact: true }) });
      await expect(row.getByRole('cell').nth(2)).toHaveText(`${HEALTH_WORDS[test.health]}${words.get(test.testId) ?? ''}`);
    }
    await page.goto(OVERVIEW);
    const hurting = page.getByRole('table', { name: 'Tests hurting the most' });
    const hurtingRows = hurting.getByRole('row');
    await expect(hurtingRows).toHaveCount(6, COLD_START);
    for (const [index, test] of ranking.slice(0, 5).entries()) {
      const cells = hurtingRows.nth(index + 1).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(test.name);
      await expect(cells.nth(2)).toHaveText(`${HEALTH_WORDS[test.health]}${words.get(test.testId) ?? ''}`);
    }
    for (const test of quarantined.slice(0, 2)) {
      await page.goto(`${SEARCH}/${test.testId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(test.name, COLD_START);
      await expect(page.getByRole('link', { name: words.get(test.testId), exact: true })).toBeVisible();
    }
  });
});
