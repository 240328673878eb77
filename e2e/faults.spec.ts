import type { Page } from '@playwright/test';
import { FIXTURE_PULL_REQUESTS, FIXTURE_QUARANTINES, FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, expect, test } from './support/app-test';
import { AFTER_RETRIES, FAULT_MESSAGES, chooseSimulation, simulateFaultFromStart } from './support/faults';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectedTestRanking } from './support/test-ranking';
import { escapeRegExp } from './support/test-detail-answers';

/*
 * Fault journeys on the demo build: its mock simulates a fault (Settings → Simulate, set here before
 * the page loads), every page says what went wrong with a Retry instead of going blank, and comes back
 * once the person ends the fault in Settings and retries. Slow answers say that the API is slow, then
 * show the data. Figures are the seeded mock's own answers at E2E_NOW.
 */

const count = new Intl.NumberFormat('en-US');
const { flaky } = FIXTURE_TESTS;

interface PageUnderTest {
  name: string;
  url: string;
  /** Waits for the page's own data (exact figures from the mock). */
  expectData(page: Page): Promise<void>;
}

const PAGES: PageUnderTest[] = [
  {
    name: 'overview',
    url: '/acme/checkout',
    async expectData(page) {
      const total = await mockAnswers().getRepositoryTestStat({ path: { ...CHECKOUT_PATH, stat: 'total_tests' } });
      await expect(page.getByRole('link', { name: /^Test–job pairs: / })).toHaveAccessibleName(
        `Test–job pairs: ${count.format(total.value)}, tests under one pipeline and job, on the default branch. Show in test search`,
        AFTER_RETRIES,
      );
    },
  },
  {
    name: 'test search',
    url: '/acme/checkout/tests',
    async expectData(page) {
      // The page opens on the unhealthy tests, the most failed runs first.
      const [first] = await expectedTestRanking({ health_status: ['flaky', 'broken'] });
      const table = page.getByRole('table', { name: /^Tests, sorted by/ });
      await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveText(first!.name, AFTER_RETRIES);
    },
  },
  {
    name: 'test detail',
    url: `/acme/checkout/tests/${flaky.testId}`,
    async expectData(page) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(flaky.testName, AFTER_RETRIES);
      await expect(page.getByRole('tab', { name: 'Statistics', selected: true })).toBeVisible();
    },
  },
  {
    name: 'quarantines',
    url: '/acme/checkout/quarantines',
    async expectData(page) {
      const table = page.getByRole('table', { name: 'Quarantined tests' });
      await expect(table.getByRole('row').filter({ hasText: FIXTURE_QUARANTINES.flakyAuto.reason }).first()).toBeVisible(AFTER_RETRIES);
    },
  },
  {
    name: 'activity log',
    url: '/acme/checkout/activity',
    async expectData(page) {
      await expect(page.getByRole('heading', { level: 2, name: / events? · / })).toBeVisible(AFTER_RETRIES);
      await expect(page.getByRole('region', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
    },
  },
];

const FAULTS = [
  { scenario: 'server-errors', label: 'Server errors (500/503)' },
  { scenario: 'rate-limit', label: 'Rate limit (429 with Retry-After)' },
  { scenario: 'offline', label: 'Offline (network error)' },
] as const;

test.describe('faults', () => {
  test.beforeEach(({ page }) => {
    // A fault is answered on screen, never with an uncaught error or a dialog.
    page.on('dialog', (dialog) => {
      throw new Error(`Unexpected dialog: ${dialog.message()}`);
    });
  });

  for (const target of PAGES) {
    for (const fault of FAULTS) {
      test(`${target.name}: ${fault.scenario} show a specific message with Retry, and recover when the fault ends`, async ({ page }) => {
        test.setTimeout(90_000);
        await simulateFaultFromStart(page, { scenario: fault.scenario });
        await page.goto(target.url);

        const main = page.getByRole('main');
        const alert = main.getByRole('alert').filter({ hasText: FAULT_MESSAGES[fault.scenario] }).first();
        await expect(alert).toBeVisible({ timeout: 30_000 });
        await expect(alert.getByRole('button', { name: 'Retry', exact: true })).toBeEnabled();

        // The fault ends; the messages stay until asked again, and every Retry brings its section back.
        await chooseSimulation(page, 'None');
        const retries = main.getByRole('button', { name: 'Retry', exact: true });
        await expect(retries.first()).toBeVisible();
        // Press whatever Retry is left until none is. One section's answer can bring back another whose
        // Retry was next in line (they share a request), so a button counted a moment ago may be gone.
        await expect(async () => {
          if ((await retries.count()) > 0) await retries.first().click({ timeout: 2_000 });
          await expect(retries).toHaveCount(0, { timeout: 2_000 });
        }).toPass({ timeout: 60_000 });
        await target.expectData(page);
        await expect(main.getByRole('alert')).toHaveCount(0);
      });
    }

    test(`${target.name}: slow answers say the API is slow, then show the data`, async ({ page }) => {
      test.setTimeout(60_000);
      await simulateFaultFromStart(page, { scenario: 'slow' });
      await page.goto(target.url);
      await expect(page.getByRole('status').filter({ hasText: 'The API is taking longer than usual to answer' }).first()).toBeVisible(
        COLD_START,
      );
      await target.expectData(page);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });
  }
});

/**
 * Each tab of the test page: the operation failed for it, every operation it reads (the Health tab
 * draws its timeline over the success counts the Statistics tab also reads), and what it shows.
 */
const TEST_TABS = [
  {
    tab: 'Statistics',
    fails: 'getTestStat',
    reads: ['getTestStat'],
    data: (page: Page) => page.getByRole('tabpanel').getByRole('figure').first(),
  },
  {
    tab: 'Health',
    fails: 'getTestHealthTransitions',
    reads: ['getTestHealthTransitions', 'getTestStat'],
    // The failures date each episode's first failing run; without them the tab still answers, in intervals.
    degradesWithout: { operation: 'listTestFailures', says: "Could not load this test's failures: episodes are shown as intervals" },
    data: (page: Page) => page.getByRole('tabpanel').getByRole('table').first(),
  },
  {
    tab: 'Failures',
    fails: 'listTestFailures',
    reads: ['listTestFailures'],
    data: (page: Page) => page.getByRole('tabpanel').getByText(flaky.exceptionType).first(),
  },
  {
    tab: 'Executions',
    fails: 'listTestExecutions',
    reads: ['listTestExecutions'],
    data: (page: Page) => page.getByRole('tabpanel').getByRole('table').first(),
  },
  {
    tab: 'Quarantine',
    fails: 'listQuarantines',
    reads: ['listQuarantines'],
    data: (page: Page) => page.getByRole('region', { name: 'Quarantine', exact: true }).getByRole('table'),
  },
] as const;

test.describe('a failing tab of the test page', () => {
  for (const failing of TEST_TABS) {
    test(`${failing.tab}: keeps the header and the other tabs, and recovers on Retry`, async ({ page }) => {
      test.setTimeout(90_000);
      await simulateFaultFromStart(page, { scenario: 'server-errors', operations: [failing.fails] });
      await page.goto(`/acme/checkout/tests/${flaky.testId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(flaky.testName, COLD_START);

      await page.getByRole('tab', { name: failing.tab }).click();
      const alert = page.getByRole('tabpanel').getByRole('alert').filter({ hasText: FAULT_MESSAGES['server-errors'] });
      await expect(alert).toBeVisible(AFTER_RETRIES);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(flaky.testName);

      // Every tab that does not read the failing operation still shows its data; a tab that only
      // sharpens its answer with it says what it could not load.
      for (const other of TEST_TABS.filter((candidate) => !(candidate.reads as readonly string[]).includes(failing.fails))) {
        await page.getByRole('tab', { name: other.tab }).click();
        await expect(other.data(page)).toBeVisible(AFTER_RETRIES);
        const degraded =
          'degradesWithout' in other && other.degradesWithout.operation === failing.fails ? other.degradesWithout.says : null;
        if (degraded) await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(new RegExp(`^${escapeRegExp(degraded)}`));
        else await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);
      }

      await page.getByRole('tab', { name: failing.tab }).click();
      await expect(alert).toBeVisible(AFTER_RETRIES);
      await chooseSimulation(page, 'None');
      await alert.getByRole('button', { name: 'Retry', exact: true }).click();
      await expect(failing.data(page)).toBeVisible(AFTER_RETRIES);
      await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);
    });
  }
});

test.describe('a bad token', () => {
  const PAGES_TO_CHECK = [
    ['overview', '/acme/checkout'],
    ['test search', '/acme/checkout/tests'],
    ['test detail', `/acme/checkout/tests/${flaky.testId}`],
    ['quarantines', '/acme/checkout/quarantines'],
    ['activity log', '/acme/checkout/activity'],
    ['is it my change?', `/acme/checkout/my-change?pull=${FIXTURE_PULL_REQUESTS.breaksTaxRounding.number}`],
  ] as const;

  test('is explained once per page, with the way to Settings and a Retry', async ({ page }) => {
    test.slow(); // six pages, each waited out
    await page.goto('/acme/checkout');
    await page.getByRole('button', { name: 'API settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'API settings' });
    await dialog.getByLabel('API token').fill('not-a-valid-token');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    for (const [name, url] of PAGES_TO_CHECK) {
      await test.step(name, async () => {
        await page.goto(url);
        const alerts = page.getByRole('alert');
        await expect(alerts.first()).toBeVisible(COLD_START);
        await expect(alerts.first()).toContainText('Your API token is missing or invalid. Open Settings to set one.');
        await expect(alerts.first().getByRole('button', { name: 'Open settings' })).toBeVisible();
        await expect(alerts.first().getByRole('button', { name: 'Retry' })).toBeVisible();
        // Give every section time to answer: still one message.
        await expect(page.getByText('Waits for a working credential', { exact: false }).or(alerts).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(alerts).toHaveCount(1);
      });
    }
  });
});
