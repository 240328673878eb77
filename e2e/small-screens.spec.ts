import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { ActivityLogFilters } from '@/api/types';
import { FIXTURE_TESTS, REPOSITORIES } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect, screenshotPath, test } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectedTestRanking } from './support/test-ranking';
import { expectRoute, reloadAndCheck } from './support/url-state';

/*
 * Every page on a phone (390 × 844, issue 12 part 3): nothing scrolls sideways, the first result is on
 * the first screen (the filters wait behind a button that counts them), the filter drawer applies a
 * filter to the URL, and the header keeps its controls in view. Figures are the seeded mock's answers.
 */

test.use({ viewport: { width: 390, height: 844 } });

const { checkout } = REPOSITORIES;
const OVERVIEW = `/${checkout.owner}/${checkout.name}`;
const SEARCH = `${OVERVIEW}/tests`;
const QUARANTINES = `${OVERVIEW}/quarantines`;
const LOG = `${OVERVIEW}/activity`;
const { flaky } = FIXTURE_TESTS;
const [FLAKY_IDENTITY] = flaky.identities;
if (FLAKY_IDENTITY === undefined) throw new Error('the flaky showcase test has no identity');
const PIPELINE = FLAKY_IDENTITY.pipelineName;

const countFormat = new Intl.NumberFormat('en-US');

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: 'the page scrolls sideways' }).toBeLessThanOrEqual(0);
}

/**
 * Nothing scrolls sideways, the page nor any box in it: every box that may scroll (overflow-x auto or
 * scroll) holds no more than its width. Named by its label, else its tag and class, when one does.
 */
async function expectNothingScrollsSideways(page: Page) {
  const scrolling = () =>
    page.evaluate(() =>
      [document.documentElement, ...document.body.querySelectorAll('*')]
        .filter((element) => element === document.documentElement || ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.getAttribute('aria-label') ?? `${element.tagName.toLowerCase()}.${element.className}`),
    );
  await expect.poll(scrolling, { message: 'a box scrolls sideways' }).toEqual([]);
}

/** How many lines of its text an element's box holds. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const content = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return Math.round(content / parseFloat(style.lineHeight));
  });

/** Seen on the first screen, whole, with the page still at its top. */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** axe-core on the phone layout (cards, drawer): nothing serious or critical against WCAG 2.1 A and AA. */
async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const where = blocking.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
  expect(
    blocking.map((violation) => violation.id),
    where.join('\n'),
  ).toEqual([]);
}

async function openFilters(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** "Show results" closes the drawer; focus goes back to its button, which now counts the filters. */
async function closeFilters(page: Page, drawer: Locator, nameAfter: string) {
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: nameAfter, exact: true })).toBeFocused();
}

test.describe('on a 390-pixel phone', () => {
  test('the header keeps its buttons in view; the menu holds the sections and the repository', async ({ page }) => {
    await page.goto(OVERVIEW);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(COLD_START);
    await expectNoSidewaysScroll(page);
    const banner = page.getByRole('banner');
    for (const name of ['Navigation', 'CI Insights home', 'Switch to dark scheme', 'API settings']) {
      await expect(banner.getByRole(name === 'CI Insights home' ? 'link' : 'button', { name })).toBeInViewport({ ratio: 1 });
    }
    // The sections are behind the menu button.
    const menu = banner.getByRole('button', { name: 'Navigation' });
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: 'Tests' })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation.getByRole('combobox', { name: 'Repository' })).toHaveValue(checkout.fullName);
    await expect(navigation.getByRole('link', { name: 'Tests' })).toBeInViewport();
    // Escape closes it, back to its button.
    await navigation.getByRole('link', { name: 'Tests' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(navigation.getByRole('link', { name: 'Tests' })).toBeHidden();

    // A section opened from the menu closes it.
    await menu.click();
    await navigation.getByRole('link', { name: 'Quarantines' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantines' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectNoSidewaysScroll(page);
  });

  test('overview: figures on the first screen, filters in a drawer that applies them', async ({ page }) => {
    const [all, ci] = await Promise.all(
      [{}, { pipeline_name: [PIPELINE] }].map(
        async (query) => (await mockAnswers().getRepositoryTestStat({ path: { ...CHECKOUT_PATH, stat: 'total_tests' }, query })).value,
      ),
    );
    const testsFigure = page.getByRole('link', { name: /^Test–job pairs: / });

    await page.goto(OVERVIEW);
    await expect(testsFigure).toHaveAccessibleName(
      `Test–job pairs: ${countFormat.format(all ?? 0)}, tests under one pipeline and job, on the default branch. Show in test search`,
      COLD_START,
    );
    await expectOnFirstScreen(page, testsFigure);
    await expectNoSidewaysScroll(page);

    const drawer = await openFilters(page, 'Filters');
    await drawer
      .getByRole('group', { name: 'Pipeline' })
      .getByRole('button', { name: `Only ${PIPELINE}` })
      .click();
    // Applied at once, the drawer still open.
    await expectRoute(page, OVERVIEW, { pipeline: [PIPELINE] });
    await expect(drawer.getByRole('group', { name: 'Pipeline' }).getByText(`Only ${PIPELINE}`)).toBeVisible();
    await closeFilters(page, drawer, 'Filters (1)');
    await expect(testsFigure).toHaveAccessibleName(
      `Test–job pairs: ${countFormat.format(ci ?? 0)}, tests under one pipeline and job, on the default branch. Show in test search`,
    );
    // From the keyboard: Enter opens the drawer again, Escape closes it, focus back on its button.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('group', { name: 'Pipeline' }).getByText(`Only ${PIPELINE}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)', exact: true })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('phone-overview.png') });
  });

  test('test search: the first result on the first screen, rows as cards, filters in a drawer', async ({ page }) => {
    // Two cold starts (the first visit and a reload) and two axe scans.
    test.slow();
    // The page opens on the unhealthy tests, one row per test, the most failed runs first.
    const opening = await expectedTestRanking({ health_status: ['flaky', 'broken'] });
    const flakyOnly = await expectedTestRanking({ health_status: ['flaky'] });
    const results = page.getByRole('table', { name: /^Tests, sorted by/ });
    // On a phone the header row is hidden (each card names its values): every row is a result.
    const firstRow = results.getByRole('row').first();

    await page.goto(SEARCH);
    await expect(firstRow.getByRole('link')).toHaveText(opening[0]?.name ?? '', COLD_START);
    await expectOnFirstScreen(page, firstRow);
    await expectNoSidewaysScroll(page);
    // A card: each value under the other, no wider than the screen.
    const card = await firstRow.boundingBox();
    expect(card?.width).toBeLessThanOrEqual(390);
    // The ranking's columns: name, pipeline · job, health, failed runs, runs.
    await expect(firstRow.getByRole('cell')).toHaveCount(5);

    const drawer = await openFilters(page, 'Filters');
    // The name fields are in the drawer too.
    await expect(drawer.getByRole('textbox', { name: 'Test name', exact: true })).toBeVisible();
    await expect(drawer.getByRole('group', { name: 'Health' }).getByRole('checkbox', { name: 'Flaky' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('phone-test-search-filters.png') });
    await expectNoSeriousAxeViolation(page);
    await drawer.getByRole('group', { name: 'Health' }).getByRole('button', { name: 'Only Flaky' }).click();
    await expectRoute(page, SEARCH, { health: ['flaky'] });
    await closeFilters(page, drawer, 'Filters (1)');

    const flakyView = async () => {
      // After the reload below this is a cold start again: the mock rebuilds its store in the page.
      // The per-test view's tabs count tests.
      await expect(page.getByRole('tab', { name: `Flaky ${countFormat.format(flakyOnly.length)} tests`, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
        COLD_START,
      );
      await expect(firstRow.getByRole('link')).toHaveText(flakyOnly[0]?.name ?? '');
      await expect(results.getByRole('row')).toHaveCount(Math.min(flakyOnly.length, 25)); // a page of the ranking
      await expect(page.getByRole('button', { name: 'Filters (1)', exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
    };
    await flakyView();
    // The drawer was never in the URL: a reload shows the same view, drawer closed.
    await reloadAndCheck(page, flakyView);
    await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);
    await expectNoSeriousAxeViolation(page);
    await page.screenshot({ path: screenshotPath('phone-test-search.png') });
  });

  test('test detail: every tab and a failure fit the screen', async ({ page }) => {
    test.slow();
    await page.goto(`${SEARCH}/${flaky.testId}`);
    await expect(page.getByRole('heading', { level: 1, name: flaky.testName })).toBeVisible(COLD_START);
    await expectNoSidewaysScroll(page);
    // The heading names the page; the breadcrumb above it leads back without repeating that name.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Tests', exact: true })).toBeVisible();
    await expect(trail.locator('[aria-current="page"]')).toBeHidden();

    const tabs = page.getByRole('tablist');
    const panel = page.getByRole('tabpanel');
    const expected: [tab: string, shows: Locator][] = [
      ['Statistics', panel.getByRole('figure').first()],
      ['Health', panel.getByRole('table').filter({ hasText: 'Health changes in this window' })],
      ['Failures', panel.getByRole('link', { name: flaky.exceptionType })],
      ['Executions', panel.getByRole('table').filter({ hasText: 'Pipelines and jobs this test ran under' })],
      ['Quarantine', panel.getByRole('region', { name: 'Quarantine', exact: true })],
    ];
    for (const [tab, shows] of expected) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(shows).toBeVisible();
      await expectNoSidewaysScroll(page);
    }

    // A failure group's page.
    await tabs.getByRole('tab', { name: 'Failures' }).click();
    await panel.getByRole('link', { name: flaky.exceptionType }).click();
    await expect(page.getByRole('heading', { level: 1, name: flaky.exceptionType })).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Failures', exact: true })).toBeVisible();
    await expect(trail.locator('[aria-current="page"]')).toBeHidden();
    await expectNoSidewaysScroll(page);
  });

  test('quarantines: the list on the first screen, filters in a drawer, a quarantine’s page', async ({ page }) => {
    const listOf = async (source?: 'manual') =>
      (await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100, ...(source ? { source } : {}) } })).data
        .quarantined_tests;
    const [all, manual] = await Promise.all([listOf(), listOf('manual')]);
    const rows = page.getByRole('table', { name: 'Quarantined tests' }).locator('tbody tr');

    await page.goto(QUARANTINES);
    await expect(rows.first()).toContainText(all[0]?.test_name ?? '', COLD_START);
    await expectOnFirstScreen(page, rows.first());
    await expectNoSidewaysScroll(page);

    const drawer = await openFilters(page, 'Filters');
    // A click, then a wait for the URL and the choice: the radio follows the URL, which changes after the click.
    await drawer.getByRole('radio', { name: 'Manual' }).click();
    await expectRoute(page, QUARANTINES, { source: 'manual' });
    await expect(drawer.getByRole('radio', { name: 'Manual' })).toBeChecked();
    await closeFilters(page, drawer, 'Filters (1)');
    await expect(rows).toHaveCount(Math.min(manual.length, 25));
    await expect(rows.first()).toContainText(manual[0]?.test_name ?? '');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('phone-quarantines.png') });
    await expectNoSeriousAxeViolation(page);

    // The summary follows the list on a phone.
    await expect(page.getByRole('group', { name: 'Quarantined tests' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await rows
      .first()
      .getByRole('link', { name: /^Details of the quarantine/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantine' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('activity log: the count and the first event on the first screen, filters in a drawer', async ({ page }) => {
    const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    const now = Date.parse(E2E_NOW);
    const lastDay: ActivityLogFilters = { received_from: iso(now - 24 * 3_600_000), received_to: iso(now) };
    const [all, failures] = await Promise.all(
      [lastDay, { ...lastDay, outcome: ['failure' as const] }].map((query) =>
        mockAnswers().getActivityLogAggregate({ path: CHECKOUT_PATH, query }),
      ),
    );
    const summary = page.getByRole('heading', { level: 2, name: / events? · / });
    const events = page.getByRole('region', { name: 'Events' }).getByRole('listitem');

    await page.goto(LOG);
    await expect(summary).toHaveText(
      `${countFormat.format(all?.total ?? 0)} events · Last 24 hours · times in your local zone (UTC)`,
      COLD_START,
    );
    await expect(events.first()).toBeVisible();
    await expectOnFirstScreen(page, summary);
    // The first event starts on the first screen: its sentence begins above the fold, below the count, the
    // zone and Live toggles and the histogram (a long sentence and the row's details may run past it).
    await expect(events.first()).toBeInViewport();
    await expect(events.first().locator('p[id$="-sentence"]')).toBeInViewport();
    await expectNoSidewaysScroll(page);
    // The view's tools stay whole on the narrowest phones (360 px), wrapping rather than cut off.
    await page.setViewportSize({ width: 360, height: 640 });
    for (const tool of [page.getByRole('radiogroup', { name: 'Times' }), page.getByRole('button', { name: 'Export' })]) {
      await tool.scrollIntoViewIfNeeded();
      await expect(tool).toBeInViewport({ ratio: 1 });
      const cut = await tool.evaluate(
        (box) => [box, ...box.querySelectorAll('*')].filter((part) => part.scrollWidth > part.clientWidth).length,
      );
      expect(cut, 'a tool squeezed until its text is cut').toBe(0);
    }
    await page.setViewportSize({ width: 390, height: 844 });

    const drawer = await openFilters(page, 'Filters');
    await drawer.getByRole('group', { name: 'Outcome', exact: true }).getByRole('button', { name: 'Only Failure' }).click();
    await expectRoute(page, LOG, { outcome: ['failure'] });
    await closeFilters(page, drawer, 'Filters (1)');
    await expect(summary).toHaveText(`${countFormat.format(failures?.total ?? 0)} events · Last 24 hours · times in your local zone (UTC)`);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('phone-activity.png') });
  });
  test('merge queue: the first figure on the first screen, the tables as cards, nothing scrolls sideways', async ({ page }) => {
    const window = { start_at: '2026-11-14T00:00:00Z', end_at: E2E_NOW.replace('.000Z', 'Z') };
    const answer = await mockAnswers().getQueueMergedCount({ path: CHECKOUT_PATH, query: window });
    const total = answer.groups.reduce((sum, group) => sum + group.stats.reduce((all, row) => all + row.merged, 0), 0);
    await page.goto(`${OVERVIEW}/merge-queue`);
    const merged = page.getByRole('region', { name: 'Merged', exact: true });
    await expect(merged.locator('[data-figure]')).toHaveText(countFormat.format(total), COLD_START);
    // The vendor's first headline figure leads.
    await expect(page.getByRole('region', { name: 'Entered', exact: true })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    // The day-by-day table, the exit reasons' data table and the comparison are cards on a phone: each
    // row's values (and the day's link to its events) within the screen, nothing to scroll sideways.
    const days = page.getByRole('table', { name: /per interval$/ });
    await days.scrollIntoViewIfNeeded();
    const dayLink = days.getByRole('link').first();
    await expect(dayLink).toBeVisible();
    const linkBox = await dayLink.boundingBox();
    expect((linkBox?.x ?? 0) + (linkBox?.width ?? 0)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('table', { name: 'Merge queue figures, two periods' })).toBeVisible(COLD_START);
    await expectNoSeriousAxeViolation(page);
    await page.getByRole('figure', { name: 'Why pull requests left the queue' }).getByRole('button', { name: 'Show data table' }).click();
    await expect(page.getByRole('table', { name: 'Queue exits per interval and reason (UTC)' })).toBeVisible();
    await expectNothingScrollsSideways(page);
    await page.screenshot({ path: screenshotPath('phone-merge-queue.png'), fullPage: true });
  });

  test('CI runners: a runner’s trend and its two data tables fit the screen', async ({ page }) => {
    const [runner] = (await mockAnswers().listCiRunners({ path: { owner: CHECKOUT_PATH.owner } })).runners;
    if (runner === undefined) throw new Error('the mock lists no runner');
    await page.goto(`${OVERVIEW}/runners?runner=${encodeURIComponent(runner.name)}`);
    const trend = page.getByRole('region', { name: `Trend of ${runner.name}` });
    await expect(trend).toBeVisible(COLD_START);
    // Each opened table's button then reads "Hide data table": the first "Show" is the next one.
    await trend.getByRole('button', { name: 'Show data table' }).first().click();
    await trend.getByRole('button', { name: 'Show data table' }).first().click();
    await expect(trend.getByRole('table', { name: `Success rate of ${runner.name} per bucket` })).toBeVisible();
    await expect(trend.getByRole('table', { name: `Job duration of ${runner.name} per bucket` })).toBeVisible();
    await expectNothingScrollsSideways(page);
  });

  test('a long test name wraps after its separators to show its end; a palette entry keeps to a few lines', async ({ page }) => {
    const unhealthy = (
      await mockAnswers().searchTests({ path: CHECKOUT_PATH, query: { health_status: ['flaky', 'broken'], per_page: 100 } })
    ).data.tests;
    const name = unhealthy.map((test) => test.test_name).reduce((longest, next) => (next.length > longest.length ? next : longest));
    await page.goto(`${SEARCH}?q=${encodeURIComponent(name)}`);
    const link = page.getByRole('table', { name: /^Tests, sorted by/ }).getByRole('link', { name, exact: true });
    await expect(link).toBeVisible(COLD_START);
    // Nothing of it is cut: it wraps, within the screen.
    await expect(link).toHaveText(name);
    expect(await link.evaluate((element) => [...element.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth))).toBe(
      false,
    );
    for (const box of await link.evaluate((element) => [...element.getClientRects()].map((rect) => rect.right))) {
      expect(box).toBeLessThanOrEqual(390);
    }
    await expectNothingScrollsSideways(page);

    // The palette: the showcase test's entry, its name and where it runs, on a few lines.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill(flaky.testName);
    const entry = palette.getByRole('group', { name: 'Tests' }).getByRole('option').first();
    await expect(entry).toContainText(flaky.testName, COLD_START);
    expect(await linesOf(entry.getByText(flaky.testName, { exact: true }))).toBeLessThanOrEqual(3);
    await expectNothingScrollsSideways(page);
  });
});
