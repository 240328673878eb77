// Click → repaint on a settled page (README, "Speed"): from the pointerdown to the frame after the first rows show the
// click's answer; the bare page does the same behind "Apply", sending every request the app's click sent.
import type { Browser, Locator, Page } from '@playwright/test';
import { referencePageUrl } from '../pages/page-config';
import type { InteractionScenario } from '../scenarios';
import { onPage } from './browser';
import { readResourceEntries } from './first-screen';
import { errorLine, referenceFirstData, type Sites } from './navigation';
import { lastPointerDown, type LongTask, longTasksBetween, repaintedAfter } from './page-probe';
import type { MockServer } from './servers';
import { inTurns } from './stats';

export interface InteractionSample {
  /** Pointerdown → the rows' own content repainted, ms. */
  repaint: number;
  /** Pointerdown → the results' last change painted (secondary cells filled in), ms. */
  settled: number;
  longTasks: LongTask[];
}

export interface InteractionResult {
  interaction: string;
  app: InteractionSample[];
  /** The bare page sending every API request the app's click sent, showing the expected one's rows. */
  bare: InteractionSample[];
  appRequests: number;
  heldToEveryRequest: boolean;
  /** The first rows already showed the expected answer before the click: the figure times nothing. */
  unchangedBeforeClick: boolean;
  /** The app's requests after the click, when none was the one the bench expected. */
  unexpectedRequests: string[] | null;
}

/**
 * Whether two request URLs ask for the same first rows: same path and parameters in any order, the page
 * size and the activity log's window ends aside (the app takes them from its own clock).
 */
export function sameRequest(a: string, b: string): boolean {
  const key = (url: string) => {
    const parsed = new URL(url);
    const parameters = [...parsed.searchParams].filter(([name]) => name !== 'per_page' && !name.startsWith('received_'));
    return [parsed.pathname, ...parameters.map(([name, value]) => `${name}=${value}`).sort()].join(' ');
  };
  return key(a) === key(b);
}

type ClickSetup = Pick<InteractionScenario, 'results' | 'rows' | 'primary' | 'target'> & { texts: string[] };

const rowsShowing = (page: Page, setup: ClickSetup) =>
  setup.texts.map((text, index) => setup.rows(setup.results(page)).nth(index).filter({ hasText: text }));

async function clickAndTime(page: Page, setup: ClickSetup): Promise<InteractionSample> {
  await setup.target(page).click();
  const clickedAt = await lastPointerDown(page);
  for (const row of rowsShowing(page, setup)) await row.waitFor();
  const rows = setup.rows(setup.results(page));
  const repainted = await repaintedAfter(
    setup.texts.map((_, index) => setup.primary?.(rows.nth(index)) ?? rows.nth(index)),
    clickedAt,
  );
  const settled = await repaintedAfter([setup.results(page)], clickedAt);
  return { repaint: repainted - clickedAt, settled: settled - clickedAt, longTasks: await longTasksBetween(page, clickedAt, repainted) };
}

/** A failed measurement keeps the samples it took, and its reason in the figure's name. */
export async function measureInteraction(
  browser: Browser,
  sites: Sites,
  mock: MockServer,
  token: string,
  scenario: InteractionScenario,
  runs: number,
): Promise<InteractionResult> {
  const result: InteractionResult = {
    interaction: scenario.name,
    heldToEveryRequest: scenario.heldToEveryRequest ?? false,
    app: [],
    bare: [],
    appRequests: 0,
    unchangedBeforeClick: false,
    unexpectedRequests: null,
  };
  let startRequests: string[] = [];
  const expected = await scenario.expected(mock).catch(() => ({ url: '', body: null }));
  const texts = scenario.rowTexts(expected.body);
  const appTexts = scenario.appRowTexts?.(expected.body) ?? texts;
  // The bare page's click sends what the app's sent: the expected request as the app asked it (its page size, its
  // window ends), then the others.
  let everyRequest = [expected.url];

  const runApp = (first: boolean) =>
    onPage(browser, `${sites.app}${scenario.path}`, async (page) => {
      await scenario.firstData(page).waitFor();
      await page.waitForLoadState('networkidle');
      const setup = { ...scenario, texts: appTexts };
      const before = await readResourceEntries(page);
      if (first) {
        startRequests = [...new Set(before.map((entry) => entry.url).filter((url) => scenario.isDataRequest(new URL(url))))];
        result.unchangedBeforeClick = (await Promise.all(rowsShowing(page, setup).map((row) => row.count()))).every((count) => count > 0);
      }
      result.app.push(await clickAndTime(page, setup));
      if (!first) return;
      const after = (await readResourceEntries(page)).slice(before.length).map((entry) => entry.url);
      const asked = after.filter((url) => scenario.isDataRequest(new URL(url)));
      const same = asked.find((url) => sameRequest(url, expected.url));
      if (!same) result.unexpectedRequests = asked;
      const toApi = [...new Set(after.filter((url) => new URL(url).origin === new URL(expected.url).origin))];
      result.appRequests = toApi.length;
      everyRequest = [same ?? expected.url, ...toApi.filter((url) => url !== same)];
    });
  const runBare = () =>
    onPage(browser, referencePageUrl(sites.bare, { requests: startRequests, token, next: everyRequest }), async (page) => {
      await referenceFirstData(page).waitFor();
      result.bare.push(
        await clickAndTime(page, {
          results: (bare) => bare.getByRole('table', { name: 'Answer' }),
          rows: (table: Locator) => table.getByRole('row'),
          target: (bare) => bare.getByRole('button', { name: 'Apply' }),
          texts,
        }),
      );
    });
  try {
    if (texts.length === 0 || appTexts.length === 0) throw new Error('the expected answer is empty');
    await runApp(true);
    await runBare();
    await inTurns(runs - 1, [runBare, () => runApp(false)]);
  } catch (error) {
    result.interaction += ` (${errorLine(error)})`;
  }
  return result;
}
