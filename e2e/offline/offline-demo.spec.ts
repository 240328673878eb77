import type { Page } from '@playwright/test';
import { expect, test, COLD_START } from '../support/app-test';
import { FIXTURE_RUNNERS } from '../../mocks/fixtures';
import { expectedTestRanking } from '../support/test-ranking';
import { CHECKOUT_PATH, mockAnswers } from '../support/mock-answers';
import { DEMO_SUB_PATH } from './offline-ports';

/*
 * `npm run build:demo` exactly as shipped (relative asset URLs, routes in the fragment, the mock and an
 * app-shell cache in its service worker), copied to a plain static host under a sub-path that rewrites
 * nothing (sub-path-server.ts). Loaded once, then the browser goes offline for good: every page, a
 * quarantine made offline that outlives a reload, and "Reset demo data". Figures are the seeded mock's
 * own answers at E2E_NOW, asked in the test process.
 */

const count = new Intl.NumberFormat('en-US');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const quarantinesRegion = (page: Page) => page.getByRole('group', { name: 'Quarantined tests' });

async function seededFigures() {
  const [total, quarantines, flaky] = await Promise.all([
    mockAnswers().getRepositoryTestStat({ path: { ...CHECKOUT_PATH, stat: 'total_tests' } }),
    mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100 } }),
    mockAnswers().searchTests({ path: CHECKOUT_PATH, query: { health_status: ['flaky'], per_page: 100 } }),
  ]);
  const quarantinedIds = new Set(quarantines.data.quarantined_tests.map((quarantine) => quarantine.test_id));
  // A flaky test nobody has quarantined yet: the one the journey quarantines offline.
  const unquarantined = flaky.data.tests.find((test) => !quarantinedIds.has(test.test_id));
  if (!unquarantined) throw new Error('the seeded store has no flaky test without a quarantine');
  return {
    totalTests: total.value,
    // Test search opens on its per-test view, whose tabs count tests: each as flaky as its worst pair.
    flakyCount: (await expectedTestRanking({ health_status: ['flaky'] })).length,
    quarantineCount: quarantines.data.quarantined_tests.length,
    flakyTest: unquarantined,
  };
}

/** Resolves once the service worker controls the page and has cached every file of the app shell. */
async function shellCached(page: Page) {
  // The worker names its files (SHELL_FILES, written by the build): all of them must be in its cache.
  const workerScript = await (await page.request.get(`${DEMO_SUB_PATH}demo-service-worker.js`)).text();
  const shellFiles = JSON.parse(/SHELL_FILES = (\[.*\]);/.exec(workerScript)?.[1] ?? '[]') as string[];
  expect(shellFiles).toContain('./index.html');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return -1;
          const names = await caches.keys();
          const shell = names.find((name) => name.startsWith('ci-insights-demo-shell:'));
          return shell ? (await (await caches.open(shell)).keys()).length : 0;
        }),
      COLD_START,
    )
    .toBe(shellFiles.length);
}

test('the demo build works offline from a sub-path once loaded: every page, a quarantine that lasts, a reset', async ({
  page,
  context,
}) => {
  // One long journey: the browser stays offline from the first step to the last.
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const figures = await seededFigures();

  // 1. Online, once: the overview under the sub-path, routes in the fragment.
  await page.goto(DEMO_SUB_PATH);
  await expect(heading(page, 'Overview')).toBeVisible(COLD_START);
  await expect(page).toHaveURL(new RegExp(`${DEMO_SUB_PATH}#/acme/checkout$`));
  const totalLink = page.getByRole('link', {
    name: `Test–job pairs: ${count.format(figures.totalTests)}, tests under one pipeline and job, on the default branch. Show in test search`,
  });
  await expect(totalLink).toBeVisible();
  await shellCached(page);

  // 2. Offline from here on (the service worker's own requests included: the host is out of reach).
  // Every page answers from the mock in the service worker.
  await context.setOffline(true);
  const hostReached = await page.evaluate(() =>
    fetch('./not-part-of-the-build.txt').then(
      (response) => `answered ${response.status}`,
      () => 'unreachable',
    ),
  );
  expect(hostReached).toBe('unreachable');
  await mainNav(page).getByRole('link', { name: 'Tests' }).click();
  await expect(heading(page, 'Tests')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${DEMO_SUB_PATH}#/acme/checkout/tests`));
  await expect(page.getByRole('tab', { name: `Flaky ${count.format(figures.flakyCount)} tests` })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Tests, sorted by/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();

  // A test's page, reached by its address (the fragment), as a bookmark would.
  await page.goto(`${DEMO_SUB_PATH}#/acme/checkout/tests/${figures.flakyTest.test_id}?tab=quarantine`);
  await expect(heading(page, figures.flakyTest.test_name)).toBeVisible(COLD_START);
  const panel = page.getByRole('region', { name: 'Quarantine', exact: true });
  await expect(panel.getByText('Not quarantined')).toBeVisible();

  // 3. Quarantine it, offline.
  await panel.getByRole('button', { name: 'Quarantine', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Quarantined on a plane');
  await dialog.getByRole('button', { name: 'Quarantine', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('row', { name: /Quarantined on a plane/ })).toBeVisible();

  // 4. A reload with no network: the shell comes from the cache, the quarantine from the mock's journal.
  await page.reload();
  await expect(heading(page, figures.flakyTest.test_name)).toBeVisible(COLD_START);
  await expect(panel.getByRole('row', { name: /Quarantined on a plane/ })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Quarantines' }).click();
  await expect(heading(page, 'Quarantines')).toBeVisible();
  await expect(quarantinesRegion(page)).toContainText(`${figures.quarantineCount + 1} quarantines`);

  await mainNav(page).getByRole('link', { name: 'Activity log' }).click();
  await expect(heading(page, 'Activity log')).toBeVisible();
  await expect(page.getByText('Quarantined on a plane').first()).toBeVisible();

  // The merge queue's figures and the owner's runners, computed offline by the same mock.
  await mainNav(page).getByRole('link', { name: 'Merge queue' }).click();
  await expect(heading(page, 'Merge queue')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Merged', exact: true }).getByRole('link')).toHaveText(/^Open the [\d,]+ merges of /);
  await mainNav(page).getByRole('link', { name: 'CI runners' }).click();
  await expect(heading(page, 'CI runners')).toBeVisible();
  await expect(page.getByRole('region', { name: 'At a glance' })).toContainText(
    `No runner degraded among the 5 of ${FIXTURE_RUNNERS.names.length} runners judged so far (page 1 of 3).`,
  );

  await mainNav(page).getByRole('link', { name: 'Overview' }).click();
  await expect(heading(page, 'Overview')).toBeVisible();
  await expect(totalLink).toBeVisible();

  // 5. Settings → "Reset demo data": the seeded quarantines again, still offline and after a reload.
  await page.getByRole('button', { name: 'API settings' }).click();
  await page.getByRole('dialog', { name: 'API settings' }).getByRole('button', { name: 'Reset demo data' }).click();
  await mainNav(page).getByRole('link', { name: 'Quarantines' }).click();
  await expect(quarantinesRegion(page)).toContainText(`${figures.quarantineCount} quarantines`);
  await page.reload();
  await expect(quarantinesRegion(page)).toContainText(`${figures.quarantineCount} quarantines`, COLD_START);

  expect(errors).toEqual([]);
});
