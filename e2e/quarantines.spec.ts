import type { Page } from '@playwright/test';
import { FIXTURE_QUARANTINES } from '../mocks/fixtures';
import type { QuarantineListQuery } from '@/api/types';
import { COLD_START, expect, test, screenshotPath } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectRoute } from './support/url-state';

/*
 * Quarantine journeys against the seeded mock (acme/checkout, default seed, clock pinned to E2E_NOW).
 * Each Playwright test runs in a fresh browser context, so quarantines created or released in one
 * (persisted by the mock in that context's localStorage) never leak into another; within a test a
 * reload keeps them, which every step checks.
 *
 * Figures are the seeded mock's own answers at E2E_NOW (asked in the test process). `branch=main` lists
 * main's quarantines and every all-branches one, as the vendor's clients expect.
 */

async function quarantinesOf(query: QuarantineListQuery = {}) {
  const answer = await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { ...query, per_page: 100 } });
  return answer.data.quarantined_tests;
}

/** A flaky test with no quarantine (from a search with health_status=flaky on the seeded store). */
const FLAKY_TEST = {
  id: 'ea48902a-5f73-53e7-a9ea-37d07521491e',
  name: 'tests/shipping/test_service.py::TestShippingService::test_normalizes_tax_lines_with_an_expired_token',
};
const QUARANTINES_URL = '/acme/checkout/quarantines';

/** The test page shows its quarantines (our TestQuarantinePanel) in its "Quarantine" tab. */
function testQuarantineTab(testId: string) {
  return `/acme/checkout/tests/${testId}?tab=quarantine`;
}

function panel(page: Page) {
  return page.getByRole('region', { name: 'Quarantine', exact: true });
}

function quarantinesTable(page: Page) {
  return page.getByRole('table', { name: 'Quarantined tests' });
}

/** Data rows only (the header row is left out). */
function bodyRows(page: Page) {
  return quarantinesTable(page).locator('tbody tr');
}

async function openCreateDialog(page: Page) {
  await panel(page).getByRole('button', { name: 'Quarantine', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function field(dialog: ReturnType<Page['getByRole']>, label: string) {
  return dialog.getByRole(label === 'Test name' ? 'combobox' : 'textbox', { name: label });
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('search', { name: 'Filter quarantines' }).getByRole('combobox', { name: label }).selectOption({ label: option });
}

test.describe('quarantines', () => {
  test('quarantine a flaky test from its page, find it everywhere, refuse a duplicate, release it', async ({ page }) => {
    // A long journey: four pages, four reloads, two creations, a refused one and a removal.
    test.slow();
    // 1. The test's page: not quarantined yet.
    await page.goto(testQuarantineTab(FLAKY_TEST.id));
    await expect(panel(page).getByText('Not quarantined')).toBeVisible(COLD_START);

    // 2. Quarantine it for one branch; the dialog comes pre-filled with the test's name.
    let dialog = await openCreateDialog(page);
    await expect(field(dialog, 'Test name')).toHaveValue(FLAKY_TEST.name);
    await expect(dialog.getByText(`${FLAKY_TEST.name.length} / 10,000`)).toBeVisible();
    await field(dialog, 'Reason').fill('Times out against the shipping sandbox');
    await expect(dialog.getByText('38 / 10,000')).toBeVisible();
    await field(dialog, 'Branch').fill('main');
    await dialog.getByRole('button', { name: 'Quarantine', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Test quarantined')).toBeVisible();
    const panelTable = panel(page).getByRole('table');
    await expect(panelTable.locator('tbody tr')).toHaveCount(1);
    await expect(panelTable.getByRole('row', { name: /main Times out against the shipping sandbox .* Manual/ })).toBeVisible();
    await page.reload();
    await expect(panelTable.locator('tbody tr')).toHaveCount(1);

    // 3. On the quarantines page: counted in the cards, listed in the table, linked to its test.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quarantines' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantines' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Quarantined tests' })).toContainText('15 quarantines, 9 on every branch');
    await chooseOption(page, 'Test', FLAKY_TEST.name);
    await expect(page).toHaveURL(new RegExp(`test_id=${FLAKY_TEST.id}`));
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('main');
    await page.reload();
    await expect(bodyRows(page)).toHaveCount(1);

    // 4. Back to the test through its link. A test name is quarantined once: asking for every branch
    //    too is refused, the dialog says where it already is and links there, everything typed kept.
    await quarantinesTable(page).getByRole('link', { name: FLAKY_TEST.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/acme/checkout/tests/${FLAKY_TEST.id}`));
    await page.getByRole('tab', { name: 'Quarantine' }).click();
    dialog = await openCreateDialog(page);
    await field(dialog, 'Reason').fill('Flaky on release branches as well');
    const submit = dialog.getByRole('button', { name: 'Quarantine', exact: true });
    await submit.dblclick();
    await expect(dialog.getByText('Already quarantined on branch main.')).toBeVisible();
    await expect(field(dialog, 'Test name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Test name')).toHaveValue(FLAKY_TEST.name);
    await expect(field(dialog, 'Reason')).toHaveValue('Flaky on release branches as well');
    await expect(field(dialog, 'Branch')).toHaveValue('');
    await dialog.getByRole('link', { name: 'Open the existing quarantine' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/acme\/checkout\/quarantines\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantine' })).toBeVisible();
    await expect(page.getByText('Times out against the shipping sandbox')).toBeVisible();

    // 5. Release the branch quarantine from the quarantines page: confirm, gone at once, still gone after a reload.
    await page.goto(`${QUARANTINES_URL}?test_id=${FLAKY_TEST.id}`);
    await expect(bodyRows(page)).toHaveCount(1, COLD_START);
    await quarantinesTable(page)
      .getByRole('button', { name: `Release ${FLAKY_TEST.name} (branch main)` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Release quarantine?' });
    await expect(confirm).toContainText(`Release ${FLAKY_TEST.name} on branch main?`);
    await confirm.getByRole('button', { name: 'Release' }).click();
    await expect(page.getByText('Quarantine released')).toBeVisible();
    await expect(page.getByText('No quarantine matches these filters')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No quarantine matches these filters')).toBeVisible(COLD_START);
    await expect(bodyRows(page)).toHaveCount(0);

    // 6. Now the name is free: quarantine it for every branch from its page.
    await page.goto(testQuarantineTab(FLAKY_TEST.id));
    await expect(panel(page).getByText('Not quarantined')).toBeVisible(COLD_START);
    dialog = await openCreateDialog(page);
    await field(dialog, 'Reason').fill('Flaky on release branches as well');
    await dialog.getByRole('button', { name: 'Quarantine', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(panelTable.locator('tbody tr')).toHaveCount(1);
    await expect(panelTable.getByRole('row', { name: /every branch Flaky on release branches as well/ })).toBeVisible();
    await page.reload();
    await expect(panelTable.locator('tbody tr')).toHaveCount(1, COLD_START);
    await expect(panelTable).toContainText('every branch');
  });

  test('a ticket key such as PAY-77 is taken as well as a link, and listed', async ({ page }) => {
    await page.goto(testQuarantineTab(FLAKY_TEST.id));
    await expect(panel(page).getByText('Not quarantined')).toBeVisible(COLD_START);
    const dialog = await openCreateDialog(page);
    await field(dialog, 'Reason').fill('Times out against the shipping sandbox');
    await field(dialog, 'Ticket').fill('not a ticket');
    await dialog.getByRole('button', { name: 'Quarantine', exact: true }).click();
    await expect(dialog.getByText('A ticket key such as PAY-77, or a link starting with https:// or http://.')).toBeVisible();
    await field(dialog, 'Ticket').fill('PAY-77');
    await dialog.getByRole('button', { name: 'Quarantine', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Test quarantined')).toBeVisible();

    await page.goto(`${QUARANTINES_URL}?test_id=${FLAKY_TEST.id}`);
    await expect(bodyRows(page)).toHaveCount(1, COLD_START);
    const ticketColumn = await quarantinesTable(page).getByRole('columnheader').allTextContents();
    const ticket = bodyRows(page).first().locator('td').nth(ticketColumn.indexOf('Ticket'));
    await expect(ticket).toHaveText('PAY-77');
    // A key is not a link: the API knows no tracker to send it to.
    await expect(ticket.getByRole('link')).toHaveCount(0);
    await page.reload();
    await expect(bodyRows(page).first().locator('td').nth(ticketColumn.indexOf('Ticket'))).toHaveText('PAY-77', COLD_START);
  });

  test('filter by source and branch, and page through, with the state in the URL', async ({ page }) => {
    // A long journey: six filter changes, three reloads and two page turns.
    test.slow();
    const all = await quarantinesOf();
    const auto = await quarantinesOf({ source: 'auto' });
    const autoOnMain = await quarantinesOf({ source: 'auto', branch: 'main' });
    const onMain = await quarantinesOf({ branch: 'main' });
    const allBranches = all.filter((quarantine) => quarantine.branch === null).length;
    expect(all.length).toBeGreaterThan(10);
    expect(onMain.length).toBeLessThan(all.length);

    await page.goto(QUARANTINES_URL);
    const summary = page.getByRole('group', { name: 'Quarantined tests' });
    await expect(summary).toContainText(`${all.length} quarantines, ${allBranches} on every branch`, COLD_START);
    await expect(page.getByRole('group', { name: 'Auto vs manual' })).toContainText(
      `${auto.length} auto · ${all.length - auto.length} manual`,
    );
    await expect(page.getByRole('group', { name: 'Recovered' })).toContainText(
      String(all.filter((quarantine) => quarantine.is_recovered).length),
    );
    await expect(bodyRows(page)).toHaveCount(all.length);

    // Source: auto.
    await page.getByRole('search', { name: 'Filter quarantines' }).getByText('Auto', { exact: true }).click();
    await expect(page).toHaveURL(/source=auto/);
    await expect(bodyRows(page)).toHaveCount(auto.length);
    await page.reload();
    await expect(bodyRows(page)).toHaveCount(auto.length);

    // And branch main: main's auto quarantines and the auto ones on every branch.
    await chooseOption(page, 'Branch', 'main');
    await expect(page).toHaveURL(/branch=main/);
    await expect(bodyRows(page)).toHaveCount(autoOnMain.length);
    await expect(bodyRows(page).first()).toContainText(autoOnMain[0]!.test_name);
    // Every source on main.
    await page.getByRole('search', { name: 'Filter quarantines' }).getByText('All', { exact: true }).click();
    await expect(bodyRows(page)).toHaveCount(onMain.length);
    await page.reload();
    await expect(bodyRows(page)).toHaveCount(onMain.length);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(bodyRows(page)).toHaveCount(all.length);

    // Page through 10 at a time.
    await chooseOption(page, 'Rows per page', '10');
    await expect(page).toHaveURL(/per_page=10/);
    await expect(bodyRows(page)).toHaveCount(10);
    const firstOfPageOne = await bodyRows(page).first().textContent();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(bodyRows(page)).toHaveCount(all.length - 10);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const firstOfPageTwo = await bodyRows(page).first().textContent();
    await page.reload();
    await expect(bodyRows(page)).toHaveCount(all.length - 10);
    await expect(bodyRows(page).first()).toHaveText(firstOfPageTwo ?? '');
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(bodyRows(page).first()).toHaveText(firstOfPageOne ?? '');
  });

  test('a quarantine’s own page, from the table, and what is left after releasing it', async ({ page }) => {
    test.slow(); // two reloads and a visit to the test page
    const recovered = FIXTURE_QUARANTINES.recoveredOnMain;
    await page.goto(`${QUARANTINES_URL}?branch=main`);
    await quarantinesTable(page)
      .getByRole('link', { name: `Details of the quarantine of ${recovered.testName} (branch main)` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/acme/checkout/quarantines/${recovered.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantine' })).toBeVisible();
    await expect(page.getByText(recovered.reason)).toBeVisible();
    await expect(page.getByText('the quarantine could be released')).toBeVisible();
    // "Recovered" with what it rests on: the test's runs over the 7 days to the last whole hour, as the
    // per-test statistics answer them, and a link to those very runs on the test's page.
    const week = { start: '2026-11-13T12:00:00Z', end: '2026-11-20T12:00:00Z' }; // E2E_NOW is 12:00 sharp
    const stat = (name: 'success_count' | 'failure_count') =>
      mockAnswers().getTestStat({ path: { ...CHECKOUT_PATH, test_id: recovered.testId, stat: name }, query: week });
    const [passed, failed] = await Promise.all([stat('success_count'), stat('failure_count')]);
    const { last_failure_at: lastFailure } = await mockAnswers().getTestDetails({ path: { ...CHECKOUT_PATH, test_id: recovered.testId } });
    expect(passed.value + failed.value).toBeGreaterThanOrEqual(5);
    const why = page.getByRole('region', { name: 'Why recovered' });
    await expect(why).toContainText(
      `In the 7 days from Nov 13, 2026, 12:00 UTC to Nov 20, 2026, 12:00 UTC: ${passed.value + failed.value} runs on the default branch, ${failed.value} failed.`,
    );
    await expect(why).toContainText(`Last failure: `);
    await expect(why.locator('time').last()).toHaveAttribute('datetime', lastFailure!);
    await page.reload();
    await expect(page.getByText(recovered.reason)).toBeVisible(COLD_START);
    await why.getByRole('link', { name: 'See these runs in the test’s statistics' }).click();
    await expectRoute(page, `/acme/checkout/tests/${recovered.testId}`, week);
    const statistics = page.getByRole('tabpanel', { name: 'Statistics' });
    await expect(statistics.getByRole('group', { name: 'Runs', exact: true })).toContainText(
      String(passed.value + failed.value),
      COLD_START,
    );
    await expect(statistics.getByRole('group', { name: 'Failures', exact: true })).toContainText(String(failed.value));
    await page.goBack();

    await page.getByRole('button', { name: `Release ${recovered.testName} (branch main)` }).click();
    await page.getByRole('dialog', { name: 'Release quarantine?' }).getByRole('button', { name: 'Release' }).click();
    await expect(page).toHaveURL(new RegExp(`${QUARANTINES_URL}$`));
    await expect(bodyRows(page)).toHaveCount(13);

    await page.goto(`${QUARANTINES_URL}/${recovered.id}`);
    await expect(page.getByRole('heading', { name: 'Quarantine not found' })).toBeVisible(COLD_START);
    await page.getByRole('link', { name: 'See all quarantines' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantines' })).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot, ${scheme} scheme @screenshots`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(QUARANTINES_URL);
      await expect(bodyRows(page)).toHaveCount(14, COLD_START);
      await expect(
        page.getByRole('region', { name: 'Quarantines over time' }).getByRole('application', { name: 'Added per day' }),
      ).toBeVisible();
      // Test names turn into links once the lookup answers.
      await expect(
        quarantinesTable(page).getByRole('link', { name: FIXTURE_QUARANTINES.recoveredOnMain.testName, exact: true }),
      ).toBeVisible();
      await page.screenshot({ path: screenshotPath(`quarantines-${scheme}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Quarantine a test' }).click();
      const dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
      await field(dialog, 'Reason').fill('Times out against the shipping sandbox');
      await field(dialog, 'Test name').fill('shipping/test_service');
      // Suggestions from test search (`*shipping/test_service*`), open under the field.
      await expect(page.getByRole('option', { name: FLAKY_TEST.name })).toBeVisible();
      await page.screenshot({ path: screenshotPath(`quarantines-create-dialog-${scheme}.png`) });
    });
  }

  test('screenshot of a quarantine’s page and of a test page’s panel @screenshots', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const recovered = FIXTURE_QUARANTINES.recoveredOnMain;
    await page.goto(`${QUARANTINES_URL}/${recovered.id}`);
    await expect(page.getByRole('link', { name: recovered.testName })).toBeVisible(COLD_START);
    await page.screenshot({ path: screenshotPath('quarantines-detail-light.png') });

    await page.goto(testQuarantineTab(recovered.testId));
    await expect(panel(page).getByRole('table')).toBeVisible(COLD_START);
    await panel(page).screenshot({ path: screenshotPath('quarantines-test-panel-light.png') });
  });
});
