// Chromium as the journeys run it (the launch options of playwright.config.ts: Debian's Chromium when
// present, the same flags) and a fresh context per measured page: cold HTTP cache, empty storage, the
// journeys' viewport, locale and zone, the page probe installed, the CPU throttled through CDP.
import { type Browser, chromium, devices, type LaunchOptions, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { pageProbeScript } from './page-probe';

/** The journeys' Chromium launch options (executable and flags), for every browser the bench starts. */
export function journeyLaunchOptions(): LaunchOptions {
  return playwrightConfig.projects?.find((project) => project.name === 'chromium')?.use?.launchOptions ?? {};
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...journeyLaunchOptions(), headless: true });
}

export interface MeasuredPage {
  page: Page;
  close(): Promise<void>;
}

/** A page in a context of its own; `cpuThrottling` 4 runs the page's CPU 4× slower. */
export async function openMeasuredPage(browser: Browser, cpuThrottling = 1): Promise<MeasuredPage> {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  const page = await context.newPage();
  // Generous for a 4× throttled load on a busy machine; a page that never shows its data fails its figure.
  page.setDefaultTimeout(30_000);
  await page.addInitScript({ content: pageProbeScript() });
  if (cpuThrottling !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  }
  return { page, close: () => context.close() };
}
