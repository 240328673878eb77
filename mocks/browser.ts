// The mock in the browser (development, offline demo): an MSW service worker answered by a dedicated worker
// (browser/mock-thread.ts) that builds the seeded store and runs the handlers off the page's main thread. Its anchor and
// quarantine mutations persist in localStorage; its clock is the page's Date.now(), so Playwright's page.clock pins it.
import { createClock } from './core/clock';
import { appendToJournal, journalKey, readJournal, usableAnchor, writeJournal } from './browser/quarantine-journal';
import type { FromMockThread, SerializedResponse, ToMockThread } from './browser/mock-thread';
import type * as PageSide from './browser/page-side';
import { resolveSeed } from './core/seeded-random';
import { behindBy, readFaultSetting, readServerClockBehind, writeFaultSetting } from './browser/session-settings';
import type { FaultSetting } from './scenarios/fault-scenarios';
import workerEntryUrl from './browser/page-side.ts?worker&url';

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
  faults: FaultControl;
  /** Forgets the persisted mutations and rebuilds the seeded store, anchored at the current time. */
  reset(): void;
}

/** The window's storage, when the browser lets the page have it. */
function windowStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window[name] : undefined;
  } catch {
    return undefined;
  }
}

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorkerHandle> {
  const storage = windowStorage('localStorage');
  const faultStorage = windowStorage('sessionStorage');
  const clock = behindBy(createClock(options.now), readServerClockBehind(faultStorage));
  const key = journalKey(resolveSeed(options.seed?.trim() ? options.seed : undefined), 1);
  const saved = storage ? readJournal(storage, key) : null;
  let anchor = usableAnchor(saved?.anchor, clock.now());
  if (storage && saved?.anchor !== anchor) writeJournal(storage, key, { anchor, mutations: saved?.mutations ?? [] });

  // MSW's page side is the worker's own entry (MSW downloads once), loaded while the worker starts and builds the store.
  const pageSide = import(/* @vite-ignore */ workerEntryUrl) as Promise<typeof PageSide>;
  const thread = new Worker(workerEntryUrl, { type: 'module', name: 'demo mock backend' });
  const send = (message: ToMockThread, transfer: Transferable[] = []) => thread.postMessage(message, transfer);
  const waiting = new Map<number, (response: SerializedResponse | 'error' | null) => void>();
  thread.onmessage = ({ data }: MessageEvent<FromMockThread>) => {
    if (data.kind === 'mutation') {
      if (storage) appendToJournal(storage, key, anchor, data.mutation);
    } else {
      waiting.get(data.id)?.(data.response);
      waiting.delete(data.id);
    }
  };
  // A worker that failed answers nothing: each request waiting on it, or sent later, fails as a network error would.
  let failed = false;
  thread.onerror = (event) => {
    failed = true;
    console.error('The demo mock backend failed', event.message);
    for (const answer of waiting.values()) answer('error');
    waiting.clear();
  };
  send({ kind: 'start', now: clock.now(), anchor, seed: options.seed, mutations: saved?.mutations ?? [] });
  const { http, HttpResponse, setupWorker, faultHandler, onlyUnderBaseUrl } = await pageSide;
  let nextId = 0;
  const forward = http.all(/.*/, async ({ request }) => {
    const id = (nextId += 1);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const answered = new Promise<SerializedResponse | 'error' | null>((resolve) => (failed ? resolve('error') : waiting.set(id, resolve)));
    const headers = [...request.headers];
    send({ kind: 'request', now: clock.now(), id, method: request.method, url: request.url, headers, body }, body ? [body] : []);
    const answer = await answered;
    if (answer === 'error') return HttpResponse.error();
    return answer ? new HttpResponse(answer.body, answer) : undefined;
  });

  let fault = readFaultSetting(faultStorage);
  const faults: FaultControl = {
    current: () => fault,
    set(setting) {
      fault = setting;
      writeFaultSetting(faultStorage, setting);
    },
  };
  const worker = setupWorker(onlyUnderBaseUrl(new URL('/v1', self.location.origin).href), faultHandler(faults.current), forward);
  await worker.start({
    serviceWorker: options.serviceWorkerUrl ? { url: options.serviceWorkerUrl } : undefined,
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return {
    faults,
    reset() {
      anchor = clock.now();
      if (storage) writeJournal(storage, key, { anchor, mutations: [] });
      send({ kind: 'reset', now: anchor, anchor });
    },
  };
}
