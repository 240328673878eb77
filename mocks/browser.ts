// The mock in the browser (development and the offline demo): an MSW service worker over the
// seeded store. Quarantine mutations persist across reloads in localStorage and can be reset.
//   await startMockWorker({ serviceWorkerUrl, now: import.meta.env.VITE_MOCK_NOW, seed: … });
//   resetMockData();   // back to the seeded quarantines and events
// The clock reads Date.now() (so Playwright's page.clock pins it), starting at `now` when given.
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createClock, type Clock } from './core/clock';
import { createMockBackend, type MockBackend } from './mock-backend';
import { appendToJournal, journalKey, readJournal, replayJournal, type JournalStorage } from './browser/quarantine-journal';

export interface StartMockWorkerOptions {
  /** URL of mockServiceWorker.js (e.g. `${import.meta.env.BASE_URL}mockServiceWorker.js`). */
  serviceWorkerUrl?: string;
  /** `MOCK_NOW` (ISO date-time); empty or omitted: the browser's current time. */
  now?: string;
  /** `MOCK_SEED`; empty or omitted: the default dataset. */
  seed?: string;
  /** `MOCK_SCALE`; default 1. */
  scale?: number | string;
  /** Keep quarantine mutations across reloads (default true). */
  persist?: boolean;
  /** Where the journal lives (default window.localStorage). */
  storage?: JournalStorage;
  /** Log MSW's request lines to the console (default false). */
  logRequests?: boolean;
}

export interface MockWorkerHandle {
  worker: SetupWorker;
  backend: MockBackend;
  /** Forgets the persisted mutations and rebuilds the seeded store. */
  reset(): void;
  stop(): void;
}

let running: MockWorkerHandle | null = null;

/** A clock that replay can pin to a past moment. */
function replayableClock(base: Clock): { clock: Clock; setTime: (time: number | null) => void } {
  let pinned: number | null = null;
  return {
    clock: { now: () => pinned ?? base.now() },
    setTime: (time) => {
      pinned = time;
    },
  };
}

function defaultStorage(): JournalStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorkerHandle> {
  if (running) return running;
  const storage = options.persist === false ? undefined : (options.storage ?? defaultStorage());
  const { clock, setTime } = replayableClock(createClock(options.now?.trim() ? options.now : undefined));
  let key = '';
  const backend = createMockBackend({
    clock,
    seed: options.seed,
    scale: options.scale,
    onMutation: (mutation) => {
      if (storage) appendToJournal(storage, key, mutation);
    },
  });
  key = journalKey(backend.store.seed, backend.store.scale);
  if (storage) replayJournal(backend.store, readJournal(storage, key), setTime);

  const worker = setupWorker(...backend.handlers);
  await worker.start({
    serviceWorker: options.serviceWorkerUrl ? { url: options.serviceWorkerUrl } : undefined,
    onUnhandledRequest: 'bypass',
    quiet: !options.logRequests,
  });
  running = {
    worker,
    backend,
    reset() {
      storage?.removeItem(key);
      backend.reset();
    },
    stop() {
      worker.stop();
      running = null;
    },
  };
  return running;
}

/** Resets the running worker's data (no-op when none runs). */
export function resetMockData(): void {
  running?.reset();
}
