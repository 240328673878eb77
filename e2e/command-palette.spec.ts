import type { Page } from '@playwright/test';
import { FIXTURE_PULL_REQUESTS, FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect, test } from './support/app-test';
import { countText, isoSeconds } from './support/expected-text';
import { expectRoute } from './support/url-state';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';

/*
 * The command palette and the keyboard shortcuts (issue 14, part 1), against the seeded mock at E2E_NOW.
 * Names, ids and rows are asked of the same mock (support/mock-answers.ts); keys are pressed as a person
 * presses them, and every wait is for something on screen.
 */

const OVERVIEW = `/${CHECKOUT_PATH.owner}/${CHECKOUT_PATH.repository}`;
/** Part of the flaky showcase test's name, as someone remembering it would type it. */
const NAME_PART = 'retries_delivery';
const FLAKY_NAME = FIXTURE_TESTS.flaky.testName;
/** A page reached by a shortcut loads its data first: generous on a busy machine. */
const NEXT_PAGE = { timeout: 20_000 };
const DAY_MS = 86_400_000;

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const paletteField = (page: Page) => palette(page).getByRole('combobox', { name: 'Search pages, tests, quarantines and pull requests' });
const testsTable = (page: Page) => page.getByRole('table', { name: /^Tests, sorted by/ });
const pageHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The tests the palette lists for `NAME_PART`: test search with its glob, in name order. */
async function testsMatchingNamePart() {
  const answer = await mockAnswers().searchTests({
    path: CHECKOUT_PATH,
    query: { test_name: [`*${NAME_PART}*`], sort: 'test_name', direction: 'asc', per_page: 8 },
  });
  return answer.data.tests;
}

async function openOverview(page: Page) {
  await page.goto(OVERVIEW);
  await expect(pageHeading(page, 'Overview')).toBeVisible(COLD_START);
  // Typed once the page has its data, as a person would: a two-key sequence (g, then q) must come within
  // 1.5 s, and on a busy CPU a page still drawing its answers can hold the second key back that long.
  await expect(page.getByRole('region', { name: 'Tests hurting the most' }).getByRole('row').nth(1)).toBeVisible(COLD_START);
}

test.describe('command palette', () => {
  test('Ctrl+K, part of a test name, Enter: the test page; the test is then the first recent item', async ({ page }) => {
    test.slow(); // a cold start, then a second page
    const matches = await testsMatchingNamePart();
    // The showcase test runs under two identities (two jobs): one test, one page, one option.
    expect(matches.length).toBeGreaterThan(1);
    expect(new Set(matches.map((match) => match.test_id))).toEqual(new Set([matches[0]?.test_id]));
    expect(matches.every((match) => match.test_name === FLAKY_NAME)).toBe(true);
    const testId = matches[0]?.test_id;
    const quarantines = (
      await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100 } })
    ).data.quarantined_tests.filter((quarantine) => quarantine.test_name.includes(NAME_PART));
    const where = matches.map((match) => `${match.pipeline_name} › ${match.job_name}`).join(', ');

    await openOverview(page);
    await page.keyboard.press('Control+k');
    await expect(paletteField(page)).toBeFocused();
    await paletteField(page).pressSequentially(NAME_PART);

    // Found by test search, listed with where it runs, and active; its quarantines below it.
    const testOptions = palette(page).getByRole('group', { name: 'Tests' }).getByRole('option');
    await expect(testOptions).toHaveText([`${FLAKY_NAME}Test · ${where}`]);
    const quarantineOptions = palette(page).getByRole('group', { name: 'Quarantines' }).getByRole('option');
    await expect(quarantineOptions).toHaveText(
      quarantines.map((quarantine) => `${FLAKY_NAME}Quarantine · ${quarantine.branch ?? 'every branch'}`),
    );
    await expect(palette(page).getByRole('option')).toHaveCount(1 + quarantines.length);
    await expect(testOptions.first()).toHaveAttribute('aria-selected', 'true');
    await expect(paletteField(page)).toHaveAttribute('aria-activedescendant', (await testOptions.first().getAttribute('id')) ?? '');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${OVERVIEW}/tests/${testId}`);
    await expect(pageHeading(page, FLAKY_NAME)).toBeVisible(NEXT_PAGE);
    await expect(palette(page)).toBeHidden();

    // The place just opened comes first next time, before anything is typed.
    await page.getByRole('banner').getByRole('button', { name: 'Jump to… Ctrl K' }).click();
    const recent = palette(page).getByRole('group', { name: 'Recent' }).getByRole('option');
    await expect(recent).toHaveCount(1);
    await expect(recent).toHaveText(`${FLAKY_NAME}Test · ${where}`);
    await expect(recent).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
  });

  test('#number opens the activity log filtered to that pull request, over all it keeps; the arrows pick a page', async ({ page }) => {
    test.slow(); // several pages, each loading its data
    const pull = FIXTURE_PULL_REQUESTS.breaksTaxRounding.number;
    // The pull request's events over the log's 90 kept days (its last 24 hours may hold none).
    const now = Date.parse(E2E_NOW);
    const { total } = await mockAnswers().getActivityLogAggregate({
      path: CHECKOUT_PATH,
      query: { pull_request: [pull], received_from: isoSeconds(now - 90 * DAY_MS), received_to: isoSeconds(now) },
    });
    expect(total).toBeGreaterThan(0);
    await openOverview(page);
    await page.keyboard.press('Control+k');
    await paletteField(page).fill(`#${pull}`);
    const option = palette(page).getByRole('option', { name: new RegExp(`^Pull request #${pull}`) });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, 'Activity log')).toBeVisible(NEXT_PAGE);
    await expectRoute(page, `${OVERVIEW}/activity`, { pr: [pull], range: '90d' });
    await expect(page.getByRole('heading', { level: 2, name: / events? · / })).toHaveText(
      `${countText(total)} ${total === 1 ? 'event' : 'events'} · Last 90 days · times in your local zone (UTC)`,
      NEXT_PAGE,
    );
    await expect(palette(page)).toBeHidden();

    // Nothing typed: the pull request is the recent place; the arrows move through the list and wrap.
    await page.keyboard.press('Control+k');
    const options = palette(page).getByRole('option');
    await expect(options).toHaveText([
      `Pull request #${pull}Activity log: its events of the 90 days kept`,
      'OverviewPage',
      'TestsPage',
      'QuarantinesPage',
      'Activity logPage',
      'Merge queuePage',
      'Is it my change?Page',
      'CI runnersPage',
      'Weekly digestPage',
      'API settingsAction',
      'Switch to dark schemeAction',
    ]);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(palette(page)).toBeHidden();

    await page.keyboard.press('Control+k');
    await paletteField(page).fill('quar');
    await expect(options).toHaveText(['QuarantinesPage']);
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, 'Quarantines')).toBeVisible(NEXT_PAGE);
  });
});

test.describe('command palette: words in any order and "Is it my change?"', () => {
  const cartTest = FIXTURE_TESTS.brokenByPullRequest;

  /** Test search's answer for names holding both words, either way round (the API's globs, written out). */
  async function testsHolding(globs: string[]) {
    const answer = await mockAnswers().searchTests({
      path: CHECKOUT_PATH,
      query: { test_name: globs, sort: 'test_name', direction: 'asc', per_page: 100 },
    });
    return [...new Set(answer.data.tests.map((test) => test.test_name))];
  }

  test('"cart tot" and "tax rounds cart" find the cart tax test; #N offers "Is it my change?" about it', async ({ page }) => {
    test.slow(); // a cold start, then a second page
    const cartTot = await testsHolding(['*cart*tot*', '*tot*cart*']);
    expect(cartTot).toContain(cartTest.testName);
    const taxRoundsCart = await testsHolding([
      '*tax*rounds*cart*',
      '*tax*cart*rounds*',
      '*rounds*tax*cart*',
      '*rounds*cart*tax*',
      '*cart*tax*rounds*',
      '*cart*rounds*tax*',
    ]);
    expect(taxRoundsCart).toContain(cartTest.testName);

    await openOverview(page);
    await page.keyboard.press('Control+k');
    await paletteField(page).pressSequentially('cart tot');
    const testOptions = palette(page).getByRole('group', { name: 'Tests' }).getByRole('option');
    await expect(testOptions).toHaveCount(Math.min(8, cartTot.length));
    await expect(testOptions.filter({ hasText: cartTest.testName })).toHaveCount(1);
    await paletteField(page).fill('tax rounds cart');
    await expect(testOptions).toHaveCount(Math.min(8, taxRoundsCart.length));
    await expect(testOptions.first()).toContainText(taxRoundsCart[0]!);

    // A pull request number: its activity and "Is it my change?" about it.
    const pull = FIXTURE_PULL_REQUESTS.breaksTaxRounding.number;
    await paletteField(page).fill(`#${pull}`);
    await expect(palette(page).getByRole('option')).toHaveText([
      `Pull request #${pull}Activity log: its events of the 90 days kept`,
      `Is it my change? for #${pull}Its failed queue checks and the tests it is named in`,
    ]);
    await palette(page)
      .getByRole('option', { name: new RegExp(`^Is it my change\\? for #${pull}`) })
      .click();
    await expectRoute(page, `${OVERVIEW}/my-change`, { pull });
    await expect(page.getByRole('heading', { level: 2, name: `Failed checks of #${pull} in the merge queue` })).toBeVisible(NEXT_PAGE);
  });

  test('"Is it my change?" is among the pages and behind g m', async ({ page }) => {
    test.slow(); // a cold start, then a second page
    await openOverview(page);
    await page.keyboard.press('Control+k');
    await paletteField(page).fill('my change');
    await expect(palette(page).getByRole('option')).toHaveText(['Is it my change?Page']);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await expect(pageHeading(page, 'Is it my change?')).toBeVisible(NEXT_PAGE);
    await expectRoute(page, `${OVERVIEW}/my-change`);
  });
});

test.describe('keyboard shortcuts', () => {
  test('? lists every shortcut; g t goes to the tests; j, k and Enter open a row; q quarantines its test', async ({ page }) => {
    test.slow(); // several pages, each loading its data
    await openOverview(page);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('definition')).toHaveText([
      'Open the command palette',
      'Show these shortcuts',
      "Focus the page's search",
      'Close the palette or a dialog; leave the focused row',
      'Next row',
      'Previous row',
      'Open the focused row',
      'Quarantine the focused test',
      'Overview',
      'Tests',
      'Quarantines',
      'Activity log',
      'Merge queue',
      'Is it my change?',
      'CI runners',
      'Weekly digest',
    ]);
    await expect(help.getByRole('region', { name: 'Go to' }).getByRole('term')).toHaveText([
      'g then o',
      'g then t',
      'g then q',
      'g then a',
      'g then e',
      'g then m',
      'g then r',
      'g then w',
    ]);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await page.keyboard.press('g');
    await page.keyboard.press('t');
    await expect(pageHeading(page, 'Tests')).toBeVisible(NEXT_PAGE);
    await expect(page).toHaveURL(`${OVERVIEW}/tests`);
    const rows = testsTable(page).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();

    await page.keyboard.press('j');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(rows.nth(3)).toBeFocused();
    await page.keyboard.press('k');
    await expect(rows.nth(2)).toBeFocused();

    // `q` asks to quarantine the focused row's test, its name filled in.
    const secondLink = rows.nth(2).getByRole('link');
    // The DOM text: the shortened name is two boxes, which innerText would split with a line break.
    const secondName = (await secondLink.textContent()) ?? '';
    const secondHref = await secondLink.getAttribute('href');
    await page.keyboard.press('q');
    const create = page.getByRole('dialog', { name: 'Quarantine a test' });
    await expect(create).toBeVisible();
    await expect(create.getByRole('combobox', { name: 'Test name' })).toHaveValue(secondName);
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();

    await rows.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(secondHref ?? '');
    await expect(pageHeading(page, secondName)).toBeVisible(NEXT_PAGE);
  });

  test('no shortcut fires while typing in a field; / focuses the search field from outside it', async ({ page }) => {
    test.slow(); // a cold start, then a second page
    await page.goto(`${OVERVIEW}/tests`);
    await expect(testsTable(page).getByRole('row').nth(1)).toBeVisible(COLD_START);
    const nameField = page.getByRole('textbox', { name: 'Test name', exact: true });

    await page.keyboard.press('/');
    await expect(nameField).toBeFocused();
    await page.keyboard.type('gq?jk/');
    await expect(nameField).toHaveValue('gq?jk/');
    await expect(page).toHaveURL(`${OVERVIEW}/tests`);
    await expect(nameField).toBeFocused();
    await nameField.fill('');

    // Out of the field, the same keys act again: `?` shows the shortcuts, and no other dialog was opened.
    await pageHeading(page, 'Tests').click();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(`${OVERVIEW}/tests`);
  });

  test('j and Enter on the quarantines (details) and on the activity log (an event unfolds); g q and g a get there', async ({ page }) => {
    test.slow(); // several pages, each loading its data
    await openOverview(page);
    await page.keyboard.press('g');
    await page.keyboard.press('q');
    await expect(pageHeading(page, 'Quarantines')).toBeVisible(NEXT_PAGE);
    const quarantineRows = page.getByRole('table', { name: 'Quarantined tests' }).getByRole('row');
    await expect(quarantineRows.nth(1)).toBeVisible();
    const details = quarantineRows.nth(1).getByRole('link', { name: /^Details of the quarantine of / });
    const detailsHref = await details.getAttribute('href');
    await page.keyboard.press('j');
    await expect(quarantineRows.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(detailsHref ?? '');

    await page.keyboard.press('g');
    await page.keyboard.press('a');
    await expect(pageHeading(page, 'Activity log')).toBeVisible(NEXT_PAGE);
    const events = page.getByRole('region', { name: 'Events' }).getByRole('listitem');
    await expect(events.first()).toBeVisible();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(events.nth(1)).toBeFocused();
    await page.keyboard.press('k');
    await expect(events.first()).toBeFocused();
    const toggle = events.first().getByRole('button', { name: 'Details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(events.first().getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    // Esc leaves the row; the next j starts again from the first.
    await page.keyboard.press('Escape');
    await expect(events.first()).not.toBeFocused();
    await page.keyboard.press('j');
    await expect(events.first()).toBeFocused();
  });
});
