// One mock backend (store + handlers), whatever serves it; the handlers read the current store through the
// context, so `reset()` can swap in a fresh one.
import type { HttpHandler } from 'msw';
import { createClock, type Clock } from './core/clock';
import type { MockContext, MockMutation } from './core/mock-context';
import { QueryNotes } from './core/query-notes';
import { responder } from './core/route-table';
import { createHandlers } from './handlers';
import { createMockStore, type MockStore } from './store/create-mock-store';

export interface MockBackendOptions {
  /** `MOCK_NOW`: the clock's start (ISO date-time); it then runs on in real time. Default: now. */
  now?: string | number | Date;
  /** `MOCK_SEED`: picks the dataset. */
  seed?: string;
  /** Use this clock instead of one started from `now` (kept across resets). */
  clock?: Clock;
  /** The moment the history is anchored at (its UTC day pins the stories). Default: the clock's first reading. */
  anchor?: number;
  /** Share generated histories with other backends in the process (default true; false: build anew). */
  shareHistory?: boolean;
  onMutation?: (mutation: MockMutation) => void;
}

export interface MockBackend {
  readonly store: MockStore;
  readonly context: MockContext;
  readonly handlers: HttpHandler[];
  /** The answer to a request, as a server gives it (undefined: no handler took it). */
  respond(request: Request): Promise<Response | undefined>;
  /** A fresh store, clock restarted at `now` unless a clock was given; `anchor` re-anchors the history. */
  reset(options?: { anchor?: number }): void;
}

export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const seed = options.seed?.trim() ? options.seed : undefined;
  const build = (anchor: number | undefined): MockStore =>
    createMockStore({ clock: options.clock ?? createClock(options.now), anchor, shareHistory: options.shareHistory, seed });
  let store = build(options.anchor);
  const context: MockContext = {
    clock: { now: () => store.clock.now() },
    getRepository: (owner, name) => store.getRepository(owner, name),
    getOwnerRepositories: (owner) => store.ownerRepositories(owner),
    get seed() {
      return store.seed;
    },
    onMutation: (mutation) => options.onMutation?.(mutation),
    queryNotes: new QueryNotes(),
  };
  const handlers = createHandlers(context);
  return {
    get store() {
      return store;
    },
    context,
    handlers,
    respond: responder(handlers),
    reset(resetOptions = {}) {
      store = build(resetOptions.anchor ?? (options.anchor === undefined ? undefined : store.anchor));
    },
  };
}
