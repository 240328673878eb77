// Reading the page probe (page-probe.ts) through Playwright.
import type { Locator, Page } from '@playwright/test';
import type { LongTask } from './page-probe';

/**
 * Waits until `locator` is visible, then answers when it was first painted as it is now: the end of
 * the first frame after its last change (page clock, 0 = navigation start).
 */
export async function paintedAt(locator: Locator): Promise<number> {
  await locator.waitFor({ state: 'visible' });
  return locator.evaluate((element) => window.__benchProbe.paintAfter(window.__benchProbe.stateTime(element)));
}

/** The end of the first frame after both the last change inside `container` and `since`. */
export function repaintedAt(container: Locator, since: number): Promise<number> {
  return container.evaluate(
    (element, after) => window.__benchProbe.paintAfter(Math.max(after, window.__benchProbe.stateTime(element))),
    since,
  );
}

/** The end of the first frame after `since` and the last change in any of `elements`. */
export async function repaintedAfterAll(elements: readonly Locator[], since: number): Promise<number> {
  const times = await Promise.all(elements.map((element) => element.evaluate((node) => window.__benchProbe.stateTime(node))));
  const page = elements[0]?.page();
  if (page === undefined) throw new Error('no element to time');
  return page.evaluate((after) => window.__benchProbe.paintAfter(after), Math.max(since, ...times));
}

export async function lastPointerDown(page: Page): Promise<number> {
  const time = await page.evaluate(() => window.__benchProbe.lastPointerDown());
  if (time === null) throw new Error('no pointerdown was seen');
  return time;
}

export function longTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => window.__benchProbe.longTasks());
}

/** The long tasks that ran (at least partly) between `from` and `to`. */
export function longTasksBetween(tasks: readonly LongTask[], from: number, to: number): LongTask[] {
  return tasks.filter((task) => task.start < to && task.start + task.duration > from);
}

export function longestTask(tasks: readonly LongTask[]): number {
  return tasks.reduce((longest, task) => Math.max(longest, task.duration), 0);
}
