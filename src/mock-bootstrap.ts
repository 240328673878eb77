// The one module in src/ allowed to import the mock backend (lint enforces it).
import { startMockWorker } from '../mocks/browser';
import { DEMO_CREDENTIALS } from '../mocks/core/demo-credentials';
import { FAULT_SCENARIOS, FAULT_SCENARIO_LABELS, type FaultScenario } from '../mocks/scenarios/fault-scenarios';
import type { DemoFaultControl } from '@/lib/demo-faults';

export interface DemoBackend {
  /** The credential the demo signs in with. */
  token: string;
  /** `fetch` for the API client: each request waits until the mock answers, so none reaches the static server first. */
  fetch: typeof fetch;
  /** Forgets quarantines created or removed in this browser and restores the seeded data. */
  resetData(): void;
  /** What Settings → Simulate offers, and the fault simulated now. */
  faults: DemoFaultControl;
}

/** Starts the mock's service worker; the app can send its requests at once (they wait for it). `rerunPage` after a reset or a
 * new fault; a fault's end shows the way a real outage's end does: the error messages stay until their Retry asks again. */
export function startDemoBackend(rerunPage: () => void): DemoBackend {
  const started = startMockWorker({
    // Relative to the base (`./` in the demo build): the worker's scope is then the folder the app is in.
    serviceWorkerUrl: `${import.meta.env.BASE_URL}${__MOCK_WORKER_FILE__}`,
    now: import.meta.env.VITE_MOCK_NOW,
    seed: import.meta.env.VITE_MOCK_SEED,
  });
  started.catch((error: unknown) => console.error('The demo mock backend did not start', error));
  let mock: Awaited<typeof started> | null = null;
  void started.then((handle) => {
    mock = handle;
    // The demo build's worker keeps the app's own files for offline use (scripts/vite/offline-shell-worker.js), asked
    // seconds after the mock answers: every answer passes through that worker, which the download would hold up.
    const cacheShell = () => void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage('CACHE_SHELL'));
    if (__MOCK_WORKER_FILE__ !== 'mockServiceWorker.js') setTimeout(cacheShell, 5_000);
  });
  return {
    token: DEMO_CREDENTIALS.adminKey,
    fetch: async (input, init) => {
      await started.catch(() => undefined);
      return globalThis.fetch(input, init);
    },
    resetData: () => {
      void started.then((handle) => handle.reset());
      rerunPage();
    },
    faults: {
      choices: FAULT_SCENARIOS.map((value) => ({ value, label: FAULT_SCENARIO_LABELS[value] })),
      current: () => mock?.faults.current().scenario ?? 'none',
      // Applied before the app re-runs the page's requests: those wait for the mock anyway.
      choose: (value) => {
        const known = FAULT_SCENARIOS.find((candidate): candidate is FaultScenario => candidate === value);
        mock?.faults.set({ scenario: known ?? 'none' });
        if (value !== 'none') rerunPage();
      },
    },
  };
}
