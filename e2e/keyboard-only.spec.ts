import type { Locator } from '@playwright/test';
import { COLD_START, expect, test } from './support/app-test';
import { expectFocusRing, isFocused, pressUntilFocused } from './support/keyboard';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';

/*
 * A keyboard-only journey (issue 12, part 2): no mouse at all, only Tab, Shift+Tab, Enter, Space and the
 * arrow keys. A person quarantines a flaky test from its page, then releases it from the quarantines
 * page; every step is checked on screen, and so is where focus is after each dialog.
 */

const REPO = `/${CHECKOUT_PATH.owner}/${CHECKOUT_PATH.repository}`;
const REASON = 'Times out against the shipping sandbox';

test('keyboard only: quarantine a flaky test from its page, then release it from the quarantines page', async ({ page }) => {
  test.slow();
  // A flaky test of the seeded store with no quarantine yet.
  const flaky = (await mockAnswers().searchTests({ path: CHECKOUT_PATH, query: { health_status: ['flaky'], per_page: 100 } })).data.tests;
  const quarantined = new Set(
    (await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100 } })).data.quarantined_tests.map((q) => q.test_name),
  );
  const target = flaky.find((test) => !quarantined.has(test.test_name));
  if (target === undefined) throw new Error('every flaky test is quarantined already');

  // 1. The test's page. The first Tab is the skip link; Enter goes to the content.
  await page.goto(`${REPO}/tests/${target.test_id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.test_name })).toBeVisible(COLD_START);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // 2. To the tabs; the arrow keys move between them, Enter opens one.
  const tabs = page.getByRole('tablist');
  const statistics = tabs.getByRole('tab', { name: 'Statistics' });
  await pressUntilFocused(page, 'Tab', statistics, 30);
  await expectFocusRing(statistics);
  const quarantineTab = tabs.getByRole('tab', { name: 'Quarantine' });
  for (let presses = 0; presses < 8 && !(await isFocused(quarantineTab)); presses += 1) await page.keyboard.press('ArrowRight');
  await expect(quarantineTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quarantineTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('region', { name: 'Quarantine', exact: true });
  await expect(panel.getByText('Not quarantined')).toBeVisible();

  // 3. "Quarantine" opens the dialog, the test's name filled in, the reason field focused.
  const open = panel.getByRole('button', { name: 'Quarantine', exact: true });
  await pressUntilFocused(page, 'Tab', open, 10);
  await expectFocusRing(open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Test name' })).toHaveValue(target.test_name);
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await page.keyboard.type(REASON);
  await expect(reason).toHaveValue(REASON);
  const submit = dialog.getByRole('button', { name: 'Quarantine', exact: true });
  await pressUntilFocused(page, 'Tab', submit, 10); // the dialog's owner, ticket and until fields come before it
  await page.keyboard.press('Enter');

  // Quarantined on every branch; focus is back on the button that opened the dialog.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Test quarantined')).toBeVisible();
  const panelRows = panel.getByRole('table').locator('tbody tr');
  await expect(panelRows).toHaveCount(1);
  await expect(panelRows.first()).toContainText('every branch');
  await expect(panelRows.first()).toContainText(REASON);
  await expect(open).toBeFocused();

  // 4. Back up to the main navigation, and to the quarantines page.
  const quarantinesLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quarantines' });
  await pressUntilFocused(page, 'Shift+Tab', quarantinesLink, 60);
  await expectFocusRing(quarantinesLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Quarantines' })).toBeVisible();

  // 5. The Test filter, a native select: the arrow keys pick the test (each pick applies at once).
  const testFilter = page.getByRole('search', { name: 'Filter quarantines' }).getByRole('combobox', { name: 'Test' });
  await pressUntilFocused(page, 'Tab', testFilter, 40);
  // A field shows focus by its border (Mantine's), not by a ring: unlike its unfocused neighbour's.
  const borderOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).borderColor);
  const branchFilter = page.getByRole('search', { name: 'Filter quarantines' }).getByRole('combobox', { name: 'Branch' });
  expect(await borderOf(testFilter)).not.toBe(await borderOf(branchFilter));
  // The choices come with the quarantines' summary: wait, as a person would, for the test to be listed.
  await expect(testFilter.locator(`option[value="${target.test_id}"]`)).toHaveCount(1);
  const optionCount = await testFilter.locator('option').count();
  for (let presses = 0; presses < optionCount && (await testFilter.inputValue()) !== target.test_id; presses += 1) {
    await page.keyboard.press('ArrowDown');
    // As a person would, look at what the pick shows before the next press: each pick is a navigation.
    const picked = await testFilter.inputValue();
    if (picked !== '') await expect(page).toHaveURL(new RegExp(`test_id=${picked}`));
  }
  await expect(testFilter).toHaveValue(target.test_id);
  await expect(page).toHaveURL(new RegExp(`test_id=${target.test_id}`));
  const rows = page.getByRole('table', { name: 'Quarantined tests' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(REASON);

  // 6. Release: Tab to the row's button, Space to press it, confirm with Enter.
  const release = rows.first().getByRole('button', { name: `Release ${target.test_name} (every branch)` });
  // Past the rest of the filter bar (branch, source, until, rows per page, clear) and the row's checkbox and links.
  await pressUntilFocused(page, 'Tab', release, 20);
  await expectFocusRing(release);
  await page.keyboard.press('Space');
  const confirm = page.getByRole('dialog', { name: 'Release quarantine?' });
  await expect(confirm).toContainText(`Release ${target.test_name} on every branch?`);
  await pressUntilFocused(page, 'Tab', confirm.getByRole('button', { name: 'Release' }), 10);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Quarantine released')).toBeVisible();
  await expect(rows).toHaveCount(0);

  // The row and its button are gone: focus lands on the list, and Tab goes on from there.
  const list = page.locator('[data-focus-landing]');
  await expect(list).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});
