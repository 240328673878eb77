// The one module in src/ allowed to import the mock backend (lint enforces it).
import { DEMO_CREDENTIALS } from '../mocks/core/demo-credentials';
import { FAULT_SCENARIOS, FAULT_SCENARIO_LABELS, type FaultScenario } from '../mocks/scenarios/fault-scenarios';
import type { DemoFaultChoice } from '@/lib/demo-faults';

export interface MockBackendHandle {
  /** Forgets quarantines created or removed in this browser and restores the seeded data. */
  resetData(): void;
  /** The fault the mock simulates now ('none' when it answers normally). */
  currentFault(): string;
  /** Simulates a fault on every operation from now on ('none' ends it). */
  simulateFault(scenario: string): void;
}

/** What Settings → Simulate offers. */
export const DEMO_FAULT_CHOICES: readonly DemoFaultChoice[] = FAULT_SCENARIOS.map((value) => ({
  value,
  label: FAULT_SCENARIO_LABELS[value],
}));

/** The credential the demo signs in with. */
export const DEMO_TOKEN = DEMO_CREDENTIALS.adminKey;

/** Resolves once the mock answers requests (its service worker controls the page). */
export async function startMockBackend(): Promise<MockBackendHandle> {
  const { startMockWorker } = await import('../mocks/browser');
  const handle = await startMockWorker({
    // Relative to the base (`./` in the demo build): the worker's scope is then the folder the app is in.
    serviceWorkerUrl: `${import.meta.env.BASE_URL}${__MOCK_WORKER_FILE__}`,
    now: import.meta.env.VITE_MOCK_NOW,
    seed: import.meta.env.VITE_MOCK_SEED,
  });
  // The demo build's worker keeps the app's own files for offline use (scripts/vite/offline-shell-worker.js):
  // asked once the mock answers and the page is idle, so the first page never waits for that download.
  if (__MOCK_WORKER_FILE__ !== 'mockServiceWorker.js') {
    const cacheShell = () => void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage('CACHE_SHELL'));
    if (typeof requestIdleCallback === 'function') requestIdleCallback(cacheShell, { timeout: 3_000 });
    else setTimeout(cacheShell, 1_000);
  }
  return {
    resetData: () => handle.reset(),
    currentFault: () => handle.faults.current().scenario,
    simulateFault: (scenario) => {
      const known = FAULT_SCENARIOS.find((candidate): candidate is FaultScenario => candidate === scenario);
      handle.faults.set({ scenario: known ?? 'none' });
    },
  };
}

/**
 * `fetch` for the app's API client while the mock starts: each request waits until the mock answers requests, so none
 * reaches the network (the static server) first.
 */
export function fetchWhenReady(ready: Promise<unknown>): typeof fetch {
  return async (input, init) => {
    await ready.catch(() => undefined);
    return globalThis.fetch(input, init);
  };
}
