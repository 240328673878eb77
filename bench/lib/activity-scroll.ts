// The activity log scrolled by the wheel, a screenful a step, until the scenario's number of events was on screen
// or the list ended; stalls are the times the scroll reached the bottom of what was loaded while more was to come.
import type { Browser } from '@playwright/test';
import type { ACTIVITY_SCROLL } from '../scenarios';
import { onPage } from './browser';
import { readResourceEntries } from './first-screen';
import { listScrollState, type LongTask, longTasksBetween } from './page-probe';

const WHEEL_STEP = 800;
/** Bounds the bench's run time, however far the scroll got. */
const SCROLL_BUDGET_MS = 150_000;
/** What the feed says at its end. */
const NO_MORE = 'No older events in this window.';

export interface ScrollResult {
  scenario: string;
  /** The farthest event that was on screen (its position in the list). */
  eventsScrolled: number;
  pagesLoaded: number;
  stalls: number;
  /** Why the scroll stopped: the scenario's number of events, the list's end, or the bench's time budget. */
  stopped: 'reached' | 'the list ended' | 'time budget ran out';
  wheelSteps: number;
  durationMs: number;
  rowsMountedMax: number;
  elementsPerRow: number;
  longTasks: LongTask[];
}

export const measureActivityScroll = (browser: Browser, appUrl: string, scenario: typeof ACTIVITY_SCROLL): Promise<ScrollResult> =>
  onPage(browser, `${appUrl}${scenario.path}`, async (page) => {
    const list = scenario.list(page);
    await list.getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    const box = await list.boundingBox();
    if (!box) throw new Error('the activity list has no box');
    await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height / 2, (page.viewportSize()?.height ?? 900) / 2));

    const afterFrame = async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      return list.evaluate(listScrollState);
    };
    const startedAt = await page.evaluate(() => performance.now());
    const deadline = Date.now() + SCROLL_BUDGET_MS;
    let state = await afterFrame();
    let rowsMountedMax = state.items;
    let wheelSteps = 0;
    let stalls = 0;
    let stopped: ScrollResult['stopped'] = 'reached';
    while (state.reached < scenario.events && stopped === 'reached') {
      await page.mouse.wheel(0, WHEEL_STEP);
      wheelSteps += 1;
      state = await afterFrame();
      rowsMountedMax = Math.max(rowsMountedMax, state.items);
      if (Date.now() > deadline) stopped = 'time budget ran out';
      else if (state.top + state.client < state.height - 2) continue;
      // At the bottom of what is loaded: the feed says when it has no more, else its next page must come.
      else if (await list.getByText(NO_MORE).isVisible()) stopped = 'the list ended';
      else {
        stalls += 1;
        await page.waitForFunction((height) => document.documentElement.scrollHeight > height, state.height);
      }
    }
    const endedAt = await page.evaluate(() => performance.now());
    return {
      scenario: scenario.name,
      eventsScrolled: state.reached,
      stalls,
      stopped,
      wheelSteps,
      durationMs: endedAt - startedAt,
      rowsMountedMax,
      elementsPerRow: state.elementsPerItem,
      pagesLoaded: new Set(
        (await readResourceEntries(page)).map((entry) => entry.url).filter((url) => scenario.isPageRequest(new URL(url))),
      ).size,
      longTasks: await longTasksBetween(page, startedAt, endedAt),
    };
  });
