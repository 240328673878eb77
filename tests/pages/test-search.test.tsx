// @vitest-environment jsdom
// Test search as a user opens it: the real route (URL schema, loader) and page over the mock backend.
// Every figure expected here is asked of the same mock through the client, never written down.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import type { SearchTestsQuery } from '@/api/types';
import { HEALTH_LABELS, HEALTH_SCAN_ORDER } from '@/domain/tests/health';
import { setUpMockApi } from '@/testing/mock-api';
import { FIXTURE_TESTS, REPOSITORIES } from '../../mocks/fixtures';
import { renderAppPage, routeOf } from './support/render-app-page';

const { mock, api } = setUpMockApi();
afterEach(cleanup);

const REPO = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const PAGE = `/${REPO.owner}/${REPO.repo}/tests`;
const url = (search: Record<string, unknown> = {}) =>
  `${PAGE}${Object.keys(search).length === 0 ? '' : '?'}${new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, JSON.stringify(value)]),
  ).toString()}`;

const countFormat = new Intl.NumberFormat('en-US');

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
  it('shows tabs, facets and rows the loader asked for, each question asked once', async () => {
    const requests: URL[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url));
    mock.server.events.on('request:start', record);
    const total = await totalOf();
    const byHealth = await Promise.all(HEALTH_SCAN_ORDER.map(async (health) => [health, await totalOf({ health_status: [health] })] as const));
    const ciCount = await totalOf({ pipeline_name: ['ci'] });
    requests.length = 0;

    const { queryClient } = renderAppPage(PAGE);
    await expectPageLoaded(rangeLabel(1, Math.min(25, total), total));

    // The loader waits for the results only; the tabs' counts fill in after.
    for (const [health, count] of byHealth) expect(await screen.findByRole('tab', { name: `${HEALTH_LABELS[health]} ${countFormat.format(count)}` })).toBeTruthy();
    const all = byHealth.reduce((sum, [, count]) => sum + count, 0);
    expect((await screen.findByRole('tab', { name: `All ${countFormat.format(all)}` })).getAttribute('aria-selected')).toBe('true');
    const table = screen.getByRole('table', { name: 'Tests, sorted by Executions, descending' });
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(25, total) + 1);

    const pipeline = await screen.findByRole('group', { name: 'Pipeline' });
    await waitFor(() => expect(within(pipeline).getByRole('checkbox', { name: 'ci', description: countFormat.format(ciCount) })).toBeTruthy());

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    mock.server.events.removeListener('request:start', record);
    // Loader and components read the same queries: nothing is asked twice.
    const asked = requests.map((request) => request.pathname + request.search);
    expect(new Set(asked).size).toBe(asked.length);
    // 1 results page + 7 one-row counts (health, confidence, impact × 3 values, less the healthy tab and
    // low confidence: every test has one health and one confidence, so those are the results' total
    // minus the other two) + the pipeline and job walks.
    const perPage = (value: string) => requests.filter((request) => request.searchParams.get('per_page') === value);
    expect(perPage('25')).toHaveLength(1);
    expect(perPage('1')).toHaveLength(7);
    const walks = requests.filter((request) => ['pipeline_name', 'job_name'].includes(request.searchParams.get('sort') ?? ''));
    expect(new Set(walks.map((request) => request.searchParams.get('sort')))).toEqual(new Set(['pipeline_name', 'job_name']));
    expect(requests).toHaveLength(1 + 7 + walks.length);
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
    const byName = async (direction: 'asc' | 'desc') => (await search({ sort: 'test_name', direction, per_page: 25 })).data.tests[0]?.test_name;
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
    const first = await search({ per_page: 10 });
    const total = first.data.total;
    const nextCursor = first.links.next?.cursor;
    if (nextCursor === undefined || nextCursor === null) throw new Error('the mock has fewer than two pages of tests');
    const second = await search({ per_page: 10, cursor: nextCursor });
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
    const containing = await totalOf({ test_name: ['*checkout*'] });
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
    const total = await totalOf();
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
