// The probe every measured page gets before its own scripts run (page.addInitScript). It keeps, in
// the page's own clock (performance.now(), 0 = navigation start):
//   - when each DOM node was last inserted or changed (a MutationObserver), so the moment an element
//     reached the state Playwright later found it in can be told after the fact, whatever Playwright's
//     polling delay;
//   - every frame: when its requestAnimationFrame callbacks ran and when its rendering was done (a
//     message posted from rAF runs after style, layout and paint), so "the next paint after" a time is
//     known;
//   - long tasks (PerformanceObserver `longtask`) and the time of every pointerdown.
// The function is serialized into the page, so it must not use anything from its module scope.

export interface Frame {
  /** performance.now() inside the frame's rAF callback. */
  start: number;
  /** performance.now() once the frame's rendering task was done. */
  painted: number;
}

export interface LongTask {
  start: number;
  duration: number;
}

export interface PageProbe {
  /** When `element` last changed: its own or an ancestor's insertion, or any change inside it. */
  stateTime(element: Element): number;
  /** The end of the first frame that started at or after `time` (waits for it if need be). */
  paintAfter(time: number): Promise<number>;
  longTasks(): LongTask[];
  lastPointerDown(): number | null;
  /** Where `element` scrolls and how far, and the list items mounted in it. */
  scrollState(element: Element): ScrollState;
}

export interface ScrollState {
  top: number;
  height: number;
  client: number;
  /** List items (`li` or role listitem) in the element. */
  items: number;
  /** DOM elements per list item, the item included (mean). */
  elementsPerItem: number;
  /**
   * The farthest list position on screen or above it: its `aria-posinset` (a virtualized list names
   * each row's place in the whole), else its place among the items in the document.
   */
  reached: number;
}

declare global {
  interface Window {
    __benchProbe: PageProbe;
  }
}

/**
 * Attributes that change what a locator by role and accessible name sees, `style` included: React
 * hides and reveals suspended content with an inline `display: none`.
 */
const NAME_AND_VISIBILITY_ATTRIBUTES = ['aria-label', 'aria-labelledby', 'aria-hidden', 'hidden', 'aria-selected', 'aria-checked', 'style'];

/**
 * The init script. tsx (esbuild, keepNames) wraps named functions in `__name(...)`, which the page does
 * not have: it gets an identity `__name` first, for this script and for later `page.evaluate` callbacks.
 */
export function pageProbeScript(): string {
  return `globalThis.__name = (fn) => fn;\n(${installPageProbe.toString()})(${JSON.stringify(NAME_AND_VISIBILITY_ATTRIBUTES)});`;
}

function installPageProbe(watchedAttributes: string[]): void {
  const inserted = new WeakMap<Node, number>();
  const changed = new WeakMap<Node, number>();
  const frames: Frame[] = [];
  const frameWaiters: ((frame: Frame) => void)[] = [];
  const longTasks: LongTask[] = [];
  let lastPointerDown: number | null = null;

  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      changed.set(record.target, now);
      record.addedNodes.forEach((node) => inserted.set(node, now));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: watchedAttributes });

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
    // No long-task timing in this browser: the figures say 0 tasks, which the report cannot tell apart.
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
        const wait = (next: Frame) => (next.start >= time ? resolve(next.painted) : frameWaiters.push(wait));
        frameWaiters.push(wait);
      });
    },
    longTasks: () => longTasks.slice(),
    lastPointerDown: () => lastPointerDown,
    scrollState(element) {
      let scroller: Element | null = element;
      while (scroller && !(/(auto|scroll)/.test(getComputedStyle(scroller).overflowY) && scroller.scrollHeight > scroller.clientHeight)) {
        scroller = scroller.parentElement;
      }
      const scrolling = scroller ?? document.scrollingElement ?? document.documentElement;
      const items = Array.from(element.querySelectorAll('li, [role="listitem"]'));
      const elements = items.reduce((sum, item) => sum + item.querySelectorAll('*').length + 1, 0);
      let reached = 0;
      items.forEach((item, index) => {
        if (item.getBoundingClientRect().top >= window.innerHeight) return;
        reached = Math.max(reached, Number(item.getAttribute('aria-posinset')) || index + 1);
      });
      return {
        top: scrolling.scrollTop,
        height: scrolling.scrollHeight,
        client: scrolling === document.scrollingElement ? window.innerHeight : scrolling.clientHeight,
        items: items.length,
        elementsPerItem: items.length > 0 ? elements / items.length : 0,
        reached,
      };
    },
  };
}
