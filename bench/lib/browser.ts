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

/** A page in a context of its own; `cpuThrottling` 4 runs its CPU 4× slower; `apiBaseUrl` as set in Settings for this tab. */
export async function openMeasuredPage(
  browser: Browser,
  cpuThrottling = 1,
  apiBaseUrl?: string,
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000); // a 4× throttled load on a busy machine; a page that never shows its data fails its figure
  await page.addInitScript({ content: pageProbeScript() });
  if (apiBaseUrl) {
    const settings = { key: apiSettingsKey('default'), value: JSON.stringify({ baseUrl: apiBaseUrl, token: TOKEN }) };
    await page.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), settings);
  }
  if (cpuThrottling !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  return { page, close: () => context.close() };
}
