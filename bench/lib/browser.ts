// Chromium as the journeys launch it; a fresh context per measured page (cold cache, the probe, CPU throttled via CDP).
import { type Browser, chromium, devices, type LaunchOptions, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { apiSettingsKey } from '../../src/lib/api-settings-storage';
import { pageProbeScript } from './page-probe';
import { TOKEN } from './servers';

export function launchBrowser(args: string[] = []): Promise<Browser> {
  const journeys: LaunchOptions = playwrightConfig.projects?.find((project) => project.name === 'chromium')?.use?.launchOptions ?? {};
  return chromium.launch({ ...journeys, headless: true, args: [...(journeys.args ?? []), ...args] });
}

export interface PageOptions {
  /** 4 runs the page's CPU 4× slower. */
  cpuThrottling?: number;
  /** The API as set in Settings for this tab. */
  apiBaseUrl?: string;
}

/** `url` opened in a context of its own, handed to `measure`, then closed. */
export async function onPage<T>(browser: Browser, url: string, measure: (page: Page) => Promise<T>, options: PageOptions = {}): Promise<T> {
  const { cpuThrottling = 1, apiBaseUrl } = options;
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000); // a 4× throttled load on a busy machine; a page that never shows its data fails its figure
    await page.addInitScript({ content: pageProbeScript() });
    if (apiBaseUrl) {
      const settings = { key: apiSettingsKey('default'), value: JSON.stringify({ baseUrl: apiBaseUrl, token: TOKEN }) };
      await page.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), settings);
    }
    if (cpuThrottling !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await page.goto(url, { waitUntil: 'commit' });
    return await measure(page);
  } finally {
    await context.close();
  }
}
