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
