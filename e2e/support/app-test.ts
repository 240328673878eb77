import { test as base, expect } from '@playwright/test';

/**
 * Every journey runs against the seeded mock at one pinned moment, so figures on screen are exact.
 * The mock runs in the page (MSW) and reads the page's clock, which Playwright pins here; time then
 * flows on from it like it does for a real user.
 */
export const E2E_NOW = '2026-11-20T12:00:00.000Z';

export const test = base.extend<{ pinnedClock: void }>({
  pinnedClock: [
    async ({ page }, use) => {
      await page.clock.install({ time: new Date(E2E_NOW) });
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Where a screenshot test writes its picture: the committed `docs/screenshots/` only when asked
 * (`npm run screenshots`), otherwise beside the other test artifacts, so a test run leaves the work
 * tree clean.
 */
export function screenshotPath(fileName: string): string {
  return process.env.UPDATE_SCREENSHOTS ? `docs/screenshots/${fileName}` : `test-results/screenshots/${fileName}`;
}

/**
 * The first screen of a fresh browser context in the demo: the in-browser mock builds its store before it
 * answers, which on a busy 2-core machine can take longer than an ordinary expectation waits.
 */
export const COLD_START = { timeout: 30_000 };
