// The offline demo as a first-time visitor meets it: a cold load (fresh context: no cache, no service
// worker yet) of its test search, until the first data row is painted, its first screen sized like
// the production build's. The demo carries its mock backend, so its first screen is compared with the
// production build's, and its first data with "a few seconds".
import type { Browser } from '@playwright/test';
import type { RouteScenario } from '../scenarios';
import { type FirstScreen, measureFirstScreen } from './first-screen';
import { loadPage } from './navigation';

export interface DemoResult {
  route: string;
  firstData: number[];
  firstScreens: FirstScreen[];
  error?: string;
}

export async function measureDemo(
  browser: Browser,
  origin: string,
  buildDir: string,
  route: RouteScenario,
  runs: number,
): Promise<DemoResult> {
  const result: DemoResult = { route: route.name, firstData: [], firstScreens: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      const load = await loadPage(browser, `${origin}${route.path}`, route.firstData, 1);
      result.firstData.push(load.firstData);
      result.firstScreens.push(measureFirstScreen(load.entries, origin, load.firstData, buildDir));
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  return result;
}
