// The browser worker's memory across reloads (localStorage): its history's anchor and a journal of quarantine
// mutations, replayed at start-up through the handlers' own functions (their events written again, at their times).
import { identityOfKind } from '../core/demo-credentials';
import type { MockMutation } from '../core/mock-context';
import { createQuarantine, removeQuarantine } from '../quarantines/quarantine-mutations';
import type { MockStore } from '../store/create-mock-store';

export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Journal {
  /** The moment the demo's history is anchored at (epoch ms). */
  anchor: number;
  mutations: MockMutation[];
}

const JOURNAL_VERSION = 2;

export function journalKey(seed: string, scale: number): string {
  return `ci-insights-mock:journal:v${JOURNAL_VERSION}:${seed}:${scale}`;
}

function isMutation(value: unknown): value is MockMutation {
  if (value === null || typeof value !== 'object') return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'quarantine.created' || kind === 'quarantine.removed';
}

/** The stored journal, or null when there is none (or it cannot be read). */
export function readJournal(storage: JournalStorage, key: string): Journal | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (parsed === null || typeof parsed !== 'object') return null;
    const { anchor, mutations } = parsed as { anchor?: unknown; mutations?: unknown };
    if (typeof anchor !== 'number' || !Number.isFinite(anchor)) return null;
    return { anchor, mutations: Array.isArray(mutations) ? mutations.filter(isMutation) : [] };
  } catch {
    return null;
  }
}

export function writeJournal(storage: JournalStorage, key: string, journal: Journal): void {
  try {
    storage.setItem(key, JSON.stringify(journal));
  } catch {
    // Storage full or disabled: the demo still works for this page's lifetime.
  }
}

/** Adds a mutation to the stored journal (kept with the anchor it was made on). */
export function appendToJournal(storage: JournalStorage, key: string, anchor: number, mutation: MockMutation): void {
  const journal = readJournal(storage, key) ?? { anchor, mutations: [] };
  journal.mutations.push(mutation);
  writeJournal(storage, key, journal);
}

/** How old a stored anchor may be: older, the demo starts a new history (mutations kept). */
export const MAX_ANCHOR_AGE_MS = 90 * 86_400_000;

/** The anchor to generate from: the stored one when it is not in the future and not too old. */
export function usableAnchor(stored: number | undefined, now: number): number {
  return stored !== undefined && stored <= now && now - stored <= MAX_ANCHOR_AGE_MS ? stored : now;
}

/** Re-applies the mutations, `setTime` pinning the store's clock to each one's moment while it is replayed. */
export function replayJournal(store: MockStore, mutations: readonly MockMutation[], setTime: (time: number | null) => void): number {
  let applied = 0;
  for (const mutation of mutations) {
    const identity = identityOfKind(mutation.credential);
    const at = mutation.kind === 'quarantine.created' ? mutation.record.createdAt : mutation.at;
    setTime(at);
    try {
      // Read under the pinned clock: the store follows it up to the mutation's moment.
      const [owner = '', name = ''] = mutation.repository.split('/');
      const repository = store.getRepository(owner, name);
      if (!repository) continue;
      if (mutation.kind === 'quarantine.created') {
        const { record } = mutation;
        const result = createQuarantine(
          repository,
          { testName: record.testName, reason: record.reason, branch: record.branch },
          identity,
          record.createdAt,
          record.id,
        );
        if (result.ok) applied += 1;
      } else if (removeQuarantine(repository, mutation.quarantineId, identity, mutation.at)) {
        applied += 1;
      }
    } finally {
      setTime(null);
    }
  }
  return applied;
}
