// @vitest-environment jsdom
// Test search as a user opens it: the real route (URL schema, loader) and page over the mock backend.
// Every figure expected here is asked of the same mock through the client, never written down.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import type { SearchTestsQuery, TestSearchResult } from '@/api/types';
import { matchesFacets } from '@/domain/tests/test-facets';
import { toSearchTestsQuery, type TestFilters } from '@/domain/tests/test-filters';
import { HEALTH_LABELS, HEALTH_SCAN_ORDER } from '@/domain/tests/health';
import { describeFailureTrend, failuresPerDay, failureTrendWindow } from '@/features/test-search/lib/row-insight-windows';
import { formatRatio } from '@/lib/format';
import { setUpMockApi } from '../mock-kit/mock-api';
import { FIXTURE_NOW, FIXTURE_TESTS, REPOSITORIES } from '../../mocks/fixtures';
import { renderAppPage } from '../mock-kit/render-app';
import { routeOf } from '../mock-kit/route-of';

const { mock, api } = setUpMockApi();
afterEach(() => {
  cleanup();
  mock.server.resetHandlers(); // a test's own answers end with it
});
// The page's per-row windows end "now": the mock's clock, so they hold the seeded runs. Only Date is
// pinned; timers run as usual.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(FIXTURE_NOW) });
});
afterAll(() => {
  vi.useRealTimers();
});

const REPO = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const PAGE = `/${REPO.owner}/${REPO.repo}/tests`;
const url = (search: Record<string, unknown> = {}) =>
  `${PAGE}${Object.keys(search).length === 0 ? '' : '?'}${new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, JSON.stringify(value)]),
  ).toString()}`;

const countFormat = new Intl.NumberFormat('en-US');
/** The unhealthy tests the page opens on (ranked per test there), highest impact first as the identity view sorts them. */
const OPENING: SearchTestsQuery = { health_status: ['flaky', 'broken'], sort: 'failed_executions_impact', direction: 'desc' };
/** The identity view (a page of pipeline and job rows, sorted by the API): any sort but the per-test ranking. */
const BY_IMPACT = { sort: 'failed_executions_impact' };
/** Every test, as the "All" tab and links that mean every test ask (`health=[]`). */
const EVERY_TEST = { health: [] };

/** One page of the mock's search answer. */
const search = (query: SearchTestsQuery) => api.searchTests({ path: repositoryPath(REPO), query });
const totalOf = async (query: SearchTestsQuery = {}) => (await search({ ...query, per_page: 1 })).data.total;
/** The range label of a page: "1–25 of 537 test–job pairs". */
const rangeLabel = (first: number, size: number, total: number) =>
  `${countFormat.format(first)}–${countFormat.format(first + size - 1)} of ${countFormat.format(total)} test–job pairs`;

async function expectPageLoaded(expectedRange: string) {
  expect(await screen.findByText(expectedRange, {}, { timeout: 10_000 })).toBeTruthy();
}

type Identity = {
  test_id: string;
  test_name: string;
  metrics: { health_status: string; failed_executions_count?: number; executions_count?: number };
};
const SEVERITY = ['healthy', 'flaky', 'broken'];

/** Every identity the mock finds for a query, page after page (per_page 100): the pages asked, too. */
async function everyIdentity(query: SearchTestsQuery = {}) {
  const identities: Identity[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const answer = await search({ ...query, per_page: 100, ...(cursor === undefined ? {} : { cursor }) });
    identities.push(...answer.data.tests);
    cursor = answer.links.next?.cursor ?? undefined;
    pages += 1;
  } while (cursor !== undefined);
  return { identities, pages };
}

/**
 * Each test with its failed runs and runs over the lookback, its identities added up, and its health,
 * its worst identity's; most failed runs first (then runs, then name).
 */
function expectedRanking(identities: readonly Identity[]) {
  const tests = new Map<string, { name: string; failed: number; runs: number; health: string; pairs: number }>();
  for (const row of identities) {
    const entry = tests.get(row.test_id) ?? { name: row.test_name, failed: 0, runs: 0, health: 'healthy', pairs: 0 };
    entry.failed += row.metrics.failed_executions_count ?? Number.NaN;
    entry.runs += row.metrics.executions_count ?? Number.NaN;
    entry.pairs += 1;
    if (SEVERITY.indexOf(row.metrics.health_status) > SEVERITY.indexOf(entry.health)) entry.health = row.metrics.health_status;
    tests.set(row.test_id, entry);
  }
  return [...tests.values()].sort((a, b) => b.failed - a.failed || b.runs - a.runs || (a.name < b.name ? -1 : 1));
}
const testsOf = (ranking: ReturnType<typeof expectedRanking>, healths: readonly string[]) =>
  ranking.filter((entry) => healths.includes(entry.health));
const pairsOf = (tests: ReturnType<typeof expectedRanking>) => tests.reduce((sum, entry) => sum + entry.pairs, 0);
const testsText = (count: number) => `${countFormat.format(count)} ${count === 1 ? 'test' : 'tests'}`;
const pairsText = (count: number) => `(${countFormat.format(count)} ${count === 1 ? 'test–job pair' : 'test–job pairs'})`;
/** The ranking's page bar: "1–25 of 40 tests (55 test–job pairs)", pairs counted over every page. */
const rankedRange = (tests: ReturnType<typeof expectedRanking>, page = 1, perPage = 25) => {
  const first = (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, tests.length);
  return `${countFormat.format(first)}–${countFormat.format(last)} of ${testsText(tests.length)} ${pairsText(pairsOf(tests))}`;
};

describe('test search page', () => {
  it('opens on the unhealthy tests ranked by failed runs, each test as healthy as its worst identity', async () => {
    const requests: URL[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url));
    mock.server.events.on('request:start', record);
    const { identities, pages } = await everyIdentity();
    const everyTest = expectedRanking(identities);
    const ranking = testsOf(everyTest, ['flaky', 'broken']);
    const ciCount = await totalOf({ ...OPENING, pipeline_name: ['ci'] });
    const healthyPairs = await totalOf({ health_status: ['healthy'] });
    requests.length = 0;

    const { queryClient, route } = renderAppPage(PAGE);
    expect(await screen.findByText(rankedRange(ranking), {}, { timeout: 10_000 })).toBeTruthy();
    expect(route().search).toEqual({});
    const table = screen.getByRole('table', { name: 'Tests, sorted by Failed runs, 7 d, per test, descending' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(ranking.length).toBeGreaterThan(25); // a page of the ranking at a time
    expect(rows).toHaveLength(25);
    for (const [index, expected] of ranking.slice(0, 5).entries()) {
      const cells = within(rows[index] as HTMLElement).getAllByRole('cell');
      expect(cells[0]?.textContent).toBe(expected.name);
      expect(cells[2]?.textContent).toBe(HEALTH_LABELS[expected.health as 'flaky']);
      expect(cells[3]?.textContent).toBe(countFormat.format(expected.failed));
      expect(cells[4]?.textContent).toBe(countFormat.format(expected.runs));
    }

    // The tabs count tests, by each test's own health.
    for (const health of HEALTH_SCAN_ORDER)
      expect(
        await screen.findByRole('tab', { name: `${HEALTH_LABELS[health]} ${testsText(testsOf(everyTest, [health]).length)}` }),
      ).toBeTruthy();
    const unhealthyTab = await screen.findByRole('tab', { name: `Unhealthy ${testsText(ranking.length)}` });
    expect(unhealthyTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: `All ${testsText(everyTest.length)}` })).toBeTruthy();
    const pipeline = await screen.findByRole('group', { name: 'Pipeline' });
    await waitFor(() =>
      expect(within(pipeline).getByRole('checkbox', { name: 'ci', description: countFormat.format(ciCount) })).toBeTruthy(),
    );
    // The sidebar's healthy pairs, ruled out by the tab itself, are counted in the same read.
    const healthFacet = screen.getByRole('group', { name: 'Health' });
    expect(within(healthFacet).getByRole('checkbox', { name: 'Healthy', description: countFormat.format(healthyPairs) })).toBeTruthy();

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    mock.server.events.removeListener('request:start', record);
    // The ranking reads every identity (no health filter): the tabs and facets count in it. No count, no per-test request.
    const asked = requests.map((request) => request.pathname + request.search);
    expect(new Set(asked).size).toBe(asked.length);
    // Beside them, one walk of the quarantines for every row's quarantine badge (one page in the demo).
    expect(requests.filter((request) => request.pathname.endsWith('/quarantines'))).toHaveLength(1);
    const searches = requests.filter((request) => !request.pathname.endsWith('/quarantines'));
    expect(searches.every((request) => request.pathname.endsWith('/search/tests'))).toBe(true);
    expect(
      searches.map((request) => [request.searchParams.get('per_page'), request.searchParams.getAll('health_status').join(',')]),
    ).toEqual(Array.from({ length: pages }, () => ['100', '']));
  });

  it('shows a row’s own runs from search, and its test’s figures when those columns are shown', async () => {
    const [first] = (await search({ ...OPENING, sort: 'failed_executions_impact', per_page: 25 })).data.tests;
    if (first === undefined) throw new Error('the mock has no unhealthy tests');
    const path = { ...repositoryPath(REPO), test_id: first.test_id };
    const now = Date.parse(FIXTURE_NOW);
    const details = await api.getTestDetails({ path });
    const trendWindow = failureTrendWindow(now);
    const failures = await api.getTestStat({ path: { ...path, stat: 'failure_count' }, query: trendWindow });

    renderAppPage(url({ sort: 'failed_executions_impact', hide: ['pipeline', 'confidence'] }));
    const table = await screen.findByRole('table', { name: 'Tests, sorted by Impact, descending' }, { timeout: 10_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers.slice(0, 10)).toEqual([
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
    ]);
    expect(headers[10]).toMatch(/^Test failures per day, 14 done scale, 0–\d+ a day$/);
    const row = within(table).getAllByRole('row')[1];
    if (row === undefined) throw new Error('no first row');
    const cell = (name: string) => row.querySelectorAll('td')[headers.indexOf(name)];
    expect(cell('Failure ratio, 7 d')?.textContent).toBe(formatRatio(first.metrics.failed_executions_ratio ?? -1));
    expect(cell('Runs, 7 d')?.textContent).toBe(countFormat.format(first.metrics.executions_count ?? -1));
    expect(cell('Failed, 7 d')?.textContent).toBe(countFormat.format(first.metrics.failed_executions_count ?? -1));
    await waitFor(() => expect(cell('Test failure ratio, 7 d')?.textContent).toBe(formatRatio(details.failure_ratio)));
    expect(cell('Test flakiness, 7 d')?.textContent).toBe(formatRatio(details.flakiness_ratio));
    const trend = await within(row).findByRole('img');
    expect(trend.getAttribute('aria-label')).toBe(describeFailureTrend(failuresPerDay(trendWindow, failures.value_over_time)));
    expect(trend.querySelectorAll('rect')).toHaveLength(14);
    expect(cell('Test’s last failure')?.querySelector('time')?.getAttribute('dateTime')).toBe(details.last_failure_at);
  });

  it('shows and hides columns with the column picker, in the URL', async () => {
    const { route } = renderAppPage(url(BY_IMPACT));
    await screen.findByRole('table', { name: /^Tests, sorted by/ }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // By label (a role query over the whole page is slow here): the column's checkbox, not a facet's.
    const checkbox = (label: string) =>
      screen.findByLabelText<HTMLInputElement>(label, { selector: 'input[type=checkbox]' }, { timeout: 10_000 });
    const headers = () =>
      [...screen.getByRole('table', { name: /^Tests, sorted by/ }).querySelectorAll('th')].map((header) => header.textContent);
    const confidence = await checkbox('Confidence');
    expect(confidence.checked).toBe(false);
    fireEvent.click(confidence);
    await waitFor(() =>
      expect(route().search).toEqual({ ...BY_IMPACT, hide: ['failureRatio', 'flakinessRatio', 'lastFailure', 'failureTrend'] }),
    );
    await waitFor(() => expect(headers()).toContainEqual(expect.stringMatching(/^Confidence/)));
    fireEvent.click(await checkbox('Failed, 7 d'));
    await waitFor(() =>
      expect(route().search).toEqual({
        ...BY_IMPACT,
        hide: ['failedRuns', 'failureRatio', 'flakinessRatio', 'lastFailure', 'failureTrend'],
      }),
    );
    await waitFor(() => expect(headers()).not.toContainEqual(expect.stringMatching(/^Failed, 7 d/)));
    expect(confidence.checked).toBe(true);
  });

  it('ranks every test on the All tab, said in the URL as an empty health list', async () => {
    const everyTest = expectedRanking((await everyIdentity()).identities);
    const { route } = renderAppPage(PAGE);
    fireEvent.click(await screen.findByRole('tab', { name: /^All/ }, { timeout: 10_000 }));
    await waitFor(() => expect(route().search).toEqual(EVERY_TEST));
    expect(await screen.findByText(rankedRange(everyTest), {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/Ranked among/)).toBeNull();

    // Its pages follow the ranking, in the URL; the last holds the rest.
    const table = screen.getByRole('table', { name: /^Tests, sorted by/ });
    const firstNames = (count: number) =>
      within(table)
        .getAllByRole('row')
        .slice(1, count + 1)
        .map((row) => row.querySelector('td')?.textContent);
    expect(firstNames(25)).toEqual(everyTest.slice(0, 25).map((entry) => entry.name));
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(route().search).toEqual({ ...EVERY_TEST, page: 2 }));
    expect(await screen.findByText(rankedRange(everyTest, 2))).toBeTruthy();
    expect(firstNames(25)).toEqual(everyTest.slice(25, 50).map((entry) => entry.name));
    const last = Math.ceil(everyTest.length / 25);
    cleanup();
    renderAppPage(url({ ...EVERY_TEST, page: last }));
    expect(await screen.findByText(rankedRange(everyTest, last), {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('counts the tabs by pairs when the repository holds more pairs than the ranking reads', async () => {
    const { identities } = await everyIdentity();
    const healthy = await totalOf({ health_status: ['healthy'] });
    const claimed = 1500; // more than the ranking reads (1,000): its pages below repeat the mock's pairs
    mock.server.use(
      http.get('*/search/tests', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('per_page') !== '100') return undefined; // counts answer as usual
        const page = Number(url.searchParams.get('cursor') ?? 0);
        const tests = identities.slice((page * 100) % identities.length).slice(0, 100);
        url.searchParams.set('cursor', String(page + 1));
        const next = (page + 1) * 100 < claimed ? { Link: `<${url.href}>; rel="next"` } : undefined;
        return HttpResponse.json({ tests, total: claimed }, { headers: next });
      }),
    );
    renderAppPage(url(EVERY_TEST));
    expect(
      await screen.findByText(/Ranked among the [\d,]+ test–job pairs with the highest failure ratio/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    // Not every pair was read, so the tabs cannot count tests: they ask the service for each health's pairs.
    expect(
      await screen.findByRole('tab', { name: `Healthy ${countFormat.format(healthy)} test–job pairs` }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('narrows with a facet and switches tab, keeping the URL as the state', async () => {
    const ciTests = expectedRanking((await everyIdentity({ pipeline_name: ['ci'] })).identities);
    const ciHealthy = testsOf(ciTests, ['healthy']);
    const ciFlaky = testsOf(ciTests, ['flaky']);
    const opening = testsOf(expectedRanking((await everyIdentity()).identities), ['flaky', 'broken']);
    const { route } = renderAppPage(PAGE);
    await expectPageLoaded(rankedRange(opening));

    const asked: URL[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url));
    mock.server.events.on('request:start', record);
    const pipeline = await screen.findByRole('group', { name: 'Pipeline' }, { timeout: 10_000 });
    fireEvent.click(await within(pipeline).findByRole('button', { name: 'Only ci' }));
    await waitFor(() => expect(route()).toEqual({ path: PAGE, search: { pipeline: ['ci'] } }));
    expect(await screen.findByRole('tab', { name: `Healthy ${testsText(ciHealthy.length)}` })).toBeTruthy();
    mock.server.events.removeListener('request:start', record);
    // The narrower ranking and its tab counts are kept from the whole read on hand; only the pipeline list is walked.
    const searched = asked.filter((url) => url.pathname.endsWith('/search/tests'));
    expect(searched.filter((url) => url.searchParams.get('sort') !== 'pipeline_name').map(String)).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: `Flaky ${testsText(ciFlaky.length)}` }));
    await waitFor(() => expect(route()).toEqual({ path: PAGE, search: { pipeline: ['ci'], health: ['flaky'] } }));
    expect(await screen.findByText(rankedRange(ciFlaky), {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('sorts by a column header, flipping direction on a second click', async () => {
    const byName = async (direction: 'asc' | 'desc') =>
      (await search({ ...OPENING, sort: 'test_name', direction, per_page: 25 })).data.tests[0]?.test_name;
    const [firstAscending, firstDescending] = [await byName('asc'), await byName('desc')];
    const { route } = renderAppPage(url(BY_IMPACT));
    fireEvent.click(await screen.findByRole('button', { name: /^Name/ }, { timeout: 10_000 }));
    await waitFor(() => expect(route().search).toEqual({ sort: 'test_name', dir: 'asc' }));
    const table = await screen.findByRole('table', { name: 'Tests, sorted by Name, ascending' });
    expect(screen.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toContain(firstAscending));

    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    // Descending is the default direction, so the URL leaves it out.
    await waitFor(() => expect(route().search).toEqual({ sort: 'test_name' }));
    const descending = await screen.findByRole('table', { name: 'Tests, sorted by Name, descending' });
    await waitFor(() => expect(within(descending).getAllByRole('row')[1]?.textContent).toContain(firstDescending));
  });

  it('pages with the cursor links and labels the range from the page index', async () => {
    const first = await search({ ...OPENING, per_page: 10 });
    const total = first.data.total;
    const nextCursor = first.links.next?.cursor;
    if (nextCursor === undefined || nextCursor === null) throw new Error('the mock has fewer than two pages of tests');
    const second = await search({ ...OPENING, per_page: 10, cursor: nextCursor });
    const { route } = renderAppPage(url({ ...BY_IMPACT, perPage: 10 }));
    await expectPageLoaded(rangeLabel(1, 10, total));

    const next = screen.getByRole('link', { name: 'Next' });
    expect(routeOf(next.getAttribute('href') ?? '').search).toEqual({ ...BY_IMPACT, perPage: 10, cursor: nextCursor, page: 2 });
    fireEvent.click(next);
    await expectPageLoaded(rangeLabel(11, second.data.size, total));
    expect(route().search).toEqual({ ...BY_IMPACT, perPage: 10, cursor: nextCursor, page: 2 });
    const table = screen.getByRole('table', { name: /^Tests, sorted by/ });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain(second.data.tests[0]?.test_name);

    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await expectPageLoaded(rangeLabel(1, 10, total));
    expect(route().search).toEqual({ ...BY_IMPACT, perPage: 10 });
  });

  it('says when nothing matches and offers a contains-search for a plain word', async () => {
    expect(await totalOf({ test_name: ['checkout'] })).toBe(0);
    const containing = testsOf(expectedRanking((await everyIdentity({ test_name: ['*checkout*'] })).identities), ['flaky', 'broken']);
    const { route } = renderAppPage(url({ name: ['checkout'] }));
    expect(await screen.findByText('No tests match these filters', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search names containing “checkout”' }));
    await waitFor(() => expect(route().search).toEqual({ name: ['*checkout*'] }));
    expect(await screen.findByText(rankedRange(containing), {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('links each row to its test page', async () => {
    const { flaky } = FIXTURE_TESTS;
    renderAppPage(url({ ...BY_IMPACT, name: [flaky.testName] }));
    const links = await screen.findAllByRole('link', { name: flaky.testName }, { timeout: 10_000 });
    // One row per identity (pipeline and job), all leading to the same test.
    expect(links).toHaveLength(flaky.identities.length);
    for (const link of links) expect(link.getAttribute('href')).toBe(`${PAGE}/${flaky.testId}`);
  });

  it('says a repository does not exist, from the loader', async () => {
    const { unknown } = REPOSITORIES;
    renderAppPage(`/${unknown.owner}/${unknown.name}/tests`);
    expect(await screen.findByRole('heading', { name: 'Repository not found' }, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('test search page errors', () => {
  it('says what failed and retries just the results', async () => {
    const opening = testsOf(expectedRanking((await everyIdentity()).identities), ['flaky', 'broken']);
    let failing = true;
    mock.server.use(
      http.get('*/search/tests', ({ request }) => {
        // The ranking's requests only (100 rows): counts and walks answer as usual.
        if (failing && new URL(request.url).searchParams.get('per_page') === '100') {
          return HttpResponse.json({ detail: 'Service Unavailable' }, { status: 503 });
        }
        return undefined;
      }),
    );
    renderAppPage(PAGE);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('The server failed')).toBeTruthy();
    expect(within(alert).getByText('The server failed (503: Service Unavailable). Try again in a moment.')).toBeTruthy();
    // The counts still answer (the one usually derived from the results' total is asked for instead).
    expect(await screen.findByRole('tab', { name: /^All / })).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(rankedRange(opening), {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('a narrower read kept from a whole one', () => {
  it('keeps exactly the identities search keeps under each facet filter, a null impact matching no impact value', async () => {
    const keys = (tests: readonly TestSearchResult[]) =>
      tests.map((test) => `${test.test_id} ${test.pipeline_name} ${test.job_name}`).sort();
    const whole = (await everyIdentity()).identities as TestSearchResult[];
    const cases: Partial<TestFilters>[] = [
      { pipeline: ['ci'] },
      { notImpact: ['high'] },
      { impact: ['low', 'high'], notConfidence: ['low'] },
      { health: ['flaky', 'broken'], notPipeline: ['ci'] },
      { confidence: ['medium'], notHealth: ['healthy'] },
    ];
    for (const filters of cases) {
      const searched = (await everyIdentity(toSearchTestsQuery(filters))).identities as TestSearchResult[];
      expect(searched.length).toBeGreaterThan(0);
      expect(keys(whole.filter((identity) => matchesFacets(identity, filters)))).toEqual(keys(searched));
    }
  });
});
