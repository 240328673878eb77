// The browser mock's backend in a dedicated worker (loaded by its entry, page-side.ts): the seeded store's build and
// every answer run here, off the page's main thread, where they would block the first paint and every click.
import type { MockMutation } from '../core/mock-context';
import { REPOSITORIES } from '../fixtures';
import { createMockBackend } from '../mock-backend';
import { replayJournal } from './quarantine-journal';

/** `now` is the page's clock (Playwright's page.clock pins it; a worker's own clock it does not reach). */
export type ToMockThread =
  | { kind: 'start'; now: number; anchor: number; seed?: string; mutations: MockMutation[] }
  | { kind: 'request'; now: number; id: number; method: string; url: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { kind: 'reset'; now: number; anchor: number };

/** A request's answer (`null`: no handler took it; `'error'`: a network error), or a mutation to journal. */
export type FromMockThread =
  { kind: 'answer'; id: number; response: SerializedResponse | 'error' | null } | { kind: 'mutation'; mutation: MockMutation };

export interface SerializedResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

const post = (message: FromMockThread, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

let now = 0;
// Replay pins the clock to each mutation's past moment.
let pinned: number | null = null;
let backend: ReturnType<typeof createMockBackend> | undefined;
// One message at a time, in order: a request's handler may await its body, and the next must not read its clock.
let queue = Promise.resolve();

async function handle(message: ToMockThread): Promise<void> {
  now = message.now;
  if (message.kind === 'start') {
    backend = createMockBackend({
      clock: { now: () => pinned ?? now },
      anchor: message.anchor,
      seed: message.seed,
      onMutation: (mutation) => post({ kind: 'mutation', mutation }),
    });
    replayJournal(backend.store, message.mutations, (time) => (pinned = time));
    // The repository the demo opens on is built now, while the page still loads its code (the others when first read).
    backend.store.getRepository(REPOSITORIES.checkout.owner, REPOSITORIES.checkout.name);
  } else if (message.kind === 'reset') {
    backend?.reset({ anchor: message.anchor });
  } else if (backend) {
    const { id, method, url, headers, body } = message;
    const response = await backend.respond(new Request(url, { method, headers, body }));
    if (!response || response.type === 'error') {
      post({ kind: 'answer', id, response: response ? 'error' : null });
      return;
    }
    const answer = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    };
    post({ kind: 'answer', id, response: answer }, [answer.body]);
  }
}

export function receive(data: ToMockThread): void {
  queue = queue
    .then(() => handle(data))
    .catch((error: unknown) => {
      console.error('The demo mock backend failed', error);
      if (data.kind === 'request') post({ kind: 'answer', id: data.id, response: 'error' });
    });
}
