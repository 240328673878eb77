import type { Locator, Page } from '@playwright/test';
import { routeOf } from '../../tests/mock-kit/route-of';
import { expect } from './app-test';

export { routeOf };

/** Waits until the page shows exactly this path and search state (the view is in the URL). */
export async function expectRoute(page: Page, path: string, search: Record<string, unknown> = {}) {
  await expect.poll(() => routeOf(page.url())).toEqual({ path, search });
}

/** A link leads to exactly this path and search state. */
export async function expectHref(link: Locator, path: string, search: Record<string, unknown> = {}) {
  await expect.poll(async () => routeOf((await link.getAttribute('href')) ?? '')).toEqual({ path, search });
}

/** Reload (as opening a shared link would) and check the view is the same. */
export async function reloadAndCheck(page: Page, check: () => Promise<void>) {
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await check();
}
