import type { Page } from '@playwright/test';
import { FIXTURE_QUARANTINES, SEEDED_CHECKOUT_QUARANTINES } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect, test } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectRoute } from './support/url-state';

/*
 * Quarantine hygiene (issue 14): an owner, a ticket and an until date recorded with a new quarantine,
 * the "Expiring / expired" view, and releasing several quarantines at once. Seeded figures are the
 * mock's own answers at E2E_NOW; each test runs in a fresh browser context, so its changes stay there.
 */

const QUARANTINES = '/acme/checkout/quarantines';
/** A mutation answers, then every quarantine view is read again: on a busy machine that takes a while. */
const AFTER_MUTATION = { timeout: 20_000 };
const NOW_MS = Date.parse(E2E_NOW);
const DAY_MS = 86_400_000;
/** A week after the pinned day: inside the 14 days that count as expiring. */
const UNTIL = new Date(NOW_MS + 7 * DAY_MS).toISOString().slice(0, 10);
/** UNTIL as every date of the product reads (E2E_NOW is Nov 20, 2026). */
const UNTIL_READS = 'Nov 27, 2026';
/** A flaky test with no quarantine (as in quarantines.spec.ts). */
const FLAKY_TEST_NAME = 'tests/shipping/test_service.py::TestShippingService::test_normalizes_tax_lines_with_an_expired_token';

/**
 * Whether the "Expiring / expired" view lists a quarantine: its reason ends with an "Until: 2026-12-01"
 * line (the recorded until date), and that UTC day ends within 14 days of now or has ended.
 */
function expiringOrExpired(reason: string): boolean {
  const until = /\n\s*until\s*:\s*(\d{4}-\d{2}-\d{2})\s*$/i.exec(reason)?.[1];
  return until !== undefined && Date.parse(`${until}T00:00:00Z`) + DAY_MS - NOW_MS <= 14 * DAY_MS;
}

async function seededQuarantines() {
  return (await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100 } })).data.quarantined_tests;
}

const table = (page: Page) => page.getByRole('table', { name: 'Quarantined tests' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page, testName: string, scope: string) =>
  bodyRows(page).filter({ has: page.getByRole('checkbox', { name: `Select ${testName} (${scope})`, exact: true }) });

test.describe('quarantine hygiene', () => {
  test('record an owner, a ticket and an until date; find the quarantine under Expiring; release two at once', async ({ page }) => {
    // A creation, a view change, a bulk release and two reloads: well over a minute on a busy 2-core machine.
    test.setTimeout(180_000);
    const seeded = await seededQuarantines();
    expect(seeded).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);
    const seededExpiring = seeded.filter((quarantine) => expiringOrExpired(quarantine.reason));

    await page.goto(QUARANTINES);
    await expect(bodyRows(page)).toHaveCount(SEEDED_CHECKOUT_QUARANTINES, COLD_START);

    // 1. Quarantine a test with an owner, a ticket and an until date.
    await page.getByRole('button', { name: 'Quarantine a test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
    await dialog.getByRole('combobox', { name: 'Test name' }).fill(FLAKY_TEST_NAME);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Times out against the shipping sandbox');
    await dialog.getByRole('textbox', { name: 'Owner' }).fill('dana');
    await dialog.getByRole('textbox', { name: 'Ticket' }).fill('https://tracker.example/SHIP-42');
    await dialog.getByLabel('Until').fill(UNTIL);
    await dialog.getByRole('button', { name: 'Quarantine', exact: true }).click();
    await expect(dialog).toBeHidden(AFTER_MUTATION);
    await expect(bodyRows(page)).toHaveCount(SEEDED_CHECKOUT_QUARANTINES + 1, AFTER_MUTATION);

    // Its reason reads as words, and owner, ticket and date have columns of their own.
    const created = rowOf(page, FLAKY_TEST_NAME, 'every branch');
    const headers = await table(page).locator('thead th').allTextContents();
    const cell = (column: string) => created.locator('td').nth(headers.indexOf(column));
    await expect(cell('Reason')).toHaveText('Times out against the shipping sandbox');
    await expect(cell('Owner')).toHaveText('@dana');
    await expect(cell('Ticket').getByRole('link')).toHaveAttribute('href', 'https://tracker.example/SHIP-42');
    await expect(cell('Until')).toHaveText(`${UNTIL_READS}Expiring`);

    // 2. The "Expiring / expired" view lists it (and whatever the seed has expiring), as a link.
    await page.getByRole('radiogroup', { name: 'Until' }).getByText('Expiring / expired').click();
    await expectRoute(page, QUARANTINES, { expiry: 'expiring' });
    await expect(bodyRows(page)).toHaveCount(seededExpiring.length + 1, AFTER_MUTATION);
    await expect(rowOf(page, FLAKY_TEST_NAME, 'every branch')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'whose until date is past or within 14 days' })).toHaveText(
      `${seededExpiring.length + 1} ${seededExpiring.length === 0 ? 'quarantine' : 'quarantines'} whose until date is past or within 14 days`,
    );
    await page.reload();
    await expect(rowOf(page, FLAKY_TEST_NAME, 'every branch')).toBeVisible(COLD_START);

    // 3. Back to every quarantine; release ours and the seeded one whose test has recovered, together.
    await page.getByRole('radiogroup', { name: 'Until' }).getByText('Any').click();
    await expectRoute(page, QUARANTINES, {});
    await expect(bodyRows(page)).toHaveCount(SEEDED_CHECKOUT_QUARANTINES + 1);
    const recovered = FIXTURE_QUARANTINES.recoveredOnMain;
    const recoveredScope = recovered.branch === null ? 'every branch' : `branch ${recovered.branch}`;
    await expect(rowOf(page, recovered.testName, recoveredScope)).toContainText('Could be released: test recovered');
    await rowOf(page, FLAKY_TEST_NAME, 'every branch').getByRole('checkbox').check();
    await rowOf(page, recovered.testName, recoveredScope).getByRole('checkbox').check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Release selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Release 2 quarantines?' });
    await expect(confirm.getByRole('listitem')).toHaveCount(2);
    await confirm.getByRole('button', { name: 'Release 2' }).click();

    // Each row leaves as its DELETE answers; the run reports what happened to each.
    await expect(page.getByRole('status').filter({ hasText: 'released' })).toHaveText('2 quarantines released', AFTER_MUTATION);
    await expect(page.getByRole('progressbar', { name: 'Release progress' })).toHaveAttribute('aria-valuenow', '100');
    await expect(bodyRows(page)).toHaveCount(SEEDED_CHECKOUT_QUARANTINES - 1, AFTER_MUTATION);
    await expect(rowOf(page, FLAKY_TEST_NAME, 'every branch')).toHaveCount(0);
    await expect(rowOf(page, recovered.testName, recoveredScope)).toHaveCount(0);
    await expect(page.getByText('No row selected')).toBeVisible();

    // The server agrees: a reload lists the others only.
    await page.reload();
    await expect(bodyRows(page)).toHaveCount(SEEDED_CHECKOUT_QUARANTINES - 1, COLD_START);
    await expect(rowOf(page, recovered.testName, recoveredScope)).toHaveCount(0);
  });
});
