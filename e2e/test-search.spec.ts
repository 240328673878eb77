import type { Page } from '@playwright/test';
import { expect, test, screenshotPath } from './support/app-test';
import { expectRoute, reloadAndCheck, routeOf } from './support/url-state';

// Figures: the seeded mock (default seed) at E2E_NOW, acme/checkout.

const results = (page: Page) => page.getByRole('table', { name: /^Tests, sorted by/ });
const rows = (page: Page) => results(page).getByRole('row');
const firstRowLink = (page: Page) => rows(page).nth(1).getByRole('link');
const range = (page: Page) => page.getByText(/^\d+–\d+ of \d+ tests$|^\d+ tests$/);

async function expectTabs(page: Page, counts: { flaky: number; broken: number; healthy: number }, selected: string) {
  const tabs = page.getByRole('tablist', { name: 'Health' }).getByRole('tab');
  await expect(tabs).toHaveText(['Flaky', 'Broken', 'Healthy', 'All'].map((label) => new RegExp(`^${label}`)));
  const all = counts.flaky + counts.broken + counts.healthy;
  for (const [name, count] of [['Flaky', counts.flaky], ['Broken', counts.broken], ['Healthy', counts.healthy], ['All', all]] as const) {
    await expect(page.getByRole('tab', { name: `${name} ${count}`, exact: true })).toHaveAttribute(
      'aria-selected',
      name === selected ? 'true' : 'false',
    );
  }
}

const FIRST_BY_NAME = {
  name: 'tests/integration/currency/test_cache.py::TestCurrencyCache::test_reserves_stock_when_stock_is_reserved',
  id: '02ee2844-d42c-569f-af47-cca0e7827cc3',
};
const FIRST_ON_PAGE_2 = 'tests/payments/test_scheduler.py::TestPaymentsScheduler::test_rejects_the_customer_address_for_zero_amount_orders';
const ONLY_ON_PAGE_3 = 'tests/webhooks/test_export.py::TestWebhooksExport::test_captures_the_shipping_label';
const MOST_EXECUTED_FLAKY = 'tests/loyalty/test_calculator.py::TestLoyaltyCalculator::test_captures_the_receipt_email_for_zero_amount_orders';

test.describe('test search', () => {
  test('a developer narrows the flaky tests down, sorts, pages and opens one', async ({ page }) => {
    // A long journey with a reload at every step.
    test.setTimeout(120_000);
    // From the overview's "Flaky" figure to the search.
    await page.goto('/acme/checkout');
    await page.getByRole('link', { name: /^Flaky: 35,/ }).click();
    await expectRoute(page, '/acme/checkout/tests', { health: ['flaky'] });
    await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
    const flakyView = async () => {
      await expectTabs(page, { flaky: 35, broken: 21, healthy: 498 }, 'Flaky');
      await expect(range(page)).toHaveText('1–25 of 35 tests');
      await expect(rows(page)).toHaveCount(26);
      await expect(firstRowLink(page)).toHaveText(MOST_EXECUTED_FLAKY);
      await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    };
    await flakyView();
    await reloadAndCheck(page, flakyView);

    // Narrow by pipeline: "only ci".
    const pipeline = page.getByRole('group', { name: 'Pipeline' });
    await pipeline.getByRole('button', { name: 'Only ci' }).click();
    await expectRoute(page, '/acme/checkout/tests', { health: ['flaky'], pipeline: ['ci'] });
    const ciView = async () => {
      await expectTabs(page, { flaky: 27, broken: 15, healthy: 380 }, 'Flaky');
      await expect(range(page)).toHaveText('1–25 of 27 tests');
      await expect(page.getByRole('group', { name: 'Pipeline' }).getByText('Only ci')).toBeVisible();
    };
    await ciView();
    await reloadAndCheck(page, ciView);

    // And by a name glob.
    const names = page.getByRole('combobox', { name: 'Test name', exact: true });
    await names.fill('tests/*');
    await names.press('Enter');
    await expectRoute(page, '/acme/checkout/tests', { health: ['flaky'], pipeline: ['ci'], name: ['tests/*'] });
    const globView = async () => {
      await expectTabs(page, { flaky: 21, broken: 7, healthy: 197 }, 'Flaky');
      await expect(range(page)).toHaveText('1–21 of 21 tests');
    };
    await globView();
    await reloadAndCheck(page, globView);

    // Sort by name (column header), then show 10 a page.
    await page.getByRole('button', { name: 'Name' }).click();
    await page.getByRole('combobox', { name: 'Tests per page' }).click();
    await page.getByRole('option', { name: '10 per page' }).click();
    const filters = { health: ['flaky'], pipeline: ['ci'], name: ['tests/*'], sort: 'test_name', dir: 'asc', perPage: 10 };
    await expectRoute(page, '/acme/checkout/tests', filters);
    const firstPageUrl = page.url();
    const sortedView = async () => {
      await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
      await expect(range(page)).toHaveText('1–10 of 21 tests');
      await expect(rows(page)).toHaveCount(11);
      await expect(firstRowLink(page)).toHaveText(FIRST_BY_NAME.name);
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    };
    await sortedView();
    await reloadAndCheck(page, sortedView);

    // Page forward twice and back twice.
    await page.getByRole('link', { name: 'Next' }).click();
    const secondPage = async () => {
      await expect(range(page)).toHaveText('11–20 of 21 tests');
      await expect(firstRowLink(page)).toHaveText(FIRST_ON_PAGE_2);
    };
    await secondPage();
    expect(routeOf(page.url()).search).toMatchObject({ ...filters, page: 2, cursor: expect.any(String) });
    await reloadAndCheck(page, secondPage);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(range(page)).toHaveText('21–21 of 21 tests');
    await expect(firstRowLink(page)).toHaveText(ONLY_ON_PAGE_3);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('link', { name: 'Previous' }).click();
    await secondPage();
    await page.getByRole('link', { name: 'Previous' }).click();
    await sortedView();
    expect(page.url()).toBe(firstPageUrl);

    // Open a test: the row links to its page.
    await expect(firstRowLink(page)).toHaveAttribute('href', `/acme/checkout/tests/${FIRST_BY_NAME.id}`);
    await firstRowLink(page).click();
    await expect(page).toHaveURL(new RegExp(`/acme/checkout/tests/${FIRST_BY_NAME.id}$`));
  });

  test('unticking a value excludes it; "only" and tabs switch back to including', async ({ page }) => {
    await page.goto('/acme/checkout/tests');
    await expectTabs(page, { flaky: 35, broken: 21, healthy: 498 }, 'All');
    const health = page.getByRole('group', { name: 'Health' });
    // The box follows the URL, which changes right after the click.
    await health.getByRole('checkbox', { name: 'Healthy' }).click();
    await expect(health.getByRole('checkbox', { name: 'Healthy' })).not.toBeChecked();
    await expectRoute(page, '/acme/checkout/tests', { notHealth: ['healthy'] });
    await expect(range(page)).toHaveText('1–25 of 56 tests');
    await expect(health.getByText('All but Healthy')).toBeVisible();
    // No tab stands for "all but healthy".
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Broken 21' }).click();
    await expectRoute(page, '/acme/checkout/tests', { health: ['broken'] });
    await expect(health.getByRole('checkbox', { name: 'Broken' })).toBeChecked();
    await expect(health.getByRole('checkbox', { name: 'Flaky' })).not.toBeChecked();
  });

  test('sorts by a sort without a column, both ways', async ({ page }) => {
    await page.goto('/acme/checkout/tests?health=%5B%22flaky%22%5D');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Failure ratio' }).click();
    await expectRoute(page, '/acme/checkout/tests', { health: ['flaky'], sort: 'failed_executions_ratio' });
    await expect(page.getByRole('table', { name: 'Tests, sorted by Failure ratio, descending' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Sort direction' }).getByText('Ascending').click();
    await expectRoute(page, '/acme/checkout/tests', { health: ['flaky'], sort: 'failed_executions_ratio', dir: 'asc' });
    await expect(page.getByRole('table', { name: 'Tests, sorted by Failure ratio, ascending' })).toBeVisible();
  });

  test('an exact name that matches nothing offers the contains-search', async ({ page }) => {
    await page.goto(`/acme/checkout/tests?name=${encodeURIComponent(JSON.stringify(['checkout']))}`);
    await expect(page.getByText('No tests match these filters')).toBeVisible();
    await expect(page.getByText(/A name without \* or \? matches only a test with exactly that name/)).toBeVisible();
    await page.getByRole('button', { name: 'Search names containing “checkout”' }).click();
    await expectRoute(page, '/acme/checkout/tests', { name: ['*checkout*'] });
    await expect(range(page)).toHaveText('1–25 of 81 tests');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expectRoute(page, '/acme/checkout/tests');
    await expect(range(page)).toHaveText('1–25 of 554 tests');
  });

  test('a page link that no longer fits the search offers the first page', async ({ page }) => {
    await page.goto('/acme/checkout/tests?cursor=%22not-a-cursor%22&page=3');
    const alert = page.getByRole('alert').filter({ hasText: 'This page link no longer applies' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Go to the first page' }).click();
    await expectRoute(page, '/acme/checkout/tests');
    await expect(range(page)).toHaveText('1–25 of 554 tests');
  });

  test('an unknown repository says so, with a way back', async ({ page }) => {
    await page.goto('/acme/no-such-repo/tests');
    await expect(page.getByRole('heading', { name: 'Repository not found' })).toBeVisible();
    await expect(page.getByText(/The API does not know acme\/no-such-repo \(Repository not found\)/)).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expectRoute(page, '/acme/checkout');
  });

  test('one page load asks the API 18 questions, all started at once', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) requests.push(url.pathname + url.search);
    });
    await page.goto('/acme/checkout/tests');
    await expect(range(page)).toHaveText('1–25 of 554 tests');
    await expect(page.getByRole('group', { name: 'Job' }).getByRole('button', { name: 'Show 5 more' })).toBeVisible();
    // 1 results page + 9 one-row counts (health, confidence, impact) + pipeline walk (3) + job walk (5).
    await expect.poll(() => requests.length).toBe(18);
    expect(requests.filter((url) => url.includes('per_page=1&') || url.endsWith('per_page=1'))).toHaveLength(9);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot, ${scheme} scheme @screenshots`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/acme/checkout/tests?health=%5B%22flaky%22%5D&pipeline=%5B%22ci%22%5D');
      await expect(range(page)).toHaveText('1–25 of 27 tests');
      await expect(page.getByRole('group', { name: 'Job' }).getByText('unit-tests (python 3.12)')).toBeVisible();
      await page.screenshot({ path: screenshotPath(`test-search-${scheme}.png`), fullPage: true });
    });
  }
});
