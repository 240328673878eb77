// @vitest-environment jsdom
// Test search as a user opens it: the real route (URL schema, loader) and page over the mock backend.
// Every figure expected here is asked of the same mock through the client, never written down.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import type { SearchTestsQuery } from '@/api/types';
import { HEALTH_LABELS, HEALTH_SCAN_ORDER } from '@/domain/tests/health';
import { describeFailureTrend } from '@/features/test-search/lib/failure-trend-label';
import { failuresPerDay, failureTrendWindow, lookbackWindow } from '@/features/test-search/lib/row-insight-windows';
import { formatRatio } from '@/lib/format-ratio';
import { setUpMockApi } from '@/testing/mock-api';
import { FIXTURE_NOW, FIXTURE_TESTS, REPOSITORIES } from '../../mocks/fixtures';
import { renderAppPage, routeOf } from './support/render-app-page';

const { mock, api } = setUpMockApi();
afterEach(cleanup);
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
/** What the page opens on: the unhealthy tests, highest impact first. */
const OPENING: SearchTestsQuery = { health_status: ['flaky', 'broken'], sort: 'failed_executions_impact', direction: 'desc' };
/** Every test, as the "All" tab and links that mean every test ask (`health=[]`). */
const EVERY_TEST = { health: [] };

/** One page of the mock's search answer. */
const search = (query: SearchTestsQuery) => api.searchTests({ path: repositoryPath(REPO), query });
const totalOf = async (query: SearchTestsQuery = {}) => (await search({ ...query, per_page: 1 })).data.total;
/** The range label of a page: "1–25 of 537 tests". */
const rangeLabel = (first: number, size: number, total: number) =>
  `${countFormat.format(first)}–${countFormat.format(first + size - 1)} of ${countFormat.format(total)} tests`;

async function expectPageLoaded(expectedRange: string) {
  expect(await screen.findByText(expectedRange, {}, { timeout: 10_000 })).toBeTruthy();
}

describe('test search page', () => {
  it('opens on the unhealthy tests by impact, with tabs, facets and rows each asked for once', async () => {
    const requests: URL[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url));
    mock.server.events.on('request:start', record);
    const total = await totalOf(OPENING);
    const firstPage = (await search({ ...OPENING, per_page: 25 })).data.tests;
    const byHealth = await Promise.all(HEALTH_SCAN_ORDER.map(async (health) => [health, await totalOf({ health_status: [health] })] as const));
    const count = (health: string) => byHealth.find(([entry]) => entry === health)?.[1] ?? 0;
    const ciCount = await totalOf({ ...OPENING, pipeline_name: ['ci'] });
    requests.length = 0;

    const { queryClient, route } = renderAppPage(PAGE);
    await expectPageLoaded(rangeLabel(1, Math.min(25, total), total));
    expect(route().search).toEqual({});

    // The loader waits for the results only; the tabs' counts fill in after.
    for (const [health, value] of byHealth) expect(await screen.findByRole('tab', { name: `${HEALTH_LABELS[health]} ${countFormat.format(value)}` })).toBeTruthy();
    const unhealthy = await screen.findByRole('tab', { name: `Unhealthy ${countFormat.format(count('flaky') + count('broken'))}` });
    expect(unhealthy.getAttribute('aria-selected')).toBe('true');
    const all = byHealth.reduce((sum, [, value]) => sum + value, 0);
    expect((await screen.findByRole('tab', { name: `All ${countFormat.format(all)}` })).getAttribute('aria-selected')).toBe('false');
    const table = screen.getByRole('table', { name: 'Tests, sorted by Impact, descending' });
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(25, total) + 1);

    const pipeline = await screen.findByRole('group', { name: 'Pipeline' });
    await waitFor(() => expect(within(pipeline).getByRole('checkbox', { name: 'ci', description: countFormat.format(ciCount) })).toBeTruthy());

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    mock.server.events.removeListener('request:start', record);
    // Loader and components read the same queries: nothing is asked twice.
    const asked = requests.map((request) => request.pathname + request.search);
    expect(new Set(asked).size).toBe(asked.length);
    const searches = requests.filter((request) => request.pathname.endsWith('/search/tests'));
    // 1 results page + 8 one-row counts (health, confidence, impact × 3 values, less low confidence:
    // every test has one confidence, so under the same health filter it is the results' total minus the
    // other two) + the pipeline and job walks.
    const perPage = (value: string) => searches.filter((request) => request.searchParams.get('per_page') === value);
    expect(perPage('25')).toHaveLength(1);
    expect(perPage('1')).toHaveLength(8);
    const walks = searches.filter((request) => ['pipeline_name', 'job_name'].includes(request.searchParams.get('sort') ?? ''));
    expect(new Set(walks.map((request) => request.searchParams.get('sort')))).toEqual(new Set(['pipeline_name', 'job_name']));
    expect(searches).toHaveLength(1 + 8 + walks.length);
    // The rest: each test on the page asked for its details, failures per day and runs, once each.
    const testIds = new Set(firstPage.map((test) => test.test_id));
    const perTest = requests.filter((request) => !request.pathname.endsWith('/search/tests'));
    expect(perTest).toHaveLength(testIds.size * 3);
    for (const testId of testIds) {
      const own = perTest.filter((request) => request.pathname.includes(`/tests/${testId}`)).map((request) => request.pathname.split(testId)[1]);
      expect(own.sort()).toEqual(['', '/executions', '/stats/failure_count']);
    }
  });

  it('fills each row’s runs, ratios and failure trend from its test’s own answers', async () => {
    const [first] = (await search({ ...OPENING, per_page: 25 })).data.tests;
    if (first === undefined) throw new Error('the mock has no unhealthy tests');
    const path = { ...repositoryPath(REPO), test_id: first.test_id };
    const now = Date.parse(FIXTURE_NOW);
    const details = await api.getTestDetails({ path });
    const runs = (await api.listTestExecutions({ path, query: { ...lookbackWindow(now), per_page: 100 } })).data.executions.find(
      (row) => row.pipeline_name === first.pipeline_name && row.job_name === first.job_name,
    );
    const trendWindow = failureTrendWindow(now);
    const failures = await api.getTestStat({ path: { ...path, stat: 'failure_count' }, query: trendWindow });

    renderAppPage(PAGE);
    const table = await screen.findByRole('table', { name: 'Tests, sorted by Impact, descending' }, { timeout: 10_000 });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['Name', 'Job', 'Health', 'Impact', 'Runs', 'Failure ratio', 'Flakiness', 'Last failure', 'Failures, 14 d']);
    const row = within(table).getAllByRole('row')[1];
    if (row === undefined) throw new Error('no first row');
    const cell = (name: string) => row.querySelectorAll('td')[headers.indexOf(name)];
    await waitFor(() => expect(cell('Failure ratio')?.textContent).toBe(formatRatio(details.failure_ratio)));
    expect(cell('Flakiness')?.textContent).toBe(formatRatio(details.flakiness_ratio));
    await waitFor(() => expect(cell('Runs')?.textContent).toBe(countFormat.format(runs?.executions_count ?? 0)));
    const trend = await within(row).findByRole('img');
    expect(trend.getAttribute('aria-label')).toBe(describeFailureTrend(failuresPerDay(trendWindow, failures.value_over_time)));
    expect(trend.querySelectorAll('rect')).toHaveLength(14);
    expect(cell('Last failure')?.querySelector('time')?.getAttribute('dateTime')).toBe(details.last_failure_at);
  });

  it('shows and hides columns with the column picker, in the URL', async () => {
    const { route } = renderAppPage(PAGE);
    await screen.findByRole('table', { name: /^Tests, sorted by/ }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // By label (a role query over the whole page is slow here): the column's checkbox, not a facet's.
    const checkbox = (label: string) => screen.findByLabelText<HTMLInputElement>(label, { selector: 'input[type=checkbox]' }, { timeout: 10_000 });
    const headers = () => [...screen.getByRole('table', { name: /^Tests, sorted by/ }).querySelectorAll('th')].map((header) => header.textContent);
    const confidence = await checkbox('Confidence');
    expect(confidence.checked).toBe(false);
    fireEvent.click(confidence);
    await waitFor(() => expect(route().search).toEqual({ hide: ['pipeline'] }));
    await waitFor(() => expect(headers()).toContainEqual(expect.stringMatching(/^Confidence/)));
    fireEvent.click(await checkbox('Failures, 14 d'));
    await waitFor(() => expect(route().search).toEqual({ hide: ['pipeline', 'failureTrend'] }));
    await waitFor(() => expect(headers()).not.toContainEqual(expect.stringMatching(/^Failures, 14 d/)));
    expect(confidence.checked).toBe(true);
  });

  it('shows every test on the All tab, said in the URL as an empty health list', async () => {
    const total = await totalOf();
    const { route } = renderAppPage(PAGE);
    fireEvent.click(await screen.findByRole('tab', { name: /^All/ }, { timeout: 10_000 }));
    await waitFor(() => expect(route().search).toEqual(EVERY_TEST));
    await expectPageLoaded(rangeLabel(1, Math.min(25, total), total));
  });

  it('narrows with a facet and switches tab, keeping the URL as the state', async () => {
    const ciHealthy = await totalOf({ pipeline_name: ['ci'], health_status: ['healthy'] });
    const ciFlaky = await totalOf({ pipeline_name: ['ci'], health_status: ['flaky'] });
    const { route } = renderAppPage(PAGE);

    const pipeline = await screen.findByRole('group', { name: 'Pipeline' }, { timeout: 10_000 });
    fireEvent.click(await within(pipeline).findByRole('button', { name: 'Only ci' }));
    await waitFor(() => expect(route()).toEqual({ path: PAGE, search: { pipeline: ['ci'] } }));
    expect(await screen.findByRole('tab', { name: `Healthy ${countFormat.format(ciHealthy)}` })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: `Flaky ${countFormat.format(ciFlaky)}` }));
    await waitFor(() => expect(route()).toEqual({ path: PAGE, search: { pipeline: ['ci'], health: ['flaky'] } }));
    await expectPageLoaded(rangeLabel(1, Math.min(25, ciFlaky), ciFlaky));
  });

  it('sorts by a column header, flipping direction on a second click', async () => {
    const byName = async (direction: 'asc' | 'desc') =>
      (await search({ ...OPENING, sort: 'test_name', direction, per_page: 25 })).data.tests[0]?.test_name;
    const [firstAscending, firstDescending] = [await byName('asc'), await byName('desc')];
    const { route } = renderAppPage(PAGE);
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
    const { route } = renderAppPage(url({ perPage: 10 }));
    await expectPageLoaded(rangeLabel(1, 10, total));

    const next = screen.getByRole('link', { name: 'Next' });
    expect(routeOf(next.getAttribute('href') ?? '').search).toEqual({ perPage: 10, cursor: nextCursor, page: 2 });
    fireEvent.click(next);
    await expectPageLoaded(rangeLabel(11, second.data.size, total));
    expect(route().search).toEqual({ perPage: 10, cursor: nextCursor, page: 2 });
    const table = screen.getByRole('table', { name: /^Tests, sorted by/ });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain(second.data.tests[0]?.test_name);

    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await expectPageLoaded(rangeLabel(1, 10, total));
    expect(route().search).toEqual({ perPage: 10 });
  });

  it('says when nothing matches and offers a contains-search for a plain word', async () => {
    expect(await totalOf({ test_name: ['checkout'] })).toBe(0);
    const containing = await totalOf({ ...OPENING, test_name: ['*checkout*'] });
    const { route } = renderAppPage(url({ name: ['checkout'] }));
    expect(await screen.findByText('No tests match these filters', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search names containing “checkout”' }));
    await waitFor(() => expect(route().search).toEqual({ name: ['*checkout*'] }));
    await expectPageLoaded(rangeLabel(1, Math.min(25, containing), containing));
  });

  it('links each row to its test page', async () => {
    const { flaky } = FIXTURE_TESTS;
    renderAppPage(url({ name: [flaky.testName] }));
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
    const total = await totalOf(OPENING);
    let failing = true;
    mock.server.use(
      http.get('*/search/tests', ({ request }) => {
        // The results page only (25 rows): counts and walks answer as usual.
        if (failing && new URL(request.url).searchParams.get('per_page') === '25') {
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
    await expectPageLoaded(rangeLabel(1, Math.min(25, total), total));
  });
});
