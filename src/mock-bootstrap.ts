// The one module in src/ allowed to import the mock backend (lint enforces it). Loaded only in
// development and demo builds (see main.tsx), so production bundles carry none of MSW.
import { DEMO_CREDENTIALS } from '../mocks/core/demo-credentials';
import { startMockWorker } from '../mocks/browser';

export async function startMockBackend(): Promise<{ demoToken: string }> {
  await startMockWorker({
    serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
    now: import.meta.env.VITE_MOCK_NOW,
    seed: import.meta.env.VITE_MOCK_SEED,
  });
  return { demoToken: DEMO_CREDENTIALS.adminKey };
}
