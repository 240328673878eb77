import type { Locator, Page } from '@playwright/test';
import { COLD_START, expect, test } from './support/app-test';
import { expectFocusRing, pressUntilFocused } from './support/keyboard';

/*
 * Keyboard use and hostile text (issue 12, parts 2 and 4) against the seeded mock. The keyboard
 * journeys press Tab the way a person does and count the presses; the hostile-text journey creates its
 * data through the UI, in this test's own browser context (the mock keeps it in that context only).
 */

const SEARCH_URL = '/acme/checkout/tests';
const QUARANTINES_URL = '/acme/checkout/quarantines';

/** What a right-to-left override does to a name: `test‮gnp.exe` reads as "testexe.png". */
const DISGUISED_NAME = 'test\u202Egnp.exe';
const REVEALED_NAME = 'test⟨U+202E⟩gnp.exe';
/** An HTML payload at the head of a 10,000-character reason: shown as text, never run. */
const PAYLOAD = '<img src=x onerror="window.__hostileScriptRan = true"><script>window.__hostileScriptRan = true</script>';
const LONG_REASON = `${`${PAYLOAD} ${'Fails when the payment sandbox answers slowly. '.repeat(300)}`.slice(0, 9_999)}.`;

/** Presses Tab until `target` has focus, as a person would; how many presses it took. */
const tabTo = (page: Page, target: Locator, most: number) => pressUntilFocused(page, 'Tab', target, most);

test.describe('keyboard', () => {
  test('the skip links lead from the top of test search to the first result in a few presses of Tab', async ({ page }) => {
    await page.goto(SEARCH_URL);
    const results = page.getByRole('table', { name: /^Tests, sorted by/ });
    const firstRowLink = results.getByRole('row').nth(1).getByRole('link').first();
    await expect(firstRowLink).toBeVisible(COLD_START);

    // One banner, one navigation, one main.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('navigation')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);

    // The first Tab: the skip link, shown where the keyboard user looks.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectFocusRing(skip);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // Past the filters, then to the first result.
    let presses = 1;
    const skipFilters = page.getByRole('link', { name: 'Skip to results' });
    presses += await tabTo(page, skipFilters, 5);
    await expect(skipFilters).toBeInViewport();
    await page.keyboard.press('Enter');
    presses += await tabTo(page, firstRowLink, 10);
    expect(presses).toBeLessThanOrEqual(10);
    await expectFocusRing(firstRowLink);

    // Shift+Tab goes back to the controls above the ranking (its header has no sort buttons: the sort is
    // the "Sort by" control), and the control shows its ring.
    await page.keyboard.press('Shift+Tab');
    const exportButton = page.getByRole('button', { name: 'Export' });
    await expect(exportButton).toBeFocused();
    await expectFocusRing(exportButton);
  });

  test('the settings drawer opens from the keyboard and Escape gives focus back to its button', async ({ page }) => {
    await page.goto(SEARCH_URL);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(COLD_START);
    const settings = page.getByRole('button', { name: 'API settings' });
    await tabTo(page, settings, 12);
    await expectFocusRing(settings);

    // Twice: the first opening loads the drawer (the case Mantine's own focus return misses).
    for (let opening = 0; opening < 2; opening += 1) {
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'API settings' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('textbox', { name: 'API base URL' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(settings).toBeFocused();
    }
  });
});

test.describe('hostile text', () => {
  test('a disguised name and a 10,000-character reason: shown literally, revealed, clamped, expandable', async ({ page }) => {
    test.slow();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(QUARANTINES_URL);
    const table = page.getByRole('table', { name: 'Quarantined tests' });
    await expect(table.locator('tbody tr').first()).toBeVisible(COLD_START);

    // The create dialog, opened and closed from the keyboard: focus comes back to its button.
    const create = page.getByRole('button', { name: 'Quarantine a test' });
    await create.focus();
    await page.keyboard.press('Enter');
    let dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
    // Escape from the reason: in the test name field, the first Escape closes its suggestion list.
    await tabTo(page, dialog.getByRole('textbox', { name: 'Reason' }), 3);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
    await dialog.getByRole('combobox', { name: 'Test name' }).fill(DISGUISED_NAME);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(LONG_REASON);
    await expect(dialog.getByText('10,000 / 10,000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Quarantine', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Test quarantined')).toBeVisible();
    await expect(create).toBeFocused();

    // The Test filter lists the name with its override revealed too.
    await page
      .getByRole('search', { name: 'Filter quarantines' })
      .getByRole('combobox', { name: 'Test' })
      .selectOption({ label: REVEALED_NAME });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.locator('tbody tr').first();

    // The name reads as what it is: the override shown as a marker, explained on hover.
    // (The first cell is the row's checkbox for bulk release; the name is in the second.)
    await expect(row.getByRole('cell').nth(1)).toHaveText(REVEALED_NAME);
    await expect(row).not.toContainText('testexe.png');
    await expect(row.getByTitle(/U\+202E \(right-to-left override\)/)).toBeVisible();

    // The reason: its HTML is text, cut to a few lines; the row stays small.
    await expect(row).toContainText(PAYLOAD);
    const collapsed = await row.boundingBox();
    expect(collapsed?.height).toBeLessThan(200);

    // "Show all" expands it in place, and back.
    // Reached with the keyboard: one Shift+Tab back from the row's next control.
    const showAll = row.getByRole('button', { name: 'Show all (10,000 characters)' });
    await row.getByRole('link', { name: /^Details of the quarantine/ }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(showAll).toBeFocused();
    await expectFocusRing(showAll);
    await page.keyboard.press('Enter');
    const showLess = row.getByRole('button', { name: 'Show less' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await expect(row).toContainText(LONG_REASON.slice(-40).trim());
    const expanded = await row.boundingBox();
    expect(expanded?.height).toBeGreaterThan(collapsed?.height ?? 0);
    await showLess.click();
    await expect(row.getByRole('button', { name: 'Show all (10,000 characters)' })).toBeVisible();

    // The quarantine's own page: the same name, revealed; the reason clamped there too.
    await row.getByRole('link', { name: /^Details of the quarantine/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantine' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Test' })).toContainText(REVEALED_NAME);
    await expect(page.getByRole('group', { name: 'Reason' }).getByRole('button', { name: 'Show all (10,000 characters)' })).toBeVisible();

    // No script ran, no dialog opened.
    expect(await page.evaluate(() => (window as { __hostileScriptRan?: boolean }).__hostileScriptRan)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
