import type { Page } from '@playwright/test';
import type { HealthStatus, SearchTestsQuery, TestSearchResult } from '@/api/types';
import { describeFailureTrend } from '@/features/test-search/lib/failure-trend-label';
import { failuresPerDay, failureTrendWindow, lookbackWindow } from '@/features/test-search/lib/row-insight-windows';
import { formatRatio } from '@/lib/format-ratio';
import { FIXTURE_TESTS, REPOSITORIES } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect as baseExpect, test, screenshotPath } from './support/app-test';
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
/** The range label of a page: "26–50 of 537 tests". */
const rangeText = (first: number, size: number, total: number) =>
  `${countFormat.format(first)}–${countFormat.format(first + size - 1)} of ${countFormat.format(total)} tests`;
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
const range = (page: Page) => page.getByText(/^[\d,]+–[\d,]+ of [\d,]+ tests$|^[\d,]+ tests$/);

async function expectTabs(page: Page, counts: HealthCounts, selected: string) {
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
    await expect(page.getByRole('tab', { name: `${name} ${countFormat.format(count)}`, exact: true })).toHaveAttribute(
      'aria-selected',
      name === selected ? 'true' : 'false',
    );
  }
}

/** A row's figures as the page shows them, from its test's own answers (details, runs, failures per day). */
async function rowFigures(row: TestSearchResult) {
  const path = { ...CHECKOUT_PATH, test_id: row.test_id };
  const now = Date.parse(E2E_NOW);
  const details = await mockAnswers().getTestDetails({ path });
  const executions = await mockAnswers().listTestExecutions({ path, query: { ...lookbackWindow(now), per_page: 100 } });
  const trendWindow = failureTrendWindow(now);
  const failures = await mockAnswers().getTestStat({ path: { ...path, stat: 'failure_count' }, query: trendWindow });
  const runs = executions.data.executions.find((entry) => entry.pipeline_name === row.pipeline_name && entry.job_name === row.job_name);
  return {
    runs: countFormat.format(runs?.executions_count ?? 0),
    failureRatio: formatRatio(details.failure_ratio),
    flakinessRatio: formatRatio(details.flakiness_ratio),
    lastFailureAt: details.last_failure_at,
    trend: describeFailureTrend(failuresPerDay(trendWindow, failures.value_over_time)),
  };
}

test.describe('test search', () => {
  test('opens on the unhealthy tests by impact, the rows on screen filled with their tests’ figures', async ({ page }) => {
    test.setTimeout(60_000);
    const counts = await healthCounts();
    const opening = (await searchTests({ ...UNHEALTHY, sort: 'failed_executions_impact', direction: 'desc', per_page: 25 })).data;
    const asked = new Set<string>();
    page.on('request', (request) => {
      const match = /\/tests\/([0-9a-f-]{36})(?:\/|$)/.exec(new URL(request.url()).pathname);
      if (match?.[1]) asked.add(match[1]);
    });

    await page.goto(SEARCH);
    await expectTabs(page, counts, 'Unhealthy');
    const table = page.getByRole('table', { name: 'Tests, sorted by Impact, descending' });
    await expect(table).toBeVisible(COLD_START);
    await expect(range(page)).toHaveText(firstPageText(opening.total));
    await expect(table.getByRole('columnheader')).toHaveText(
      ['Name', 'Job', 'Health', 'Impact', 'Runs', 'Failure ratio', 'Flakiness', 'Last failure', 'Failures, 14 d'].map((label) => new RegExp(`^${label}`)),
    );
    await expect(page.getByRole('columnheader', { name: /^Impact/ })).toHaveAttribute('aria-sort', 'descending');

    // The first three rows are on screen: each shows its test's own figures.
    for (const [index, row] of opening.tests.slice(0, 3).entries()) {
      const figures = await rowFigures(row);
      const cells = table.getByRole('row').nth(index + 1).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(row.test_name);
      await expect(cells.nth(4)).toHaveText(figures.runs);
      await expect(cells.nth(5)).toHaveText(figures.failureRatio);
      await expect(cells.nth(6)).toHaveText(figures.flakinessRatio);
      if (figures.lastFailureAt === null) await expect(cells.nth(7)).toHaveText('None');
      else await expect(cells.nth(7).locator('time')).toHaveAttribute('datetime', figures.lastFailureAt);
      await expect(cells.nth(8).getByRole('img')).toHaveAccessibleName(figures.trend);
      await expect(cells.nth(8).locator('rect')).toHaveCount(14);
    }

    // The last row is far below: its test is asked about only once it comes on screen.
    const last = opening.tests.at(-1);
    if (last === undefined) throw new Error('the opening page is empty');
    const lastOnly = opening.tests.every((row) => row.test_id !== last.test_id || row === last);
    if (lastOnly) expect(asked.has(last.test_id)).toBe(false);
    const lastRow = table.getByRole('row').nth(opening.tests.length);
    await lastRow.scrollIntoViewIfNeeded();
    const lastFigures = await rowFigures(last);
    await expect(lastRow.getByRole('cell').nth(5)).toHaveText(lastFigures.failureRatio);
    await expect(lastRow.getByRole('cell').nth(8).getByRole('img')).toHaveAccessibleName(lastFigures.trend);
    expect(asked.has(last.test_id)).toBe(true);

    // The other tabs are a click away; "All" is every test, said in the URL.
    await page.getByRole('tab', { name: /^All / }).click();
    await expectRoute(page, SEARCH, EVERY_TEST);
    await expect(range(page)).toHaveText(firstPageText(counts.flaky + counts.broken + counts.healthy));
  });

  test('the column picker shows and hides columns, kept in the URL', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(SEARCH);
    const table = page.getByRole('table', { name: /^Tests, sorted by/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible(COLD_START);
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByRole('button', { name: 'Columns' })).toHaveAttribute('aria-expanded', 'true');
    const choice = page.getByRole('group', { name: 'Columns shown' });
    await choice.getByRole('checkbox', { name: 'Pipeline' }).check();
    await expectRoute(page, SEARCH, { hide: ['confidence'] });
    await choice.getByRole('checkbox', { name: 'Flakiness' }).uncheck();
    await expectRoute(page, SEARCH, { hide: ['confidence', 'flakinessRatio'] });
    const headers = ['Name', 'Pipeline', 'Job', 'Health', 'Impact', 'Runs', 'Failure ratio', 'Last failure', 'Failures, 14 d'];
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
    // The page's default order: highest impact first.
    const highestImpactFlaky = (await searchTests({ ...flaky, sort: 'failed_executions_impact', direction: 'desc', per_page: 25 })).data;
    const ciCounts = await healthCounts({ pipeline_name: [PIPELINE] });
    const globCounts = await healthCounts({ pipeline_name: [PIPELINE], test_name: ['tests/*'] });
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
      await expectTabs(page, everyHealth, 'Flaky');
      await expect(range(page)).toHaveText(firstPageText(highestImpactFlaky.total));
      await expect(rows(page)).toHaveCount(highestImpactFlaky.size + 1);
      await expect(firstRowLink(page)).toHaveText(highestImpactFlaky.tests[0]?.test_name ?? '');
      await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    };
    await flakyView();
    await reloadAndCheck(page, flakyView);

    // Narrow by pipeline: "only ci".
    const pipeline = page.getByRole('group', { name: 'Pipeline' });
    await pipeline.getByRole('button', { name: `Only ${PIPELINE}` }).click();
    await expectRoute(page, SEARCH, { health: ['flaky'], pipeline: [PIPELINE] });
    const ciView = async () => {
      await expectTabs(page, ciCounts, 'Flaky');
      await expect(range(page)).toHaveText(firstPageText(ciCounts.flaky));
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
      await expectTabs(page, globCounts, 'Flaky');
      await expect(range(page)).toHaveText(firstPageText(globCounts.flaky));
    };
    await globView();
    await reloadAndCheck(page, globView);

    // Sort by name (column header), then show 10 a page.
    await page.getByRole('button', { name: 'Name' }).click();
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
    const counts = await healthCounts();
    const allButHealthy = await totalOf({ health_status_exclude: ['healthy'] });
    await page.goto(SEARCH);
    await expectTabs(page, counts, 'Unhealthy');
    await page.getByRole('tab', { name: /^All / }).click();
    await expectRoute(page, SEARCH, EVERY_TEST);
    await expectTabs(page, counts, 'All');
    const health = page.getByRole('group', { name: 'Health' });
    // The box follows the URL, which changes right after the click.
    await health.getByRole('checkbox', { name: 'Healthy' }).click();
    await expect(health.getByRole('checkbox', { name: 'Healthy' })).not.toBeChecked();
    await expectRoute(page, SEARCH, { ...EVERY_TEST, notHealth: ['healthy'] });
    await expect(range(page)).toHaveText(firstPageText(allButHealthy));
    await expect(health.getByText('All but Healthy')).toBeVisible();
    // No tab stands for "all but healthy".
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);
    await page.getByRole('tab', { name: `Broken ${countFormat.format(counts.broken)}` }).click();
    await expectRoute(page, SEARCH, { health: ['broken'] });
    await expect(health.getByRole('checkbox', { name: 'Broken' })).toBeChecked();
    await expect(health.getByRole('checkbox', { name: 'Flaky' })).not.toBeChecked();
  });

  test('sorts with the Sort by menu, both ways', async ({ page }) => {
    await page.goto(`${SEARCH}?health=${encodeURIComponent(JSON.stringify(['flaky']))}`);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Failure ratio' });
    await expectRoute(page, SEARCH, { health: ['flaky'], sort: 'failed_executions_ratio' });
    await expect(page.getByRole('table', { name: 'Tests, sorted by Failure ratio, descending' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Sort direction' }).getByText('Ascending').click();
    await expectRoute(page, SEARCH, { health: ['flaky'], sort: 'failed_executions_ratio', dir: 'asc' });
    await expect(page.getByRole('table', { name: 'Tests, sorted by Failure ratio, ascending' })).toBeVisible();
  });

  test('an exact name that matches nothing offers the contains-search', async ({ page }) => {
    expect(await totalOf({ ...UNHEALTHY, test_name: ['checkout'] })).toBe(0);
    const containing = await totalOf({ ...UNHEALTHY, test_name: ['*checkout*'] });
    const all = await totalOf();
    await page.goto(`${SEARCH}?name=${encodeURIComponent(JSON.stringify(['checkout']))}`);
    await expect(page.getByText('No tests match these filters')).toBeVisible(COLD_START);
    await expect(page.getByText(/A name without \* or \? matches only a test with exactly that name/)).toBeVisible();
    await page.getByRole('button', { name: 'Search names containing “checkout”' }).click();
    await expectRoute(page, SEARCH, { name: ['*checkout*'] });
    await expect(range(page)).toHaveText(firstPageText(containing));
    // No filter at all: every test, health included (the page's default is itself a health filter).
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expectRoute(page, SEARCH, EVERY_TEST);
    await expect(range(page)).toHaveText(firstPageText(all));
  });

  test('a page link that no longer fits the search offers the first page', async ({ page }) => {
    const all = await totalOf(UNHEALTHY);
    await page.goto(`${SEARCH}?cursor=%22not-a-cursor%22&page=3`);
    const alert = page.getByRole('alert').filter({ hasText: 'This page link no longer applies' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Go to the first page' }).click();
    await expectRoute(page, SEARCH);
    await expect(range(page)).toHaveText(firstPageText(all));
  });

  test('an unknown repository says so, with a way back', async ({ page }) => {
    await page.goto(`/${unknown.owner}/${unknown.name}/tests`);
    await expect(page.getByRole('heading', { name: 'Repository not found' })).toBeVisible();
    await expect(page.getByText(new RegExp(`The API does not know ${unknown.owner}/${unknown.name} \\(Repository not found\\)`))).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expectRoute(page, OVERVIEW);
  });

  test('one page load asks each question once: the results first, then the sidebar', async ({ page }) => {
    // The All tab: no health filter, so two counts follow from the results' total.
    const all = await totalOf();
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // Search's own questions (each row's per-test figures are another journey's).
      if (url.pathname.startsWith('/v1/') && url.pathname.endsWith('/search/tests')) requests.push(url);
    });
    await page.goto(`${SEARCH}?health=${encodeURIComponent(JSON.stringify([]))}`);
    await expect(range(page)).toHaveText(firstPageText(all), COLD_START);
    // Each walk shows its values once its last request has answered; the derived counts once the results have.
    await expect(page.getByRole('group', { name: 'Pipeline' }).getByRole('checkbox', { name: PIPELINE, exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Job' }).getByRole('button', { name: /^Show \d+ more$/ })).toBeVisible();
    const counts = await healthCounts();
    await expect(page.getByRole('tab', { name: `Healthy ${countFormat.format(counts.healthy)}`, exact: true })).toBeVisible();
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
      const flakyOnCi = await totalOf({ health_status: ['flaky'], pipeline_name: [PIPELINE] });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${SEARCH}?health=${encodeURIComponent(JSON.stringify(['flaky']))}&pipeline=${encodeURIComponent(JSON.stringify([PIPELINE]))}`);
      await expect(range(page)).toHaveText(firstPageText(flakyOnCi));
      await expect(page.getByRole('group', { name: 'Job' }).getByText(JOB)).toBeVisible();
      await page.screenshot({ path: screenshotPath(`test-search-${scheme}.png`), fullPage: true });
    });
  }
});
