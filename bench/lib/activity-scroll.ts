// Scrolling the activity log with the mouse wheel, a screenful a step, from the top until the scenario's
// number of events has been on screen or the list has no more. Counts long tasks, list items mounted at
// most, DOM elements per item, the events the list loaded (each page once) and the stalls: the times the
// scroll hit the bottom of what was loaded while more was to come.
import type { Browser, Page } from '@playwright/test';
import type { ScrollScenario } from '../scenarios';
import { openMeasuredPage } from './browser';
import { type LongTask, longTasksBetween, type ScrollState } from './page-probe';

const WHEEL_STEP = 800;
/** Bounds the bench's run time, however far the scroll got. */
const SCROLL_BUDGET_MS = 150_000;
/** Frames the list may take, at the bottom, to ask for its next page before it counts as ended. */
const QUIET_FRAMES = 60;

export interface ScrollResult {
  scenario: string;
  /** The farthest event that was on screen (its position in the list). */
  eventsScrolled: number;
  eventsLoaded: number;
  stalls: number;
  /** The list ended (no more pages) before the scenario's number of events. */
  endedEarly: boolean;
  timedOut: boolean;
  wheelSteps: number;
  durationMs: number;
  rowsMountedMax: number;
  elementsPerRow: number;
  longTasks: LongTask[];
}

/** The list's page requests: the events they brought, and whether one is in flight. */
function trackPages(page: Page, isPageRequest: (url: URL) => boolean) {
  const counted = new Set<string>();
  let pending = 0;
  let events = 0;
  const idle: (() => void)[] = [];
  const settle = () => {
    pending -= 1;
    if (pending === 0) for (const resolve of idle.splice(0)) resolve();
  };
  const isPage = (request: { method(): string; url(): string }) => request.method() === 'GET' && isPageRequest(new URL(request.url()));
  page.on('request', (request) => isPage(request) && (pending += 1));
  page.on('requestfailed', (request) => isPage(request) && settle());
  page.on('response', (response) => {
    if (!isPage(response.request())) return;
    void response
      .json()
      .then((body: { events?: unknown[] }) => {
        if (!counted.has(response.url())) events += body.events?.length ?? 0;
        counted.add(response.url());
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

export async function measureActivityScroll(browser: Browser, appUrl: string, scenario: ScrollScenario): Promise<ScrollResult> {
  const { page, close } = await openMeasuredPage(browser);
  try {
    const pages = trackPages(page, scenario.isPageRequest);
    await page.goto(`${appUrl}${scenario.path}`);
    const list = scenario.list(page);
    await list.getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    const box = await list.boundingBox();
    if (!box) throw new Error('the activity list has no box');
    await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height / 2, (page.viewportSize()?.height ?? 900) / 2));

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
    let stalls = 0;
    let endedEarly = false;
    let timedOut = false;
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
      if (!(await growsWithin(QUIET_FRAMES, state.height))) {
        endedEarly = true;
        break;
      }
      stalls += 1;
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
      longTasks: await longTasksBetween(page, startedAt, endedAt),
    };
  } finally {
    await close();
  }
}
