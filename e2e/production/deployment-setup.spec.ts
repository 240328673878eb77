import { createHash } from 'node:crypto';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../mocks/fixtures';
import { MOCK_SERVER_API, MOCK_SERVER_PORT } from '../support/ports';

/*
 * The production build (no mock inside) against `npm run mock-server` on another origin, as a person sets
 * it up: the first run's "Connect your API" card, each credential kind meeting what it may not read, a
 * token saved over errors, a hanging API, a create whose answer is lost, the Content-Security-Policy,
 * where the token is (and is not) kept, and the colour scheme across reloads.
 */

const MOCK_ORIGIN = new URL(MOCK_SERVER_API).origin;
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const connectCard = (page: Page) => page.getByRole('region', { name: 'Connect your API' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'API settings' });
const testsFigure = (page: Page) =>
  page.getByRole('link', {
    name: /^Test–job pairs: [\d,]+, tests under one pipeline and job, on the default branch\. Show in test search$/,
  });

/** Everything the page writes to its console, and every Content-Security-Policy violation. */
function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => messages.push(message.text()));
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

async function connect(page: Page, token: string, { remember = false } = {}) {
  const card = connectCard(page);
  await card.getByLabel('API base URL').fill(MOCK_SERVER_API);
  await card.getByLabel('API token').fill(token);
  if (remember) await card.getByRole('checkbox', { name: 'Remember on this device' }).check();
  await card.getByRole('button', { name: 'Connect' }).click();
}

async function saveToken(page: Page, token: string, { remember }: { remember?: boolean } = {}) {
  await page.getByRole('button', { name: 'API settings' }).click();
  const dialog = settingsDialog(page);
  await dialog.getByLabel('API token').fill(token);
  if (remember !== undefined) await dialog.getByRole('checkbox', { name: 'Remember on this device' }).setChecked(remember);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** What the browser keeps for the page, as text: local and session storage, and the address. */
function storedText(page: Page) {
  return page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    url: location.href,
  }));
}

test.describe('setting the production build up against a real API', () => {
  test('first run: one card to connect, what each credential may read, then a CI key meets what it may not read', async ({ page }) => {
    const consoleText = watchConsole(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/acme\/checkout$/);

    // One card, not an error per section.
    await expect(connectCard(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const kinds = connectCard(page).getByRole('list', { name: 'Credential kinds' }).getByRole('listitem');
    await expect(kinds).toHaveText([
      'Admin Application Key: every page.',
      /^CI Application Key: test search, test pages and quarantines; not the overview’s repository-wide statistics, the activity log, the merge queue’s statistics nor the CI runners page\.$/,
      'Repository-host token (ghp_…, github_pat_…, gho_…): every page of the repositories it has access to.',
    ]);

    await connect(page, DEMO_CREDENTIALS.ciKey);
    await expect(connectCard(page)).toBeHidden();
    await expect(heading(page, 'Overview')).toBeVisible();
    // A 403 names the credentials the page needs, with the way to Settings.
    const statsNotice = page.getByRole('alert').filter({ hasText: 'This credential may not read repository statistics' });
    await expect(statsNotice).toContainText('accept an Admin Application Key or a repository-host token');
    await expect(statsNotice.getByRole('button', { name: 'Open settings' })).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Activity log' }).click();
    const logNotice = page.getByRole('alert').filter({ hasText: 'This credential may not read the activity log' });
    await expect(logNotice).toContainText('The activity log needs an Admin Application Key or a repository-host token');
    await logNotice.getByRole('button', { name: 'Open settings' }).click();
    await expect(settingsDialog(page).getByLabel('API token')).toHaveValue(DEMO_CREDENTIALS.ciKey);
    await settingsDialog(page).getByLabel('API token').fill(DEMO_CREDENTIALS.hostToken);
    await settingsDialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(heading(page, 'Activity log')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The CI key does read quarantines: that page works with it.
    await saveToken(page, DEMO_CREDENTIALS.ciKey);
    await mainNav(page).getByRole('link', { name: 'Quarantines' }).click();
    await expect(page.getByRole('group', { name: 'Quarantined tests' })).toContainText(/\d+ quarantines/);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // No violation of the page's own policy on the way, and the token never in the console.
    expect(consoleText.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    for (const token of Object.values(DEMO_CREDENTIALS)) expect(consoleText.join('\n')).not.toContain(token);
  });

  test('a 401 asks for a token; saving one clears every section at once, no Retry needed', async ({ page }) => {
    await page.goto('/acme/checkout/quarantines');
    await connect(page, 'not-a-token-the-api-knows');
    const alerts = page.getByRole('alert');
    await expect(alerts.first()).toContainText('Your API token is missing or invalid. Open Settings to set one.');
    await expect(alerts.first().getByRole('button', { name: 'Open settings' })).toBeVisible();
    // One credential message for the page; the other sections that need the token say they wait for it.
    await expect(alerts).toHaveCount(1);
    await expect(page.getByText('Waits for a working credential (see the message on this page).').first()).toBeVisible();

    await alerts.first().getByRole('button', { name: 'Open settings' }).click();
    await settingsDialog(page).getByLabel('API token').fill(DEMO_CREDENTIALS.adminKey);
    await settingsDialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('group', { name: 'Quarantined tests' })).toContainText(/\d+ quarantines/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the page ships a Content-Security-Policy that allows only its own inline script, by hash, and the configured API', async ({
    page,
  }) => {
    // The browser reports every violation of the policy as an event; collected from before the first script.
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { policyViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto('/acme/checkout');
    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(policy).toMatch(new RegExp(`connect-src 'self' https: [^;]*http://127\\.0\\.0\\.1:${MOCK_SERVER_PORT}`));
    // The served HTML's inline scripts (the frame's heading) are each allowed by the hash of their exact text,
    // and nothing else inline is: the policy's hashes are exactly those scripts'.
    const html = await (await page.request.get('/acme/checkout')).text();
    const inlineHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, text]) =>
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
    );
    expect(inlineHashes).toHaveLength(1);
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toEqual(inlineHashes);
    // The API on another origin is reached under that policy, and nothing was blocked on the way (a blocked
    // heading script would be reported here as script-src-elem inline).
    await connect(page, DEMO_CREDENTIALS.adminKey);
    await expect(testsFigure(page)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)).toEqual([]);
  });

  test('the token stays out of the address and the device storage unless "Remember on this device" is ticked', async ({
    page,
    context,
  }) => {
    const consoleText = watchConsole(page);
    const token = DEMO_CREDENTIALS.adminKey;
    await page.goto('/acme/checkout');
    await connect(page, token);
    await expect(testsFigure(page)).toBeVisible();
    let stored = await storedText(page);
    expect(stored.url).not.toContain(token);
    expect(stored.local).not.toContain(token);
    expect(stored.session).toContain(token);

    // A new tab is a new session: asked again.
    const secondTab = await context.newPage();
    await secondTab.goto('/acme/checkout');
    await expect(connectCard(secondTab)).toBeVisible();
    await secondTab.close();

    // Remembered: on the device, for the next tab too.
    await saveToken(page, token, { remember: true });
    stored = await storedText(page);
    expect(stored.local).toContain(token);
    expect(stored.session).not.toContain(token);
    const thirdTab = await context.newPage();
    await thirdTab.goto('/acme/checkout');
    await expect(testsFigure(thirdTab)).toBeVisible();
    await thirdTab.close();

    // Unticked: gone from the device again.
    await saveToken(page, token, { remember: false });
    await expect(testsFigure(page)).toBeVisible();
    stored = await storedText(page);
    expect(stored.local).not.toContain(token);
    expect(consoleText.join('\n')).not.toContain(token);
  });

  test('a hanging API ends in a specific message with Retry', async ({ page }) => {
    await page.clock.install();
    // The quarantine list never answers (the connection stays open); everything else does.
    await page.route(`${MOCK_ORIGIN}/v1/ci/acme/repositories/checkout/quarantines*`, () => {});
    await page.goto('/acme/checkout/quarantines');
    const hanging = page.waitForRequest(new RegExp(`^${MOCK_ORIGIN}/v1/ci/acme/repositories/checkout/quarantines`));
    await connect(page, DEMO_CREDENTIALS.adminKey);
    await hanging;
    // 30 s of the page's clock, at once.
    await page.clock.fastForward(31_000);
    const message = `The API at ${MOCK_ORIGIN} did not answer within 30 s. It may be overloaded or unreachable; try again.`;
    const alert = page.getByRole('alert').filter({ hasText: message }).first();
    await expect(alert).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('group', { name: 'Quarantined tests' })).toContainText(/\d+ quarantines/);
  });

  test('a quarantine whose answer was lost is reported as created when the retry meets a 409', async ({ page, request }) => {
    // On acme/docs-site, so that acme/checkout's counts in other journeys stay as seeded; removed at the end.
    const testName = `tests/e2e/test_lost_answer.py::test_${Date.now()}`;
    const quarantinesUrl = `${MOCK_SERVER_API}/ci/acme/repositories/docs-site/quarantines`;
    let lostOnce = false;
    await page.route(`${quarantinesUrl}`, async (route) => {
      if (route.request().method() !== 'POST' || lostOnce) return route.fallback();
      lostOnce = true;
      // The server acts; its answer never reaches the page.
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort('connectionreset');
    });
    try {
      await page.goto('/acme/docs-site/quarantines');
      await connect(page, DEMO_CREDENTIALS.adminKey);
      await page.getByRole('button', { name: 'Quarantine a test' }).click();
      const dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
      await dialog.getByRole('combobox', { name: 'Test name' }).fill(testName);
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Answer lost on the way');
      await dialog.getByRole('textbox', { name: 'Branch' }).fill('main');
      await dialog.getByRole('button', { name: 'Quarantine', exact: true }).click();
      await expect(dialog.getByRole('alert')).toContainText('No answer came back, so the quarantine may have been created all the same.');

      await dialog.getByRole('button', { name: 'Quarantine', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Your first attempt had created it; only its answer was lost on the way.')).toBeVisible();
      // Listed once: the retry created nothing more.
      await expect(page.getByRole('table', { name: 'Quarantined tests' }).getByRole('row').filter({ hasText: testName })).toHaveCount(1);
    } finally {
      const list = await request.get(`${quarantinesUrl}?per_page=100`, {
        headers: { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}` },
      });
      const { quarantined_tests: quarantines } = (await list.json()) as { quarantined_tests: { id: string; test_name: string }[] };
      for (const quarantine of quarantines.filter((item) => item.test_name === testName)) {
        await request.delete(`${quarantinesUrl}/${quarantine.id}`, { headers: { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}` } });
      }
    }
  });

  test('the standalone app keeps the colour scheme across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/acme/checkout');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Switch to dark scheme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light scheme' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
