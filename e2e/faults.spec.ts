import type { Page } from '@playwright/test';
import { FIXTURE_QUARANTINES, FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, expect, test } from './support/app-test';
import { AFTER_RETRIES, FAULT_MESSAGES, chooseSimulation, simulateFaultFromStart } from './support/faults';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';

/*
 * Fault journeys on the demo build: its mock simulates a fault (Settings → Simulate, set here before
 * the page loads), every page says what went wrong with a Retry instead of going blank, and comes back
 * once the person ends the fault in Settings and retries. Slow answers show a loading state, then the
 * data. Figures are the seeded mock's own answers at E2E_NOW.
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
      await expect(page.getByRole('link', { name: /^Tests: / })).toHaveAccessibleName(
        `Tests: ${count.format(total.value)}, on the default branch. Show in test search`,
        AFTER_RETRIES,
      );
    },
  },
  {
    name: 'test search',
    url: '/acme/checkout/tests',
    async expectData(page) {
      const answer = await mockAnswers().searchTests({ path: CHECKOUT_PATH });
      const first = answer.data.tests[0]!;
      const table = page.getByRole('table', { name: /^Tests, sorted by/ });
      await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveText(first.test_name, AFTER_RETRIES);
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

        // The fault ends; every Retry on screen brings its section back.
        await chooseSimulation(page, 'None');
        const retries = main.getByRole('button', { name: 'Retry', exact: true });
        while ((await retries.count()) > 0) await retries.first().click();
        await target.expectData(page);
        await expect(main.getByRole('alert')).toHaveCount(0);
      });
    }

    test(`${target.name}: slow answers show a loading state, then the data`, async ({ page }) => {
      test.setTimeout(60_000);
      await simulateFaultFromStart(page, { scenario: 'slow' });
      await page.goto(target.url);
      await expect(page.getByRole('status').or(page.getByLabel('Loading')).first()).toBeVisible(COLD_START);
      await target.expectData(page);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });
  }
});
