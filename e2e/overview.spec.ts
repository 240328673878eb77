import type { Page } from '@playwright/test';
import { expect, test, screenshotPath } from './support/app-test';
import { expectHref, expectRoute } from './support/url-state';

// Figures: the seeded mock (default seed) at E2E_NOW, acme/checkout. Healthy + flaky + broken = total.

const figure = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}: `) });

async function expectAllFigures(page: Page) {
  await expect(figure(page, 'Tests')).toHaveAccessibleName('Tests: 554, on the default branch. Show in test search');
  await expect(figure(page, 'Healthy')).toHaveAccessibleName('Healthy: 498, 89.9% of tests. Show in test search');
  await expect(figure(page, 'Flaky')).toHaveAccessibleName('Flaky: 35, 6.3% of tests. Show in test search');
  await expect(figure(page, 'Broken')).toHaveAccessibleName('Broken: 21, 3.8% of tests. Show in test search');
  await expect(figure(page, 'Failed executions')).toHaveAccessibleName(
    'Failed executions: 2,293, in the last 30 days. Show in test search',
  );
}

test.describe('overview', () => {
  test('shows the repository figures and charts, each figure linking to its tests', async ({ page }) => {
    await page.goto('/acme/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expectAllFigures(page);

    await expect(page.getByRole('heading', { level: 2, name: 'Tests health' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Tests health:/ })).toHaveAccessibleName(
      'Tests health: Healthy 498 (89.9%), Flaky 35 (6.3%), Broken 21 (3.8%) of 554 tests.',
    );
    const legend = page.getByRole('list', { name: 'Tests health legend' });
    await expect(legend.getByRole('link')).toHaveText(['Healthy 89.9%', 'Flaky 6.3%', 'Broken 3.8%']);

    await expect(page.getByRole('heading', { level: 2, name: 'Failed executions per day' })).toBeVisible();
    await expect(page.getByText('Oct 22 – Nov 20, 2026 · UTC days · 2,293 in total')).toBeVisible();
    await expect(page.getByRole('img', { name: /failed executions in total/ })).toHaveAccessibleName(
      '30 days from Oct 22 to Nov 20 (UTC): 2,293 failed executions in total, at most 345 on Nov 19.',
    );
    // The chart draws one bar per day (recharts marks bars with this class).
    await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(30);

    const hurting = page.getByRole('table', { name: 'Tests hurting the most' });
    await expect(hurting.getByRole('row')).toHaveCount(6);
    await expect(hurting.getByRole('row').nth(1).getByRole('link')).toHaveText(
      'src/catalog/cache.test.ts > catalogCache > recalculates a chargeback in parallel',
    );

    // Each figure opens the test search on the same filters plus its health.
    await expectHref(figure(page, 'Tests'), '/acme/checkout/tests');
    await expectHref(figure(page, 'Flaky'), '/acme/checkout/tests', { health: ['flaky'] });
    await expectHref(figure(page, 'Failed executions'), '/acme/checkout/tests', { sort: 'failed_executions_ratio' });
    await figure(page, 'Broken').click();
    await expectRoute(page, '/acme/checkout/tests', { health: ['broken'] });
    await expect(page.getByRole('tab', { name: 'Broken 21' })).toHaveAttribute('aria-selected', 'true');
  });

  test('filters by pipeline and a name glob; the URL holds the view and the links carry it', async ({ page }) => {
    await page.goto('/acme/checkout');
    await expectAllFigures(page);
    const pipeline = page.getByRole('group', { name: 'Pipeline' });
    await expect(pipeline.getByRole('checkbox', { name: 'ci', exact: true })).toBeChecked();
    await pipeline.getByRole('button', { name: 'Only ci' }).click();
    await expectRoute(page, '/acme/checkout', { pipeline: ['ci'] });
    await expect(figure(page, 'Tests')).toHaveAccessibleName('Tests: 422, on the default branch. Show in test search');
    await expect(figure(page, 'Flaky')).toHaveAccessibleName('Flaky: 27, 6.4% of tests. Show in test search');
    await expect(figure(page, 'Healthy')).toHaveAccessibleName('Healthy: 380, 90.0% of tests. Show in test search');
    await expect(pipeline.getByText('Only ci')).toBeVisible();

    const names = page.getByRole('textbox', { name: 'Test name', exact: true });
    await names.fill('tests/*');
    await names.press('Enter');
    await expectRoute(page, '/acme/checkout', { pipeline: ['ci'], name: ['tests/*'] });
    await expect(figure(page, 'Tests')).toHaveAccessibleName('Tests: 225, on the default branch. Show in test search');
    await expect(figure(page, 'Flaky')).toHaveAccessibleName('Flaky: 21, 9.3% of tests. Show in test search');
    await expect(figure(page, 'Broken')).toHaveAccessibleName('Broken: 7, 3.1% of tests. Show in test search');
    await expect(figure(page, 'Failed executions')).toHaveAccessibleName(
      'Failed executions: 1,462, in the last 30 days. Show in test search',
    );

    // A shared link (or a reload) shows the same view.
    await page.reload();
    await expect(figure(page, 'Tests')).toHaveAccessibleName('Tests: 225, on the default branch. Show in test search');
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
    await expect(page.getByRole('tab', { name: 'All 554' })).toBeVisible();
  });

  test('an unknown repository says so, with a way back', async ({ page }) => {
    await page.goto('/acme/no-such-repo');
    await expect(page.getByRole('heading', { name: 'Repository not found' })).toBeVisible();
    await expect(page.getByText(/The API does not know acme\/no-such-repo \(Repository not found\)/)).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expectRoute(page, '/acme/checkout');
  });

  test('one page load asks the API 20 questions, all started at once', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) requests.push(url.pathname + url.search);
    });
    await page.goto('/acme/checkout');
    await expectAllFigures(page);
    // The job walk is the longest chain: once its values show, every request has been made.
    await expect(page.getByRole('group', { name: 'Job' }).getByRole('button', { name: 'Show 5 more' })).toBeVisible();
    // 5 statistics + 1 "hurting" search + 6 one-row counts (confidence, impact) + pipeline walk (3) + job walk (5).
    await expect.poll(() => requests.length).toBe(20);
    expect(requests.filter((url) => url.includes('/tests/stats/'))).toHaveLength(5);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot, ${scheme} scheme @screenshots`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/acme/checkout');
      await expectAllFigures(page);
      await expect(page.getByRole('group', { name: 'Job' }).getByText('unit-tests (python 3.12)')).toBeVisible();
      await page.screenshot({ path: screenshotPath(`overview-${scheme}.png`), fullPage: true });

      // The busiest day's tooltip: local time and UTC.
      const chart = page.getByRole('figure', { name: 'Failed executions per day' });
      await chart.locator('.recharts-bar-rectangle').nth(28).hover();
      await expect(chart.getByText('Nov 19 (UTC day)')).toBeVisible();
      await expect(chart.getByText('345 failed executions')).toBeVisible();
      await expect(chart.getByText('2026-11-19 00:00:00 UTC – 2026-11-20 00:00:00 UTC')).toBeVisible();
      await chart.screenshot({ path: screenshotPath(`overview-chart-tooltip-${scheme}.png`) });
    });
  }
});
