// Click → repaint: the page is loaded and settled (network idle), then one click; timed from the
// pointerdown to the end of the first frame after the first rows' own content (for test search, each
// row's test; what the bare page shows) last changed, once they show the answer the click asks for.
// What rows fill in after from requests of their own (a test's ratios and sparkline) is secondary and
// timed apart, as "settled": the end of the frame after the whole results container last changed.
// Long tasks are those running until the repaint. The bare page does the same with the same request
// behind an "Apply" button; where the app's click sends more requests than that one (a page whose
// figures are many statistics), a second bare page sends every one of them and waits for all: the least
// this click can take over this API. Alternated app/bare.
import type { Browser, Locator, Page } from '@playwright/test';
import { referencePageUrl } from '../pages/page-config';
import type { InteractionScenario } from '../scenarios';
import { openMeasuredPage } from './browser';
import { readResourceEntries } from './first-screen';
import type { MockApi } from './mock-api';
import type { Origins } from './navigation';
import type { LongTask } from './page-probe';
import { lastPointerDown, longTasks, longTasksBetween, repaintedAfterAll, repaintedAt } from './paint';
import { sameRequest } from './same-request';

export interface InteractionSample {
  /** Pointerdown → the rows' own content repainted, ms. */
  repaint: number;
  /** Pointerdown → the results container's last change painted (secondary cells filled in), ms. */
  settled: number;
  longTasks: LongTask[];
}

export interface InteractionResult {
  interaction: string;
  app: InteractionSample[];
  bare: InteractionSample[];
  /** The bare page sending every API request the app's click sent (empty when it sent only the one). */
  bareEvery: InteractionSample[];
  /** How many API requests the app's click sent. */
  appRequests: number;
  /** The first rows already showed the expected answer before the click: the figure times nothing. */
  unchangedBeforeClick: boolean;
  /** The app's requests after the click, when none was the one the bench expected. */
  unexpectedRequests: string[] | null;
}

interface ClickSetup {
  results: (page: Page) => Locator;
  rows: (results: Locator) => Locator;
  primary: (row: Locator) => Locator;
  target: (page: Page) => Locator;
  texts: string[];
}

/** Clicks and times the repaint; the page is ready for the click. */
async function clickAndTime(page: Page, setup: ClickSetup): Promise<InteractionSample> {
  await setup.target(page).click();
  const clickedAt = await lastPointerDown(page);
  const rows = setup.rows(setup.results(page));
  for (const [index, text] of setup.texts.entries()) await rows.nth(index).filter({ hasText: text }).waitFor();
  const primary = setup.texts.map((_, index) => setup.primary(rows.nth(index)));
  const repainted = await repaintedAfterAll(primary, clickedAt);
  const settled = await repaintedAt(setup.results(page), clickedAt);
  return {
    repaint: repainted - clickedAt,
    settled: settled - clickedAt,
    longTasks: longTasksBetween(await longTasks(page), clickedAt, repainted),
  };
}

async function showsAlready(page: Page, setup: ClickSetup): Promise<boolean> {
  const rows = setup.rows(setup.results(page));
  const counts = await Promise.all(setup.texts.map((text, index) => rows.nth(index).filter({ hasText: text }).count()));
  return counts.every((count) => count > 0);
}

export async function measureInteraction(
  browser: Browser,
  origins: Origins,
  api: MockApi,
  scenario: InteractionScenario,
  runs: number,
): Promise<InteractionResult> {
  const expected = await scenario.expected(api);
  const texts = scenario.rowTexts(expected.body);
  const appTexts = scenario.appRowTexts?.(expected.body) ?? texts;
  if (texts.length === 0 || appTexts.length === 0) throw new Error(`${scenario.name}: the expected answer is empty`);
  const result: InteractionResult = {
    interaction: scenario.name,
    app: [],
    bare: [],
    bareEvery: [],
    appRequests: 0,
    unchangedBeforeClick: false,
    unexpectedRequests: null,
  };
  const apiOrigin = new URL(expected.url).origin;
  /** Every API request the app's click sent, the timed one first. */
  let everyRequest: string[] = [];
  let startRequests: string[] = [];
  // The bare page's click sends what the app sent for it (its own page size, its window ends).
  let bareNext = expected.url;

  const runApp = async (first: boolean) => {
    const { page, close } = await openMeasuredPage(browser);
    try {
      await page.goto(`${origins.app}${scenario.path}`);
      await scenario.ready(page).waitFor();
      await page.waitForLoadState('networkidle');
      const setup = { results: scenario.results, rows: scenario.rows, primary: scenario.primary, target: scenario.target, texts: appTexts };
      const before = await readResourceEntries(page);
      if (first) {
        startRequests = [...new Set(before.filter((entry) => scenario.isDataRequest(new URL(entry.url))).map((entry) => entry.url))];
        result.unchangedBeforeClick = await showsAlready(page, setup);
      }
      const sample = await clickAndTime(page, setup);
      result.app.push(sample);
      if (first) {
        const after = (await readResourceEntries(page)).slice(before.length).map((entry) => entry.url);
        const asked = after.filter((url) => scenario.isDataRequest(new URL(url)));
        const same = asked.find((url) => sameRequest(url, expected.url));
        if (same) bareNext = same;
        else result.unexpectedRequests = asked;
        const toApi = [...new Set(after.filter((url) => new URL(url).origin === apiOrigin))];
        result.appRequests = toApi.length;
        everyRequest = [bareNext, ...toApi.filter((url) => url !== bareNext)];
      }
    } finally {
      await close();
    }
  };
  const runBare = async (next: string[], samples: InteractionSample[]) => {
    const { page, close } = await openMeasuredPage(browser);
    try {
      await page.goto(referencePageUrl(origins.bare, { requests: startRequests, token: api.token, next }));
      await page.getByRole('table', { name: 'Answer' }).getByRole('row').first().waitFor();
      const setup: ClickSetup = {
        results: (bare) => bare.getByRole('table', { name: 'Answer' }),
        rows: (table) => table.getByRole('row'),
        primary: (row) => row,
        target: (bare) => bare.getByRole('button', { name: 'Apply' }),
        texts,
      };
      samples.push(await clickAndTime(page, setup));
    } finally {
      await close();
    }
  };
  const runBares = async () => {
    await runBare([bareNext], result.bare);
    if (everyRequest.length > 1) await runBare(everyRequest, result.bareEvery);
  };

  await runApp(true);
  await runBares();
  for (let run = 1; run < runs; run += 1) {
    const order = run % 2 === 0 ? [() => runApp(false), runBares] : [runBares, () => runApp(false)];
    for (const step of order) await step();
  }
  return result;
}
