// Navigation → first data on cold loads, in turns with the bare and stack-floor pages sending the very requests the
// app sent for that data (README, "Speed").
import type { Browser, Locator, Page } from '@playwright/test';
import { referencePageUrl } from '../pages/page-config';
import type { RouteScenario } from '../scenarios';
import { onPage, type PageOptions } from './browser';
import { type FirstScreen, measureFirstScreen, type ResourceEntry, readResourceEntries } from './first-screen';
import { paintedAt } from './page-probe';
import { inTurns } from './stats';

/** The origins of the served app and reference pages. */
export type Sites = { app: string; floor: string; bare: string };

/** The reference pages' first data: the first row of their answer table. */
export const referenceFirstData = (page: Page): Locator => page.getByRole('table', { name: 'Answer' }).getByRole('row').first();

/** A cold load; `untilIdle` also waits for the network to go quiet, so `entries` holds what the first screen sent. */
export const loadPage = (browser: Browser, url: string, firstData: (page: Page) => Locator, options: PageOptions, untilIdle = false) =>
  onPage(
    browser,
    url,
    async (page) => {
      const firstDataAt = await paintedAt(firstData(page));
      if (untilIdle) await page.waitForLoadState('networkidle');
      return { firstData: firstDataAt, entries: await readResourceEntries(page) };
    },
    options,
  );

export interface NavigationResult {
  route: string;
  /** Timed against the reference pages (else loaded for its first screen only). */
  timed: boolean;
  cpuThrottling: number;
  app: number[];
  bare: number[];
  floor: number[];
  /** The requests the reference pages sent: the app's, from its first load. */
  dataRequests: string[];
  /** The app's and the stack floor's first screen per load (sized only at 1×). */
  firstScreens: FirstScreen[];
  floorScreens: FirstScreen[];
  /** API requests the first screen sent until the network went quiet (first load at 1×). */
  apiRequests?: number;
  error?: string;
}

export const errorLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

export async function measureNavigation(
  browser: Browser,
  sites: Sites,
  token: string,
  route: RouteScenario,
  cpuThrottling: number,
  runs: number,
  knownDataRequests: string[] = [],
): Promise<NavigationResult> {
  const timed = route.timed ?? false;
  const result: NavigationResult = {
    route: route.name,
    timed,
    cpuThrottling,
    app: [],
    bare: [],
    floor: [],
    dataRequests: knownDataRequests,
    firstScreens: [],
    floorScreens: [],
  };
  const loadApp = async () => {
    const counting = cpuThrottling === 1 && result.apiRequests === undefined;
    const options = { cpuThrottling, apiBaseUrl: route.apiBaseUrl };
    const load = await loadPage(browser, `${sites.app}${route.path}`, route.firstData, options, counting);
    if (counting) result.apiRequests = load.entries.filter((entry) => !entry.url.startsWith(sites.app)).length;
    result.app.push(load.firstData);
    if (cpuThrottling === 1) result.firstScreens.push(measureFirstScreen(load.entries, sites.app, load.firstData));
    if (result.dataRequests.length === 0) result.dataRequests = dataRequestsOf(load.entries, load.firstData, route);
  };
  const loadReference = (origin: string, times: number[], screens?: FirstScreen[]) => async () => {
    if (result.dataRequests.length === 0) throw new Error(`${route.name}: the app sent no request its first data could come from`);
    const load = await loadPage(browser, referencePageUrl(origin, { requests: result.dataRequests, token }), referenceFirstData, {
      cpuThrottling,
    });
    times.push(load.firstData);
    if (cpuThrottling === 1) screens?.push(measureFirstScreen(load.entries, origin, load.firstData));
  };
  const pages = [loadApp, loadReference(sites.bare, result.bare), loadReference(sites.floor, result.floor, result.floorScreens)];
  await inTurns(runs, timed ? pages : [loadApp]).catch((error: unknown) => (result.error = errorLine(error)));
  return result;
}

/** The API requests, started before the first data was painted, that the route's first data comes from. */
function dataRequestsOf(entries: readonly ResourceEntry[], firstData: number, route: RouteScenario): string[] {
  return [
    ...new Set(entries.filter((entry) => entry.start < firstData && route.isDataRequest(new URL(entry.url))).map((entry) => entry.url)),
  ];
}
