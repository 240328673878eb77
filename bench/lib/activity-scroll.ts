// Scrolling the activity log: the mouse wheel, a screenful a frame, from the top until the scenario's
// number of events has been on screen (an infinite list loads pages as it goes) or the list has nothing
// more to show. Counts the long tasks in that span, the list items mounted at most, the DOM elements per
// item, the events the list loaded (its page answers, each page once) and the stalls: the times the
// scroll hit the bottom of what was loaded while more was to come.
import type { Browser, Page, Response } from '@playwright/test';
import type { ScrollScenario } from '../scenarios';
import { openMeasuredPage } from './browser';
import type { Origins } from './navigation';
import type { LongTask, ScrollState } from './page-probe';
import { longTasks, longTasksBetween } from './paint';

/** Pixels per wheel step: about a screenful, a brisk fling. */
const WHEEL_STEP = 800;
/** However far it got, scrolling stops after this long, to keep the bench's run time bounded. */
const SCROLL_BUDGET_MS = 150_000;
/** Frames the list may take, at the bottom, to ask for its next page before it counts as ended. */
const QUIET_FRAMES = 60;

export interface ScrollResult {
  scenario: string;
  /** The farthest event that was on screen (its position in the list). */
  eventsScrolled: number;
  eventsLoaded: number;
  /** The scroll reached the bottom of what was loaded and waited for more. */
  stalls: number;
  /** The list ended (no more pages) before the scenario's number of events. */
  endedEarly: boolean;
  /** The time budget ran out first. */
  timedOut: boolean;
  wheelSteps: number;
  durationMs: number;
  rowsMountedMax: number;
  elementsPerRow: number;
  longTasks: LongTask[];
}

/** Tracks the list's page requests: how many events came in, and when none is in flight. */
function trackPages(page: Page, isPageRequest: (url: URL) => boolean) {
  const counted = new Set<string>();
  let pending = 0;
  let events = 0;
  const idle: (() => void)[] = [];
  const settle = () => {
    pending -= 1;
    if (pending === 0) for (const resolve of idle.splice(0)) resolve();
  };
  page.on('request', (request) => {
    if (request.method() === 'GET' && isPageRequest(new URL(request.url()))) pending += 1;
  });
  page.on('requestfailed', (request) => {
    if (request.method() === 'GET' && isPageRequest(new URL(request.url()))) settle();
  });
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'GET' || !isPageRequest(new URL(response.url()))) return;
    void response
      .json()
      .then((body: { events?: unknown[] }) => {
        if (!counted.has(response.url())) {
          counted.add(response.url());
          events += body.events?.length ?? 0;
        }
      })
      .catch(() => undefined)
      .finally(settle);
  });
  return {
    events: () => events,
    pending: () => pending,
    idle: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve))),
  };
}

export async function measureActivityScroll(browser: Browser, origins: Origins, scenario: ScrollScenario): Promise<ScrollResult> {
  const { page, close } = await openMeasuredPage(browser);
  try {
    const pages = trackPages(page, scenario.isPageRequest);
    await page.goto(`${origins.app}${scenario.path}`);
    const list = scenario.list(page);
    await list.getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    const box = await list.boundingBox();
    const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
    if (!box) throw new Error('the activity list has no box');
    await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height / 2, viewport.height / 2));

    const afterFrame = () =>
      list.evaluate(
        (element) =>
          new Promise<ScrollState>((resolve) =>
            requestAnimationFrame(() => setTimeout(() => resolve(window.__benchProbe.scrollState(element)))),
          ),
      );
    /** Whether the list asks for or shows more within `frames` frames (an infinite list fetches from an effect). */
    const growsWithin = async (frames: number, height: number) => {
      for (let frame = 0; frame < frames; frame += 1) {
        await pages.idle();
        if ((await afterFrame()).height > height) return true;
      }
      return pages.pending() > 0;
    };
    const startedAt = await page.evaluate(() => performance.now());
    const deadline = Date.now() + SCROLL_BUDGET_MS;
    let state = await afterFrame();
    let rowsMountedMax = state.items;
    let wheelSteps = 0;
    let endedEarly = false;
    let timedOut = false;
    let stalls = 0;
    while (state.reached < scenario.events) {
      await page.mouse.wheel(0, WHEEL_STEP);
      wheelSteps += 1;
      state = await afterFrame();
      rowsMountedMax = Math.max(rowsMountedMax, state.items);
      if (Date.now() > deadline) {
        timedOut = true;
        break;
      }
      if (state.top + state.client < state.height - 2) continue;
      // At the bottom of what is there: let the next page arrive, if one comes.
      if (await growsWithin(QUIET_FRAMES, state.height)) {
        stalls += 1;
        continue;
      }
      endedEarly = true;
      break;
    }
    const endedAt = await page.evaluate(() => performance.now());
    return {
      scenario: scenario.name,
      eventsScrolled: state.reached,
      eventsLoaded: pages.events(),
      stalls,
      endedEarly,
      timedOut,
      wheelSteps,
      durationMs: endedAt - startedAt,
      rowsMountedMax,
      elementsPerRow: state.elementsPerItem,
      longTasks: longTasksBetween(await longTasks(page), startedAt, endedAt),
    };
  } finally {
    await close();
  }
}
