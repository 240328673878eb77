// Navigation → first data: a cold load (fresh context) of the app's route, timed from navigation start
// to the end of the frame that painted the route's first data; beside it the bare React page sending
// the very requests the app sent for that data, and the stack floor page (React, TanStack Router and
// Query, Mantine) sending them too: the least any page on our stack takes for the same data. Taken in
// turn (app, bare, floor; the order rotating each run), at each CPU throttling rate.
import type { Browser, Locator, Page } from '@playwright/test';
import { referencePageUrl } from '../pages/page-config';
import type { RouteScenario } from '../scenarios';
import { openMeasuredPage } from './browser';
import { type FirstScreen, measureFirstScreen, type ResourceEntry, readResourceEntries } from './first-screen';
import { paintedAt } from './paint';

export interface Origins {
  app: string;
  floor: string;
  bare: string;
}

export interface PageLoad {
  /** Navigation start → first data painted, ms. */
  firstData: number;
  entries: ResourceEntry[];
}

/** The reference pages' first data: the first row of their answer table. */
export const referenceFirstData = (page: Page): Locator => page.getByRole('table', { name: 'Answer' }).getByRole('row').first();

export async function loadPage(
  browser: Browser,
  url: string,
  firstData: (page: Page) => Locator,
  cpuThrottling: number,
): Promise<PageLoad> {
  const { page, close } = await openMeasuredPage(browser, cpuThrottling);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const firstDataAt = await paintedAt(firstData(page));
    return { firstData: firstDataAt, entries: await readResourceEntries(page) };
  } finally {
    await close();
  }
}

export interface NavigationResult {
  route: string;
  /** Timed against the bare page (else loaded for its first screen only). */
  timed: boolean;
  cpuThrottling: number;
  app: number[];
  bare: number[];
  /** The stack floor page, same requests. */
  floor: number[];
  /** The requests the bare page sent (the app's, from its first load). */
  dataRequests: string[];
  /** The app's first screen, per load (sized only at 1×). */
  firstScreens: FirstScreen[];
  /** Why the measurement stopped, if it did. */
  error?: string;
}

export async function measureNavigation(
  browser: Browser,
  origins: Origins,
  appBuildDir: string,
  token: string,
  route: RouteScenario,
  cpuThrottling: number,
  runs: number,
  knownDataRequests: string[] = [],
): Promise<NavigationResult> {
  const result: NavigationResult = {
    route: route.name,
    timed: route.timed,
    cpuThrottling,
    app: [],
    bare: [],
    floor: [],
    dataRequests: knownDataRequests,
    firstScreens: [],
  };
  const loadApp = async () => {
    const load = await loadPage(browser, `${origins.app}${route.path}`, route.firstData, cpuThrottling);
    result.app.push(load.firstData);
    if (cpuThrottling === 1) result.firstScreens.push(measureFirstScreen(load.entries, origins.app, load.firstData, appBuildDir));
    if (result.dataRequests.length === 0) result.dataRequests = dataRequestsOf(load, route);
  };
  const loadReference = (origin: string, times: number[]) => async () => {
    if (result.dataRequests.length === 0) throw new Error(`${route.name}: the app sent no request its first data could come from`);
    const load = await loadPage(
      browser,
      referencePageUrl(origin, { requests: result.dataRequests, token }),
      referenceFirstData,
      cpuThrottling,
    );
    times.push(load.firstData);
  };
  const loadBare = loadReference(origins.bare, result.bare);
  const loadFloor = loadReference(origins.floor, result.floor);
  try {
    for (let run = 0; run < runs; run += 1) {
      // Rotated so no page always runs on a machine just warmed (or disturbed) by another.
      const pages = [loadApp, loadBare, loadFloor];
      const order = !route.timed ? [loadApp] : pages.map((_, index) => pages[(index + run) % pages.length]!);
      for (const load of order) await load();
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  return result;
}

/** The API requests, started before the first data was painted, that the route's first data comes from. */
export function dataRequestsOf(load: PageLoad, route: RouteScenario): string[] {
  const urls = load.entries
    .filter((entry) => entry.start < load.firstData && route.isDataRequest(new URL(entry.url)))
    .map((entry) => entry.url);
  return [...new Set(urls)];
}
