import type { Locator, Page } from '@playwright/test';
import type { TestSearchResult } from '@/api/types';
import { REPOSITORIES } from '../mocks/fixtures';
import { HOSTILE_PAYLOADS, LONG_TEXT_LENGTH } from '../mocks/store/hostile-text';
import { COLD_START, expect, test } from './support/app-test';
import { mockAnswers } from './support/mock-answers';

/*
 * acme/hostile on the demo build: the seeded repository whose every generated text carries markup
 * (`<img src=x onerror=alert(1)>`, `<script>`), right-to-left overrides, zero-width characters and
 * 10,000-character values (mocks/store/hostile-text.ts). On every page the markup shows as text, no
 * script runs (no dialog), nothing is logged as an error, the page never scrolls sideways at 1440 px,
 * and no row grows past a sane height until it is expanded. Names come from the mock's own answers.
 */

const { hostile } = REPOSITORIES;
const HOSTILE_PATH = { owner: hostile.owner, repository: hostile.name };
const REPO = `/${hostile.fullName}`;
/** Taller than any one- or two-line row with a clamped name, far shorter than an unclamped 10,000 characters. */
const ROW_HEIGHT_LIMIT = 200;
/**
 * Test search's rows share their width with nine figure columns, so a cut 10,000-character name wraps in
 * a column about 160 px wide: taller than elsewhere, but cut (a raw one would be thousands of pixels).
 */
const RESULTS_ROW_HEIGHT_LIMIT = 400;

async function hostileTests(): Promise<TestSearchResult[]> {
  const answer = await mockAnswers().searchTests({ path: HOSTILE_PATH, query: { per_page: 100 } });
  return answer.data.tests;
}

/** Dialogs (a script that ran), console errors and uncaught errors, collected while the test runs. */
function watchForTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('dialog', (dialog) => {
    trouble.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`uncaught: ${error.message}`));
  return trouble;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

async function expectRowsShorterThan(rows: Locator, limit: number) {
  const heights = await rows.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.max(...heights), `row heights: ${heights.map(Math.round).join(', ')}`).toBeLessThan(limit);
}

/** The markup shows as text, and none of it became an element. */
async function expectMarkupAsText(scope: Locator | Page, page: Page) {
  await expect(scope.getByText(HOSTILE_PAYLOADS.html).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) => elements.filter((element) => element.textContent?.includes('alert(1)')).length);
  expect(scripts).toBe(0);
}

/**
 * No right-to-left override reaches the screen raw (where it would turn `test\u202Egnp.exe` into what
 * reads as "testexe.png"): every one is drawn as its marker. Names the elements that hold one.
 */
async function expectNoRawOverrides(page: Page) {
  const raw = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes('\u202E')) found.push(`${node.parentElement?.tagName ?? '?'}: ${node.textContent.slice(0, 80)}`);
    }
    return found;
  });
  expect(raw).toEqual([]);
}

/** Hidden characters show as markers that name them. */
async function expectHiddenCharactersShown(scope: Locator | Page) {
  await expect(scope.getByTitle(/^Invisible character U\+202E \(right-to-left override\)/).first()).toBeVisible();
  await expect(scope.getByTitle(/^Invisible character U\+200B \(zero width space\)/).first()).toBeVisible();
}

test.describe('hostile data', () => {
  let trouble: string[] = [];
  test.beforeEach(({ page }) => {
    trouble = watchForTrouble(page);
  });
  test.afterEach(() => {
    expect(trouble).toEqual([]);
  });

  test('overview: hostile pipeline and job names in the filters, hurting tests literal, layout holds', async ({ page }) => {
    await page.goto(REPO);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(COLD_START);
    const pipelines = page.getByRole('group', { name: 'Pipeline', exact: true });
    await expect(pipelines.getByText(HOSTILE_PAYLOADS.html).first()).toBeVisible();
    await expect(pipelines.getByText(HOSTILE_PAYLOADS.script).first()).toBeVisible();
    await expectHiddenCharactersShown(page.getByRole('region', { name: 'Filters' }));
    const hurting = page.getByRole('table', { name: 'Tests hurting the most' });
    await expect(hurting.getByRole('row').nth(1)).toBeVisible();
    await expectRowsShorterThan(hurting.getByRole('row'), ROW_HEIGHT_LIMIT);
    await expectMarkupAsText(page, page);
    await expectNoSidewaysScroll(page);
    await expectNoRawOverrides(page);
  });

  test('test search: every hostile name literal, 10,000-character names clamped until shown in full', async ({ page }) => {
    const tests = await hostileTests();
    const longest = tests.find((candidate) => candidate.test_name.length === LONG_TEXT_LENGTH)!;
    await page.goto(`${REPO}/tests`);
    const table = page.getByRole('table', { name: /^Tests, sorted by/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible(COLD_START);
    await expectMarkupAsText(table, page);
    await expect(table.getByText(HOSTILE_PAYLOADS.script).first()).toBeVisible();
    // The names' zero-width characters in the rows; the right-to-left override sits in job names, which the
    // per-test rows fold into "N pipelines and jobs": the sidebar lists them.
    await expect(table.getByTitle(/^Invisible character U\+200B \(zero width space\)/).first()).toBeVisible();
    await expectHiddenCharactersShown(page.getByRole('region', { name: 'Filters' }));
    await expectRowsShorterThan(table.getByRole('row'), RESULTS_ROW_HEIGHT_LIMIT);
    await expectNoSidewaysScroll(page);
    await expectNoRawOverrides(page);

    // The long name's row offers the rest of it; expanded, the whole name is there, and still no sideways scroll.
    const longRow = table
      .getByRole('row')
      .filter({ hasText: longest.test_name.slice(0, 60) })
      .first();
    await longRow
      .getByRole('button', { name: /Show all/ })
      .first()
      .click();
    await expect(longRow).toContainText(longest.test_name.slice(-40));
    await expectNoSidewaysScroll(page);
    await expectNoRawOverrides(page);
  });

  test('a test page with a 10,000-character name: the header and every tab hold', async ({ page }) => {
    const tests = await hostileTests();
    const longest = tests.find((candidate) => candidate.test_name.length === LONG_TEXT_LENGTH)!;
    await page.goto(`${REPO}/tests/${longest.test_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(longest.test_name.slice(0, 40), COLD_START);
    await expectNoSidewaysScroll(page);
    await expectNoRawOverrides(page);
    const tabs = ['Statistics', 'Health', 'Failures', 'Executions', 'Quarantine'];
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoRawOverrides(page);
    }
    await page.getByRole('tab', { name: 'Executions' }).click();
    const executions = page.getByRole('tabpanel').getByRole('table').first();
    await expect(executions.getByRole('row').nth(1)).toBeVisible();
    await expect(executions.getByText(HOSTILE_PAYLOADS.html).first()).toBeVisible();
    await expectRowsShorterThan(executions.getByRole('row'), ROW_HEIGHT_LIMIT);
  });

  test('a failing test page: hostile failure messages and stack traces shown as text', async ({ page }) => {
    const tests = await hostileTests();
    const failures = await Promise.all(
      tests.map(async (candidate) => ({
        test: candidate,
        failures: (await mockAnswers().listTestFailures({ path: { ...HOSTILE_PATH, test_id: candidate.test_id } })).failures,
      })),
    );
    const withMarkup = failures.find((entry) =>
      entry.failures.some((failure) => failure.exception_message.includes(HOSTILE_PAYLOADS.html)),
    )!;
    const failure = withMarkup.failures.find((candidate) => candidate.exception_message.includes(HOSTILE_PAYLOADS.html))!;
    await page.goto(`${REPO}/tests/${withMarkup.test.test_id}?tab=failures`);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(failure.exception_message.slice(0, 30)).first()).toBeVisible(COLD_START);
    await expectMarkupAsText(panel, page);
    await expectNoSidewaysScroll(page);
    await expectNoRawOverrides(page);

    await page.goto(`${REPO}/tests/${withMarkup.test.test_id}/failures/${failure.id}`);
    await expect(page.getByText(HOSTILE_PAYLOADS.html).first()).toBeVisible(COLD_START);
    await expectMarkupAsText(page, page);
    await expectNoSidewaysScroll(page);
    await expectNoRawOverrides(page);
  });

  test('quarantines: hostile names and reasons literal; a 10,000-character name quarantined here keeps its row short', async ({ page }) => {
    test.slow();
    const tests = await hostileTests();
    const longest = tests.find((candidate) => candidate.test_name.length === LONG_TEXT_LENGTH)!;

    // Quarantine the long-named test from its page, with a hostile reason.
    await page.goto(`${REPO}/tests/${longest.test_id}?tab=quarantine`);
    const panel = page.getByRole('region', { name: 'Quarantine', exact: true });
    await panel.getByRole('button', { name: 'Quarantine', exact: true }).click(COLD_START);
    const dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
    await expect(dialog.getByText(`${count(LONG_TEXT_LENGTH)} / 10,000`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(`Flaky ${HOSTILE_PAYLOADS.script}`);
    await dialog.getByRole('button', { name: 'Quarantine', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quarantines' }).click();
    const table = page.getByRole('table', { name: 'Quarantined tests' });
    await expect(table.locator('tbody tr').first()).toBeVisible(COLD_START);
    await expectMarkupAsText(table, page);
    await expect(table.getByText(`Flaky ${HOSTILE_PAYLOADS.script}`)).toBeVisible();
    await expect(table.getByTitle(/^Invisible character U\+202E \(right-to-left override\)/).first()).toBeVisible();
    await expectRowsShorterThan(table.locator('tbody tr'), ROW_HEIGHT_LIMIT);
    await expectNoSidewaysScroll(page);
    await expectNoRawOverrides(page);

    const longRow = table.locator('tbody tr').filter({ hasText: longest.test_name.slice(0, 60) });
    await expect(longRow).toHaveCount(1);
    await longRow
      .getByRole('button', { name: /Show all/ })
      .first()
      .click();
    await expect(longRow).toContainText(longest.test_name.slice(-40));
    await expectNoSidewaysScroll(page);
    await expectNoRawOverrides(page);
  });

  test('activity log: hostile titles, logins and reasons in events and facets, layout holds', async ({ page }) => {
    await page.goto(`${REPO}/activity?window=30d`);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible(COLD_START);
    const feed = page.getByRole('region', { name: 'Events' });
    await expect(feed.getByRole('listitem').first()).toBeVisible();
    await expectMarkupAsText(page, page);
    await expect(page.getByText(HOSTILE_PAYLOADS.script).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoRawOverrides(page);
    await expectRowsShorterThan(feed.getByRole('listitem'), 400);
  });
});

function count(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}
