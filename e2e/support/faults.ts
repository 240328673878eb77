// The demo mock's simulated faults, as journeys use them: set before the page loads (the mock reads
// its session's setting when it starts, see mocks/browser/session-settings.ts), and ended the way
// a person ends them, in Settings → Simulate.
import type { Page } from '@playwright/test';
import { FAULT_SETTING_KEY } from '../../mocks/browser/session-settings';
import { RATE_LIMIT_RETRY_AFTER_SECONDS, type FaultSetting } from '../../mocks/scenarios/fault-scenarios';
import { expect } from './app-test';

/** Starts the page's mock under `setting` (only on the first load: a reload keeps what Settings chose). */
export async function simulateFaultFromStart(page: Page, setting: FaultSetting): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e:fault-set') !== null) return;
      sessionStorage.setItem('e2e:fault-set', '1');
      sessionStorage.setItem(key, value);
    },
    [FAULT_SETTING_KEY, JSON.stringify(setting)] as const,
  );
}

/** Settings → Simulate → `label`, then closes the drawer. */
export async function chooseSimulation(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'API settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'API settings' });
  await drawer.getByRole('combobox', { name: 'Simulate' }).selectOption({ label });
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toBeHidden();
}

/** What each fault says on screen (the retry policy retries 5xx and network errors three times first). */
export const FAULT_MESSAGES = {
  'server-errors': /The server failed \((500: Internal server error|503: Service unavailable)\)\. Try again in a moment\./,
  'rate-limit': new RegExp(
    `Too many requests: the API is rate-limiting this dashboard\\. Try again in ${RATE_LIMIT_RETRY_AFTER_SECONDS} s\\.`,
  ),
  offline: /Could not reach the API at http:\/\/127\.0\.0\.1:\d+\. Check your connection and the API base URL in Settings\./,
} as const;

/** Three retries with back-off (1 + 2 + 4 s) come before a 5xx or network error is shown. */
export const AFTER_RETRIES = { timeout: 25_000 };
