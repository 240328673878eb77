// The one module in src/ allowed to import the mock backend (lint enforces it). Loaded only in
// development and demo builds (see main.tsx), so production bundles carry none of MSW.
import { DEMO_CREDENTIALS } from '../mocks/core/demo-credentials';
import { startMockWorker } from '../mocks/browser';

export interface MockBackendHandle {
  /** The credential the demo signs in with. */
  demoToken: string;
  /** Forgets quarantines created or removed in this browser and restores the seeded data. */
  resetData(): void;
}

export async function startMockBackend(): Promise<MockBackendHandle> {
  const handle = await startMockWorker({
    serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
    now: import.meta.env.VITE_MOCK_NOW,
    seed: import.meta.env.VITE_MOCK_SEED,
    scale: import.meta.env.VITE_MOCK_SCALE,
  });
  return { demoToken: DEMO_CREDENTIALS.adminKey, resetData: () => handle.reset() };
}
