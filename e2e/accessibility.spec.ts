import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FIXTURE_PULL_REQUESTS, FIXTURE_QUARANTINES, FIXTURE_RUNNERS, FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, expect, test } from './support/app-test';

/*
 * axe-core over every page and tab, in the light and the dark scheme: no violation of impact serious or
 * critical against WCAG 2.1 A and AA. Each page is scanned once what a person came for is on screen (a
 * row, a figure, a chart), never after a fixed wait, so the scan sees the page as it is read.
 * The scheme is the browser's (the app's default is 'auto'), so both schemes are the app's own defaults.
 * Every chart's data table is opened from the keyboard first: it is the chart's text alternative, and is
 * scanned with the page.
 */

const REPO = '/acme/checkout';
const { flaky } = FIXTURE_TESTS;
const quarantine = FIXTURE_QUARANTINES.recoveredOnMain;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** One rule's violation (axe-core's Result, through the builder the spec uses). */
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
/**
 * WCAG 2.5.3 "label in name" (a control's accessible name holds its visible text, so speech users can
 * say what they see): axe ships it as experimental, off unless asked.
 */
const LABEL_IN_NAME = 'label-content-name-mismatch';
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type Screen = {
  name: string;
  path: string;
  /** Waits for the page's data, and does what a person would do before reading it (open a row). */
  ready: (page: Page) => Promise<void>;
};

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const panel = (page: Page) => page.getByRole('tabpanel');

/**
 * Opens every chart's data table from the keyboard (focus, Enter), as someone who cannot use the
 * drawing does, and waits for each table: the scan then covers the tables too.
 */
async function openChartTables(page: Page, charts: number) {
  const show = page.getByRole('button', { name: 'Show data table' });
  await expect(show).toHaveCount(charts);
  for (let opened = 0; opened < charts; opened += 1) {
    const button = show.first();
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('tabindex', '-1');
    await button.focus();
    await page.keyboard.press('Enter');
    // It now reads "Hide data table": the next "Show" is the next chart's.
    await expect(show).toHaveCount(charts - opened - 1);
  }
  const hide = page.getByRole('button', { name: 'Hide data table' });
  await expect(hide).toHaveCount(charts);
  for (const button of await hide.all()) {
    const tableId = await button.getAttribute('aria-controls');
    await expect(page.locator(`[id="${tableId}"]`).getByRole('table').getByRole('row').nth(1)).toBeVisible();
  }
}

const testTab = (tab: string, ready: (page: Page) => Promise<void>): Screen => ({
  name: `test detail, ${tab} tab`,
  path: `${REPO}/tests/${flaky.testId}?tab=${tab}`,
  ready: async (page) => {
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab}$`, 'i'), selected: true })).toBeVisible(COLD_START);
    await ready(page);
  },
});

const SCREENS: Screen[] = [
  {
    name: 'overview',
    path: REPO,
    ready: async (page) => {
      await expect(page.getByRole('img', { name: /^Health of test–job pairs:/ })).toBeVisible(COLD_START);
      await expect(page.getByRole('img', { name: /failed executions in total/ })).toBeVisible();
      await openChartTables(page, 2);
    },
  },
  {
    // The page's default: the unhealthy tests, one row per test ranked by failed runs.
    name: 'test search, Unhealthy tab',
    path: `${REPO}/tests`,
    ready: async (page) => {
      await expect(page.getByRole('tab', { name: /^Unhealthy/, selected: true })).toBeVisible(COLD_START);
      await expect(
        page
          .getByRole('table', { name: /^Tests, sorted by/ })
          .getByRole('row')
          .nth(1),
      ).toBeVisible(COLD_START);
    },
  },
  {
    // A page of pipeline and job rows with every column, the test-wide ones and their sparklines included.
    name: 'test search, every column',
    path: `${REPO}/tests?sort=${encodeURIComponent(JSON.stringify('failed_executions_impact'))}&hide=${encodeURIComponent(JSON.stringify([]))}`,
    ready: async (page) => {
      await expect(
        page
          .getByRole('table', { name: /^Tests, sorted by/ })
          .getByRole('row')
          .nth(1)
          .getByRole('img'),
      ).toBeVisible(COLD_START);
    },
  },
  {
    name: 'test search, All tab',
    path: `${REPO}/tests?health=${encodeURIComponent(JSON.stringify([]))}`,
    ready: async (page) => {
      await expect(page.getByRole('tab', { name: /^All/, selected: true })).toBeVisible(COLD_START);
      await expect(
        page
          .getByRole('table', { name: /^Tests, sorted by/ })
          .getByRole('row')
          .nth(1),
      ).toBeVisible(COLD_START);
    },
  },
  {
    name: 'test search, Flaky tab',
    path: `${REPO}/tests?health=${encodeURIComponent(JSON.stringify(['flaky']))}`,
    ready: async (page) => {
      await expect(page.getByRole('tab', { name: /^Flaky/, selected: true })).toBeVisible(COLD_START);
      await expect(
        page
          .getByRole('table', { name: /^Tests, sorted by/ })
          .getByRole('row')
          .nth(1),
      ).toBeVisible(COLD_START);
    },
  },
  testTab('statistics', async (page) => {
    await expect(page.getByRole('group', { name: 'Successes', exact: true })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Runs per bucket' })).toBeVisible();
    await openChartTables(page, 1);
  }),
  testTab('health', async (page) => {
    await expect(panel(page).getByRole('table')).toBeVisible(COLD_START);
  }),
  testTab('timeline', async (page) => {
    await expect(page.getByRole('figure', { name: 'Timeline chart' }).getByRole('application', { name: 'Timeline' })).toBeVisible(
      COLD_START,
    );
  }),
  testTab('failures', async (page) => {
    await expect(panel(page).getByRole('link', { name: new RegExp(flaky.exceptionType.replace(/\./g, '\\.')) })).toBeVisible(COLD_START);
  }),
  testTab('executions', async (page) => {
    await expect(panel(page).getByRole('table').getByRole('row').nth(1)).toBeVisible(COLD_START);
  }),
  testTab('quarantine', async (page) => {
    await expect(page.getByRole('region', { name: 'Quarantine', exact: true }).getByRole('button').first()).toBeVisible(COLD_START);
  }),
  {
    name: 'is it my change?, a pull request and a pasted test',
    path: `${REPO}/my-change?pull=${FIXTURE_PULL_REQUESTS.breaksTaxRounding.number}&tests=${encodeURIComponent(JSON.stringify([flaky.testName]))}`,
    ready: async (page) => {
      await expect(page.getByRole('article', { name: flaky.testName }).getByText('Not yours', { exact: true })).toBeVisible(COLD_START);
      await expect(
        page
          .getByRole('region', { name: /in CI and the merge queue$/ })
          .getByRole('listitem')
          .first(),
      ).toBeVisible(COLD_START);
      await expect(
        page
          .getByRole('region', { name: /is named in$/ })
          .getByRole('article')
          .first(),
      ).toBeVisible({ timeout: 60_000 });
    },
  },
  {
    name: 'failure page',
    path: `${REPO}/tests/${flaky.testId}/failures/${flaky.failureId}`,
    ready: async (page) => {
      await expect(page.getByText(flaky.exceptionType).first()).toBeVisible(COLD_START);
    },
  },
  {
    name: 'quarantines',
    path: `${REPO}/quarantines`,
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Quarantined tests' }).locator('tbody tr').first()).toBeVisible(COLD_START);
      await expect(page.getByRole('group', { name: 'Quarantined tests' })).toContainText('quarantines');
      await openChartTables(page, 1);
    },
  },
  {
    name: 'CI runners, the degraded runner’s trend and the page’s charts',
    path: `${REPO}/runners?runner=${FIXTURE_RUNNERS.degradedRunner}`,
    ready: async (page) => {
      await expect(page.getByRole('region', { name: `Trend of ${FIXTURE_RUNNERS.degradedRunner}` })).toBeVisible(COLD_START);
      await expect(page.getByRole('table', { name: 'Job wait by label' }).getByRole('row').nth(1)).toBeVisible(COLD_START);
      // The runner's 2, the fleet's 3 over time and the queue's 3.
      await openChartTables(page, 8);
    },
  },
  {
    name: 'quarantine page',
    path: `${REPO}/quarantines/${quarantine.id}`,
    ready: async (page) => {
      await expect(heading(page, 'Quarantine')).toBeVisible(COLD_START);
      await expect(page.getByText(quarantine.reason)).toBeVisible(COLD_START);
    },
  },
  {
    name: 'merge queue, its time split and exit reasons as tables',
    path: `${REPO}/merge-queue`,
    ready: async (page) => {
      await expect(
        page
          .getByRole('table', { name: /per interval$/ })
          .locator('tbody tr')
          .first(),
      ).toBeVisible(COLD_START);
      await expect(page.getByRole('table', { name: 'Time to merge per queue' })).toBeVisible(COLD_START);
      await expect(page.getByRole('table', { name: 'Merge queue figures, two periods' })).toBeVisible(COLD_START);
      // The chart draws once scrolled to (ChartSlot).
      const chart = page.getByRole('figure', { name: 'Why pull requests left the queue' });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.getByText('↑ Queue exits')).toBeVisible(COLD_START);
      await openChartTables(page, 2);
    },
  },
  {
    name: 'activity log, a row expanded',
    path: `${REPO}/activity`,
    ready: async (page) => {
      const row = page.getByRole('region', { name: 'Events' }).getByRole('listitem').first();
      await expect(row).toBeVisible(COLD_START);
      await expect(page.getByRole('heading', { level: 2, name: / events? · / })).toBeVisible();
      await openChartTables(page, 1);
      await row.getByRole('button', { name: 'Details' }).click();
      await expect(row.getByRole('region', { name: /^Details of event / })).toBeVisible();
    },
  },
];

/**
 * What to fix, one line per rule and one per element:
 * "color-contrast (serious): Elements must meet … at .mantine-Text-root <p …>: contrast of 3.32 …".
 */
function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) => [
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
      ...violation.nodes.map(
        (node) => `    at ${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    ])
    .join('\n');
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${scheme} scheme`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name}: no serious or critical axe violation`, async ({ page }) => {
        // axe walks every element: the All tab's 367 ranked tests took 40 s in CI and over 90 s with the CPU busy.
        test.setTimeout(180_000);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await screen.ready(page);

        const results = await new AxeBuilder({ page })
          .withTags(WCAG_TAGS)
          .options({ rules: { [LABEL_IN_NAME]: { enabled: true } } })
          .analyze();
        const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
        // The ids alone in the diff; the message says where and why.
        expect(
          blocking.map((violation) => violation.id),
          describeViolations(blocking),
        ).toEqual([]);
      });
    }
  });
}
