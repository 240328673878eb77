import type { Locator, Page } from '@playwright/test';
import { COLD_START, expect, test } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';

// Copying a test name from test search gives the name, exactly: selected with the mouse (a drag, a
// triple-click) or with the row's copy button. The name is the longest of the unhealthy tests the mock
// answers, cut in the middle on screen.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function longestUnhealthyName(): Promise<string> {
  const answer = await mockAnswers().searchTests({ path: CHECKOUT_PATH, query: { health_status: ['flaky', 'broken'], per_page: 100 } });
  return answer.data.tests.map((test) => test.test_name).reduce((longest, name) => (name.length > longest.length ? name : longest));
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const emptyClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.writeText(''));

/** The middle of a cell's left padding: where a person starts selecting a link's text (a drag on the link would drag the link). */
async function cellStart(cell: Locator) {
  const box = await cell.boundingBox();
  if (box === null) throw new Error('the name cell is not on screen');
  return { x: box.x + 2, y: box.y + box.height / 2, end: box.x + box.width - 2 };
}

test('a test name copies as the exact name, selected with the mouse or with its copy button', async ({ page }) => {
  const name = await longestUnhealthyName();
  await page.goto(`/acme/checkout/tests?q=${encodeURIComponent(name)}`);
  const row = page
    .getByRole('table', { name: /^Tests, sorted by/ })
    .getByRole('row')
    .nth(1);
  const link = row.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible(COLD_START);
  // The name does not fit its column: part of it is cut on screen.
  expect(
    await link.evaluate((element) => [element, ...element.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth)),
  ).toBe(true);
  const cell = row.getByRole('cell').first();
  const { x, y, end } = await cellStart(cell);

  await emptyClipboard(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(end, y, { steps: 8 });
  await page.mouse.up();
  await page.keyboard.press('Control+C');
  expect(await clipboardText(page)).toBe(name);

  await emptyClipboard(page);
  await page.mouse.click(x, y, { clickCount: 3 });
  await page.keyboard.press('Control+C');
  expect(await clipboardText(page)).toBe(name);

  await emptyClipboard(page);
  await row.getByRole('button', { name: 'Copy test name' }).click();
  await expect(row.getByRole('button', { name: 'Copied the test name' })).toBeVisible();
  expect(await clipboardText(page)).toBe(name);
  await expect(row.getByRole('button', { name: 'Copy test name' })).toBeVisible();
});
