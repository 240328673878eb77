// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { fakeSearchApi, searchRow } from '../testing/fake-search-api';
import { renderSearchPage } from '../testing/render-search-page';

afterEach(cleanup);

const rows = [
  searchRow('tests/api/test_cart.py::test_add', 'ci', 'unit', 'flaky', 'high', 'high'),
  searchRow('tests/api/test_cart.py::test_remove', 'ci', 'unit', 'flaky', 'medium', 'medium'),
  searchRow('tests/api/test_pay.py::test_refund', 'ci', 'integration', 'broken', 'high', 'high'),
  searchRow('tests/ui/checkout.spec.ts::pays', 'e2e', 'chromium', 'healthy', 'low'),
  searchRow('tests/ui/checkout.spec.ts::ships', 'e2e', 'firefox', 'healthy', 'medium'),
  searchRow('tests/api/test_cart.py::test_add', 'nightly', 'unit', 'healthy', 'high'),
];

describe('TestSearchPage', () => {
  it('shows tabs, facets and rows from one parallel burst of requests', async () => {
    const { api, calls } = fakeSearchApi(rows);
    await renderSearchPage(api);

    expect(screen.getByRole('tab', { name: 'Flaky 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Broken 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Healthy 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All 6' }).getAttribute('aria-selected')).toBe('true');

    const table = screen.getByRole('table', { name: /^Tests, sorted by Executions/ });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByText('1–6 of 6 tests')).toBeTruthy();

    const pipeline = await screen.findByRole('group', { name: 'Pipeline' });
    await waitFor(() => expect(within(pipeline).getByRole('checkbox', { name: 'ci' })).toBeTruthy());
    expect(within(pipeline).getByText('3')).toBeTruthy();

    // 1 results page + 9 one-row counts (health, confidence, impact × 3) + 1 request per walk (all fits).
    expect(calls).toHaveLength(12);
    expect(calls.filter((call) => call.per_page === 1)).toHaveLength(9);
  });

  it('narrows with a facet and switches tab, keeping the URL as the state', async () => {
    const { api } = fakeSearchApi(rows);
    const { router } = await renderSearchPage(api);

    const pipeline = await screen.findByRole('group', { name: 'Pipeline' });
    fireEvent.click(await within(pipeline).findByRole('button', { name: 'Only ci' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pipeline: ['ci'] }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Healthy 0' })).toBeTruthy());

    fireEvent.click(screen.getByRole('tab', { name: 'Flaky 2' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pipeline: ['ci'], health: ['flaky'] }));
    await waitFor(() => expect(screen.getByText('1–2 of 2 tests')).toBeTruthy());
  });

  it('sorts by a column header, flipping direction on a second click', async () => {
    const { api } = fakeSearchApi(rows);
    const { router } = await renderSearchPage(api);
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'test_name', dir: 'asc' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).toBe('ascending'),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'test_name', dir: 'desc' }));
  });

  it('pages with the cursor links and labels the range from the page index', async () => {
    const { api } = fakeSearchApi(rows);
    await renderSearchPage(api, '/acme/checkout/tests?perPage=10');
    expect(screen.getByText('1–6 of 6 tests')).toBeTruthy();
    cleanup();

    const many = Array.from({ length: 30 }, (_, index) => searchRow(`tests/t_${String(index).padStart(2, '0')}`, 'ci', 'unit', 'flaky'));
    const { api: bigApi } = fakeSearchApi(many);
    const { router } = await renderSearchPage(bigApi, '/acme/checkout/tests?perPage=10');
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toContain('cursor=%2210%22');
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByText('11–20 of 30 tests')).toBeTruthy());
    expect(router.state.location.search).toMatchObject({ cursor: '10', page: 2 });
    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByText('1–10 of 30 tests')).toBeTruthy());
    expect(router.state.location.search).not.toHaveProperty('cursor');
  });

  it('says when nothing matches and offers a contains-search for a plain word', async () => {
    const { api } = fakeSearchApi(rows);
    const { router } = await renderSearchPage(api, '/acme/checkout/tests?name=%5B%22checkout%22%5D');
    expect(screen.getByText('No tests match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search names containing “checkout”' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ name: ['*checkout*'] }));
    await waitFor(() => expect(screen.getByText('1–2 of 2 tests')).toBeTruthy());
  });

  it('links each row to its test page', async () => {
    const { api } = fakeSearchApi(rows);
    await renderSearchPage(api);
    const link = screen.getAllByRole('link', { name: 'tests/api/test_pay.py::test_refund' })[0];
    expect(link?.getAttribute('href')).toBe(`/acme/checkout/tests/${rows[2]?.test_id}`);
  });
});

describe('TestSearchPage errors', () => {
  it('says what failed and retries just the results', async () => {
    const { api } = fakeSearchApi(rows);
    let failing = true;
    const searchTests = api.searchTests;
    const flaky: typeof api = {
      ...api,
      baseUrl: api.baseUrl,
      searchTests: async (args, options) => {
        if (failing && args.query?.per_page === 25) {
          throw new ApiError({
            kind: 'http',
            status: 503,
            detail: null,
            bodyText: 'Service Unavailable',
            retryAfterSeconds: null,
            method: 'GET',
            url: 'https://api.test/v1/ci/acme/repositories/checkout/search/tests',
            message: 'The server failed (503: Service Unavailable). Try again in a moment.',
          });
        }
        return searchTests(args, options);
      },
    };
    await renderSearchPage(flaky);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The server failed')).toBeTruthy();
    expect(within(alert).getByText('The server failed (503: Service Unavailable). Try again in a moment.')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('1–6 of 6 tests')).toBeTruthy());
  });
});
