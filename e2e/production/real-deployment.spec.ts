import { expect, test } from '@playwright/test';
import { MOCK_SERVER_API } from '../support/ports';

/*
 * The production bundle carries no mock: it must be pointed at an API. Here that API is the mock served
 * over HTTP (`npm run mock-server`) on another origin, as a real deployment would be (CORS, bearer token).
 */
test.describe('production build against an API on another origin', () => {
  test('asks for an API, then shows its data once Settings point at it', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/acme\/checkout$/);
    // No credential yet: one card asks for the API.
    const card = page.getByRole('region', { name: 'Connect your API' });
    await expect(card.getByLabel('API token')).toHaveValue('');
    // Left at the default base URL `/v1`, the token reaches the static file server, which is not an API: say so.
    await card.getByLabel('API token').fill('demo-admin-key');
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert').first()).toContainText('answered as the API (404 without an API error body)');

    await page.getByRole('button', { name: 'API settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'API settings' });
    await expect(dialog.getByRole('button', { name: 'Reset demo data' })).toHaveCount(0);
    await dialog.getByLabel('API base URL').fill(MOCK_SERVER_API);
    await dialog.getByLabel('API token').fill('demo-admin-key');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Test–job pairs: 554, tests under one pipeline and job, on the default branch. Show in test search' }),
    ).toBeVisible();

    // Settings last for the session: a reload keeps talking to the same API.
    await page.reload();
    await expect(
      page.getByRole('link', { name: 'Test–job pairs: 554, tests under one pipeline and job, on the default branch. Show in test search' }),
    ).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quarantines' }).click();
    await expect(page.getByRole('group', { name: 'Quarantined tests' })).toContainText('14 quarantines');
  });

  test('a CI key is told it cannot read the repository-wide statistics', async ({ page }) => {
    await page.goto('/acme/checkout');
    await page.getByRole('button', { name: 'API settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'API settings' });
    await dialog.getByLabel('API base URL').fill(MOCK_SERVER_API);
    await dialog.getByLabel('API token').fill('demo-ci-key');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The CI Application Key cannot read repository-wide test statistics').first()).toBeVisible();

    // The way out is one click away: the notice opens Settings, where an admin key fixes it.
    await page.getByRole('button', { name: 'Open settings' }).first().click();
    await expect(dialog.getByLabel('API token')).toHaveValue('demo-ci-key');
    await dialog.getByLabel('API token').fill('ghp_demo');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('link', { name: 'Test–job pairs: 554, tests under one pipeline and job, on the default branch. Show in test search' }),
    ).toBeVisible();
  });
});
