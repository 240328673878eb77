import { COLD_START, expect, test } from './support/app-test';

test.describe('app shell', () => {
  test('opens the default repository and navigates between sections', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/acme\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/acme/checkout');
    await nav.getByRole('link', { name: 'Tests' }).click();
    await expect(page).toHaveURL(/\/acme\/checkout\/tests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tests' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Quarantines' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantines' })).toBeVisible();

    await nav.getByRole('link', { name: 'Activity log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantines' })).toBeVisible();
  });

  test('switches repository with the picker', async ({ page }) => {
    await page.goto('/acme/checkout');
    const picker = page.getByRole('combobox', { name: 'Repository' });
    await picker.fill('acme/docs-site');
    await picker.press('Enter');
    await expect(page).toHaveURL(/\/acme\/docs-site$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tests' })).toHaveAttribute(
      'href',
      '/acme/docs-site/tests',
    );
  });

  test('rejects a malformed repository in the picker', async ({ page }) => {
    await page.goto('/acme/checkout');
    const picker = page.getByRole('combobox', { name: 'Repository' });
    await picker.fill('not a repo');
    await picker.press('Enter');
    await expect(page.getByText('Use the form owner/repository')).toBeVisible();
    await expect(page).toHaveURL(/\/acme\/checkout$/);
  });

  test('an unknown route shows the not-found page with a way back', async ({ page }) => {
    await page.goto('/acme/checkout/no-such-section/here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/acme\/checkout$/);
  });

  test('API settings persist for the session and the token never reaches the URL', async ({ page }) => {
    await page.goto('/acme/checkout');
    await page.getByRole('button', { name: 'API settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'API settings' });
    await expect(dialog.getByLabel('API base URL')).toHaveValue('/v1');
    await expect(dialog.getByLabel('API token')).toHaveValue('demo-admin-key');

    await dialog.getByLabel('API base URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Use an http(s) URL or a path like /v1')).toBeVisible();

    await dialog.getByLabel('API base URL').fill('/v1/');
    await dialog.getByLabel('API token').fill('ghp_demo');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.getByRole('button', { name: 'API settings' }).click();
    await expect(dialog.getByLabel('API base URL')).toHaveValue('/v1');
    await expect(dialog.getByLabel('API token')).toHaveValue('ghp_demo');
    expect(page.url()).not.toContain('ghp_demo');
  });

  test('toggles the colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/acme/checkout');
    await page.getByRole('button', { name: 'Switch to dark scheme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Switch to light scheme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('the offline demo keeps changes across reloads until its data is reset', async ({ page }) => {
    await page.goto('/acme/checkout/quarantines');
    const summary = page.getByRole('group', { name: 'Quarantined tests' });
    await expect(summary).toContainText('14 quarantines, 9 on every branch', COLD_START);

    // A change made through the API (here straight from the page, as another tab would) is kept.
    const status = await page.evaluate(async () => {
      const response = await fetch('/v1/ci/acme/repositories/checkout/quarantines', {
        method: 'POST',
        headers: { Authorization: 'Bearer demo-admin-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ test_name: 'tests/demo/test_reset.py::test_kept_until_reset', reason: 'demo' }),
      });
      return response.status;
    });
    expect(status).toBe(201);
    await page.reload();
    await expect(summary).toContainText('15 quarantines, 10 on every branch', COLD_START);

    await page.getByRole('button', { name: 'API settings' }).click();
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(summary).toContainText('14 quarantines, 9 on every branch');
    await page.reload();
    await expect(summary).toContainText('14 quarantines, 9 on every branch', COLD_START);
  });
});
