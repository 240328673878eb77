import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIXTURE_RUNNERS } from '../../mocks/fixtures';
import { CHECKOUT_PATH, mockAnswers } from '../support/mock-answers';
import { INSIGHTS_BASE_PATH } from './embed-ports';

/*
 * The embeddable build (dist-embed/ci-insights.js) as a repository's "Insights" tab: a fake host page
 * (host-page.html, served by host-server.ts under /repo/<owner>/<repo>/insights/) with hostile CSS of its
 * own, talking to `npm run mock-server` over HTTP. Counts come from the seeded mock (support/mock-answers).
 */

const FIRST_LOAD = { timeout: 30_000 };
const RED = 'rgb(255, 0, 0)';

const mainNav = (scope: Page | Locator) => scope.getByRole('navigation', { name: 'Main' });
const heading = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('heading', { level: 1, name });
const lastPath = (page: Page) => page.getByRole('status', { name: 'Last Insights path' });

/** No uncaught error in the page, host or tab, for the whole journey. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** What the host page looks like to a person: computed styles of its own elements, and what it holds. */
async function hostSnapshot(page: Page) {
  return page.evaluate(() => {
    const PROPERTIES = [
      'font-size',
      'font-family',
      'color',
      'background-color',
      'box-sizing',
      'padding',
      'margin',
      'letter-spacing',
      'line-height',
      'border',
    ];
    const styleOf = (element: Element | null) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      return Object.fromEntries(PROPERTIES.map((name) => [name, style.getPropertyValue(name)]));
    };
    return {
      html: styleOf(document.documentElement),
      htmlAttributes: [...document.documentElement.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
      body: styleOf(document.body),
      header: styleOf(document.querySelector('.host-header')),
      button: styleOf(document.getElementById('host-theme')),
      tab: styleOf(document.getElementById('host-insights-tab')),
      cell: styleOf(document.querySelector('#host-table td')),
      head: [...document.head.children].map((element) => element.outerHTML),
      bodyChildren: [...document.body.children].map((element) => element.tagName),
      styleSheets: document.styleSheets.length,
    };
  });
}

test.describe('the dashboard embedded as a repository tab', () => {
  test('clicks through every page inside the host, with back and forward under the base path', async ({ page }) => {
    const errors = watchPageErrors(page);
    const quarantines = (await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100 } })).data;

    await page.goto(`${INSIGHTS_BASE_PATH}/`);
    await expect(heading(page, 'Overview')).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveURL(`${INSIGHTS_BASE_PATH}/acme/checkout`);
    // The host hears of every navigation (the element's `ci-insights-navigate` event).
    await expect(lastPath(page)).toHaveText('/acme/checkout');
    await expect(mainNav(page).getByRole('link', { name: 'Tests' })).toHaveAttribute('href', `${INSIGHTS_BASE_PATH}/acme/checkout/tests`);

    await mainNav(page).getByRole('link', { name: 'Tests' }).click();
    await expect(heading(page, 'Tests')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${INSIGHTS_BASE_PATH}/acme/checkout/tests`));
    const firstTest = page
      .getByRole('table', { name: /^Tests, sorted by/ })
      .getByRole('row')
      .nth(1)
      .getByRole('link');
    // The DOM text: the shortened name is two boxes, which innerText would split with a line break.
    const testName = (await firstTest.textContent()) ?? '';
    await firstTest.click();
    await expect(heading(page, testName)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${INSIGHTS_BASE_PATH}/acme/checkout/tests/[\\w-]+`));

    // A dialog renders inside the tab's shadow root, styled by us, not by the host's `button` rule.
    await page.getByRole('tab', { name: 'Quarantine' }).click();
    await page.getByRole('region', { name: 'Quarantine', exact: true }).getByRole('button', { name: 'Quarantine', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
    const submit = dialog.getByRole('button', { name: 'Quarantine', exact: true });
    await expect(submit).not.toHaveCSS('background-color', RED);
    await expect(submit).toHaveCSS('box-sizing', 'border-box');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The tab is part of the URL (`?tab=quarantine`): that is where "back" returns to.
    const testUrl = page.url();

    await mainNav(page).getByRole('link', { name: 'Activity log' }).click();
    await expect(heading(page, 'Activity log')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${INSIGHTS_BASE_PATH}/acme/checkout/activity`));

    await mainNav(page).getByRole('link', { name: 'Quarantines' }).click();
    await expect(heading(page, 'Quarantines')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Quarantined tests' })).toContainText(
      `${quarantines.quarantined_tests.length} quarantines`,
    );
    await expect(lastPath(page)).toHaveText(/^\/acme\/checkout\/quarantines/);

    // The browser's own back and forward buttons move through the tab's pages under the base path.
    await page.goBack();
    await expect(heading(page, 'Activity log')).toBeVisible();
    await page.goBack();
    await expect(heading(page, testName)).toBeVisible();
    await expect(page).toHaveURL(testUrl);
    await page.goForward();
    await expect(heading(page, 'Activity log')).toBeVisible();

    // A deep link (reload) opens the tab where it was: the host serves its page for every path below it.
    await page.reload();
    await expect(heading(page, 'Activity log')).toBeVisible(FIRST_LOAD);

    // The merge queue's figures and the owner's runners, inside the tab too.
    await mainNav(page).getByRole('link', { name: 'Merge queue' }).click();
    await expect(heading(page, 'Merge queue')).toBeVisible();
    // The host's clock is the browser's own, not the mock's pinned one, so the window may hold no merge:
    // the card's figure is e2e/merge-queue.spec.ts's to check; here, that it answers and opens the log.
    await expect(page.getByRole('region', { name: 'Merged', exact: true }).getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${INSIGHTS_BASE_PATH}/acme/checkout/activity\\?type=`),
    );
    await expect(lastPath(page)).toHaveText(/^\/acme\/checkout\/merge-queue/);
    await mainNav(page).getByRole('link', { name: 'CI runners' }).click();
    await expect(heading(page, 'CI runners')).toBeVisible();
    // Its figures are e2e/ci-runners.spec.ts's to check (same clock caveat); here, the owner's fleet (its first page).
    await expect(
      page.getByRole('table', { name: 'Runners', exact: true }).getByRole('link', { name: FIXTURE_RUNNERS.names[0], exact: true }),
    ).toBeVisible();
    await expect(lastPath(page)).toHaveText(/^\/acme\/checkout\/runners/);
    expect(errors).toEqual([]);
  });

  test('host and tab styles stay apart; the tab follows the host colour scheme; unmount leaves nothing', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(`${INSIGHTS_BASE_PATH}/`);
    await expect(heading(page, 'Overview')).toBeVisible(FIRST_LOAD);
    await expect(
      page.getByRole('link', { name: /^Test–job pairs: [\d,]+, tests under one pipeline and job, on the default branch/ }),
    ).toBeVisible();

    // The page as the host had it, without the tab.
    await page.getByRole('button', { name: 'Hide Insights' }).click();
    await expect(heading(page, 'Overview')).toHaveCount(0);
    const withoutTab = await hostSnapshot(page);
    expect(withoutTab.cell?.padding).toBe('40px'); // the host's own rules are in force

    await page.getByRole('button', { name: 'Show Insights' }).click();
    await expect(heading(page, 'Overview')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Test–job pairs: [\d,]+, tests under one pipeline and job, on the default branch/ }),
    ).toBeVisible();
    const withTab = await hostSnapshot(page);
    // Only the tab's own element is new in the page; the host's styles are what they were.
    expect({ ...withTab, bodyChildren: null, head: null }).toEqual({ ...withoutTab, bodyChildren: null, head: null });
    expect(withTab.head).toEqual(withoutTab.head);

    // Ours are ours: Mantine's sizes despite the host's 20px root font size, no red buttons, no 40px cells.
    // The page title is Mantine's h2 size: 1.625rem of a 16px root, though the host's root is 20px.
    await expect(heading(page, 'Overview')).toHaveCSS('font-size', '26px');
    const themeToggle = page.getByRole('button', { name: 'Switch to dark scheme' });
    await expect(themeToggle).not.toHaveCSS('background-color', RED);
    await mainNav(page).getByRole('link', { name: 'Tests' }).click();
    // The name cell of the first result (the figures' cells fill in as rows come on screen).
    const cell = page
      .getByRole('table', { name: /^Tests, sorted by/ })
      .getByRole('cell')
      .filter({ has: page.getByRole('link') })
      .first();
    await expect(cell).toBeVisible();
    await expect(cell).not.toHaveCSS('padding-top', '40px');
    await expect(cell).toHaveCSS('box-sizing', 'border-box');

    // The host switches its colour scheme: the tab follows, on its own root, never on <html>.
    const tabRoot = page.locator('.ci-insights-root');
    await expect(tabRoot).toHaveAttribute('data-mantine-color-scheme', 'light');
    const lightBackground = await tabRoot.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(tabRoot).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(tabRoot).not.toHaveCSS('background-color', lightBackground);
    await expect(page.locator('html')).not.toHaveAttribute('data-mantine-color-scheme', /.*/);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(tabRoot).toHaveAttribute('data-mantine-color-scheme', 'light');

    // Unmounted after the quarantine dialog's reason field has been on screen (Mantine's autosize once
    // left its measuring <textarea> in the host's <body>), the page is exactly the host's again; mounted
    // again, the tab works as before, and a second unmount leaves nothing either.
    await mainNav(page).getByRole('link', { name: 'Quarantines' }).click();
    for (let round = 0; round < 2; round += 1) {
      await page.getByRole('button', { name: 'Quarantine a test' }).click();
      const dialog = page.getByRole('dialog', { name: 'Quarantine a test' });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Flaky on the host page');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Hide Insights' }).click();
      await expect(mainNav(page)).toHaveCount(0);
      expect(await hostSnapshot(page)).toEqual(withoutTab);
      await page.getByRole('button', { name: 'Show Insights' }).click();
      await expect(heading(page, 'Quarantines')).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('two tabs side by side work independently; one unmounts and mounts again', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(`${INSIGHTS_BASE_PATH}/?layout=side-by-side`);
    const checkout = page.getByRole('region', { name: 'Insights of acme/checkout' });
    const docsSite = page.getByRole('region', { name: 'Insights of acme/docs-site' });
    await expect(heading(checkout, 'Overview')).toBeVisible(FIRST_LOAD);
    await expect(heading(docsSite, 'Overview')).toBeVisible(FIRST_LOAD);
    await expect(checkout.getByText('Test health on the default branch of acme/checkout.')).toBeVisible();
    await expect(docsSite.getByText('Test health on the default branch of acme/docs-site.')).toBeVisible();

    // Memory history: the host's URL stays as it is while each tab moves on its own.
    await mainNav(checkout).getByRole('link', { name: 'Quarantines' }).click();
    await expect(heading(checkout, 'Quarantines')).toBeVisible();
    await expect(heading(docsSite, 'Overview')).toBeVisible();
    await mainNav(docsSite).getByRole('link', { name: 'Activity log' }).click();
    await expect(heading(docsSite, 'Activity log')).toBeVisible();
    await expect(heading(checkout, 'Quarantines')).toBeVisible();
    await expect(page).toHaveURL(`${INSIGHTS_BASE_PATH}/?layout=side-by-side`);

    // The host switches scheme: both follow, each on its own root.
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('.ci-insights-root[data-mantine-color-scheme="dark"]')).toHaveCount(2);

    await page.getByRole('button', { name: 'Unmount acme/docs-site' }).click();
    await expect(docsSite.locator('ci-insights-frame')).toHaveCount(0);
    await expect(heading(checkout, 'Quarantines')).toBeVisible();
    await page.getByRole('button', { name: 'Mount acme/docs-site' }).click();
    await expect(heading(docsSite, 'Overview')).toBeVisible();
    await expect(page.locator('.ci-insights-root[data-mantine-color-scheme="dark"]')).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test("the command palette and the shortcuts work inside the tab; keys pressed in the host page stay the host page's", async ({
    page,
  }) => {
    test.slow(); // a cold start, a dialog, the palette and a second page
    const errors = watchPageErrors(page);
    const namePart = 'retries_delivery';
    const [match] = (
      await mockAnswers().searchTests({
        path: CHECKOUT_PATH,
        query: { test_name: [`*${namePart}*`], sort: 'test_name', direction: 'asc', per_page: 8 },
      })
    ).data.tests;
    if (match === undefined) throw new Error(`no test name has ${namePart} in it`);
    await page.goto(`${INSIGHTS_BASE_PATH}/`);
    await expect(heading(page, 'Overview')).toBeVisible(FIRST_LOAD);
    const overviewUrl = page.url();

    // Typed into the host page's own field, or with focus on the host page itself: the host's keys.
    const hostSearch = page.getByRole('searchbox', { name: 'Search this repository' });
    await hostSearch.click();
    await page.keyboard.type('gt?j');
    await page.keyboard.press('Control+k');
    await expect(hostSearch).toHaveValue('gt?j');
    await expect(hostSearch).toBeFocused();
    await page.locator('#host-title').click();
    await page.keyboard.press('g');
    await page.keyboard.press('a');
    await page.keyboard.press('Control+k');

    // Inside the tab the same keys work: `?` lists the shortcuts, in the tab's shadow root. It is the only
    // dialog, and the tab is still on its overview: none of the keys above reached it.
    await heading(page, 'Overview').click();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    expect(await help.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(page.url()).toBe(overviewUrl);
    await expect(heading(page, 'Overview')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // The palette: part of a test name, Enter, the test's page under the host's base path.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    expect(await palette.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
    await palette.getByRole('combobox', { name: 'Search pages, tests, quarantines and pull requests' }).pressSequentially(namePart);
    const option = palette.getByRole('group', { name: 'Tests' }).getByRole('option');
    await expect(option).toContainText(match.test_name);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(heading(page, match.test_name)).toBeVisible();
    await expect(page).toHaveURL(`${INSIGHTS_BASE_PATH}/acme/checkout/tests/${match.test_id}`);
    // The host's field still has only what was typed into it.
    await expect(hostSearch).toHaveValue('gt?j');
    expect(errors).toEqual([]);
  });
});
