// Installed before a measured page's scripts, in its own clock: when each node last changed and when each frame was
// painted (so Playwright's polling delay never counts), long tasks and the last pointerdown.
import type { Locator, Page } from '@playwright/test';

export interface LongTask {
  start: number;
  duration: number;
}

interface PageProbe {
  /** When `element` last changed: its own or an ancestor's insertion, or any change inside it. */
  stateTime(element: Element): number;
  /** The end of the first frame that started at or after `time`. */
  paintAfter(time: number): Promise<number>;
  longTasks(): LongTask[];
  lastPointerDown(): number | null;
}

declare global {
  interface Window {
    __benchProbe: PageProbe;
  }
}

/** What changes what a role-and-name locator sees; `style`, as React reveals suspended content by it. */
const WATCHED_ATTRIBUTES = ['aria-label', 'aria-labelledby', 'aria-hidden', 'hidden', 'aria-selected', 'aria-checked', 'style'];

/** The init script; tsx wraps named functions in `__name(...)`, which the page gets as an identity. */
export function pageProbeScript(): string {
  return `globalThis.__name = (fn) => fn;\n(${installPageProbe.toString()})(${JSON.stringify(WATCHED_ATTRIBUTES)});`;
}

/** Serialized into the page: it must use nothing from this module's scope. */
function installPageProbe(watchedAttributes: string[]): void {
  const inserted = new WeakMap<Node, number>();
  const changed = new WeakMap<Node, number>();
  const frames: { start: number; painted: number }[] = [];
  const frameWaiters: ((frame: { start: number; painted: number }) => void)[] = [];
  const longTasks: LongTask[] = [];
  let lastPointerDown: number | null = null;

  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      changed.set(record.target, now);
      record.addedNodes.forEach((node) => inserted.set(node, now));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: watchedAttributes });

  // A message posted from requestAnimationFrame runs after the frame's style, layout and paint.
  const channel = new MessageChannel();
  let frameStart: number | null = null;
  channel.port1.onmessage = () => {
    if (frameStart === null) return;
    const frame = { start: frameStart, painted: performance.now() };
    frameStart = null;
    frames.push(frame);
    for (const waiter of frameWaiters.splice(0)) waiter(frame);
  };
  const onFrame = () => {
    frameStart = performance.now();
    channel.port2.postMessage(null);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // jsdom (the probe's test) has no long-task timing.
  }
  performance.setResourceTimingBufferSize?.(5000);
  window.addEventListener('pointerdown', (event) => (lastPointerDown = event.timeStamp), { capture: true });

  const latest = (map: WeakMap<Node, number>, node: Node, time: number) => Math.max(time, map.get(node) ?? 0);
  window.__benchProbe = {
    stateTime(element) {
      let time = 0;
      for (let node: Node | null = element; node; node = node.parentNode) time = latest(inserted, node, time);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_ALL);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        time = latest(changed, node, latest(inserted, node, time));
      }
      return time;
    },
    paintAfter(time) {
      const frame = frames.find((candidate) => candidate.start >= time);
      if (frame) return Promise.resolve(frame.painted);
      return new Promise((resolve) => {
        const wait = (next: { start: number; painted: number }) => (next.start >= time ? resolve(next.painted) : frameWaiters.push(wait));
        frameWaiters.push(wait);
      });
    },
    longTasks: () => longTasks.slice(),
    lastPointerDown: () => lastPointerDown,
  };
}

/** In the page: the document's scroll (the feed is a window list), the rows mounted, their elements, the farthest on screen. */
export function listScrollState(element: Element) {
  const items = Array.from(element.querySelectorAll('li, [role="listitem"]'));
  const onScreen = items.filter((item) => item.getBoundingClientRect().top < window.innerHeight);
  const scrolling = document.scrollingElement ?? document.documentElement;
  return {
    top: scrolling.scrollTop,
    height: scrolling.scrollHeight,
    client: window.innerHeight,
    items: items.length,
    elementsPerItem: items.reduce((sum, item) => sum + item.querySelectorAll('*').length + 1, 0) / Math.max(1, items.length),
    reached: Math.max(0, ...onScreen.map((item) => Number(item.getAttribute('aria-posinset')) || items.indexOf(item) + 1)),
  };
}

/** Waits until `locator` is visible; the end of the first frame after its last change. */
export async function paintedAt(locator: Locator): Promise<number> {
  await locator.waitFor({ state: 'visible' });
  return locator.evaluate((element) => window.__benchProbe.paintAfter(window.__benchProbe.stateTime(element)));
}

/** The end of the first frame after `since` and the last change in any of `elements`. */
export async function repaintedAfter(elements: readonly Locator[], since: number): Promise<number> {
  const times = await Promise.all(elements.map((element) => element.evaluate((node) => window.__benchProbe.stateTime(node))));
  return elements[0]!.page().evaluate((after) => window.__benchProbe.paintAfter(after), Math.max(since, ...times));
}

export async function lastPointerDown(page: Page): Promise<number> {
  const time = await page.evaluate(() => window.__benchProbe.lastPointerDown());
  if (time === null) throw new Error('no pointerdown was seen');
  return time;
}

/** The long tasks that ran (at least partly) between `from` and `to`. */
export async function longTasksBetween(page: Page, from: number, to: number): Promise<LongTask[]> {
  const tasks = await page.evaluate(() => window.__benchProbe.longTasks());
  return tasks.filter((task) => task.start < to && task.start + task.duration > from);
}

export const longestTask = (tasks: readonly LongTask[]) => tasks.reduce((longest, task) => Math.max(longest, task.duration), 0);
