// The mock in the browser (development, offline demo): an MSW service worker over the seeded store. Its anchor and
// quarantine mutations persist in localStorage; its clock reads Date.now(), so Playwright's page.clock pins it.
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createClock, type Clock } from './core/clock';
import { createMockBackend, type MockBackend } from './mock-backend';
import { appendToJournal, journalKey, readJournal, replayJournal, usableAnchor, writeJournal } from './browser/quarantine-journal';
import { resolveSeed } from './store/create-mock-store';
import { onlyUnderBaseUrl } from './browser/scope-to-base-url';
import { readFaultSetting, writeFaultSetting } from './browser/fault-setting-storage';
import { behindBy, readServerClockBehind } from './browser/server-clock-setting';
import { faultHandler } from './scenarios/fault-handler';
import type { FaultSetting } from './scenarios/fault-scenarios';

export interface StartMockWorkerOptions {
  serviceWorkerUrl?: string;
  /** `MOCK_NOW` (ISO date-time); empty or omitted: the browser's current time. */
  now?: string;
  seed?: string;
}

/** The demo's "Simulate" choice: a fault layered over every answer until set back to none. */
export interface FaultControl {
  current(): FaultSetting;
  set(setting: FaultSetting): void;
}

export interface MockWorkerHandle {
  worker: SetupWorker;
  backend: MockBackend;
  faults: FaultControl;
  /** Forgets the persisted mutations and rebuilds the seeded store, anchored at the current time. */
  reset(): void;
  stop(): void;
}

let running: MockWorkerHandle | null = null;

/** The window's storage, when the browser lets the page have it. */
function windowStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window[name] : undefined;
  } catch {
    return undefined;
  }
}

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorkerHandle> {
  if (running) return running;
  const storage = windowStorage('localStorage');
  const faultStorage = windowStorage('sessionStorage');
  const serverClock = behindBy(createClock(options.now), readServerClockBehind(faultStorage));
  // Replay pins the clock to each mutation's past moment.
  let pinned: number | null = null;
  const clock: Clock = { now: () => pinned ?? serverClock.now() };
  const key = journalKey(resolveSeed(options.seed?.trim() ? options.seed : undefined), 1);
  const saved = storage ? readJournal(storage, key) : null;
  let anchor = usableAnchor(saved?.anchor, clock.now());
  if (storage && saved?.anchor !== anchor) writeJournal(storage, key, { anchor, mutations: saved?.mutations ?? [] });
  const backend = createMockBackend({
    clock,
    anchor,
    seed: options.seed,
    onMutation: (mutation) => {
      if (storage) appendToJournal(storage, key, anchor, mutation);
    },
  });
  if (saved) {
    replayJournal(backend.store, saved.mutations, (time) => {
      pinned = time;
    });
  }

  const apiBaseUrl = new URL('/v1', self.location.origin).href;
  let fault = readFaultSetting(faultStorage);
  const faults: FaultControl = {
    current: () => fault,
    set(setting) {
      fault = setting;
      writeFaultSetting(faultStorage, setting);
    },
  };
  const worker = setupWorker(onlyUnderBaseUrl(apiBaseUrl), faultHandler(faults.current), ...backend.handlers);
  await worker.start({
    serviceWorker: options.serviceWorkerUrl ? { url: options.serviceWorkerUrl } : undefined,
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  running = {
    worker,
    backend,
    faults,
    reset() {
      anchor = clock.now();
      if (storage) writeJournal(storage, key, { anchor, mutations: [] });
      backend.reset({ anchor });
    },
    stop() {
      worker.stop();
      running = null;
    },
  };
  return running;
}
