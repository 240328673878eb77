// The browser worker's memory across reloads: a journal of quarantine mutations in localStorage,
// replayed onto the freshly generated store at start-up through the same domain functions the
// handlers use (so replay also re-writes their activity-log events, at their original times).
import { identityOfKind } from '../core/demo-credentials';
import type { MockMutation } from '../core/mock-context';
import { createQuarantine, removeQuarantine } from '../quarantines/quarantine-mutations';
import type { MockStore } from '../store/create-mock-store';

export interface JournalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const JOURNAL_VERSION = 1;

export function journalKey(seed: string, scale: number): string {
  return `ci-insights-mock:journal:v${JOURNAL_VERSION}:${seed}:${scale}`;
}

function isMutation(value: unknown): value is MockMutation {
  if (value === null || typeof value !== 'object') return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'quarantine.created' || kind === 'quarantine.removed';
}

export function readJournal(storage: JournalStorage, key: string): MockMutation[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isMutation) : [];
  } catch {
    return [];
  }
}

export function appendToJournal(storage: JournalStorage, key: string, mutation: MockMutation): void {
  const journal = readJournal(storage, key);
  journal.push(mutation);
  try {
    storage.setItem(key, JSON.stringify(journal));
  } catch {
    // Storage full or disabled: the mutation still holds for this page's lifetime.
  }
}

/**
 * Re-applies the journal. `setTime` pins the store's clock to each mutation's original moment while
 * it is replayed (so records and events keep their timestamps), then releases it.
 */
export function replayJournal(store: MockStore, journal: readonly MockMutation[], setTime: (time: number | null) => void): number {
  let applied = 0;
  for (const mutation of journal) {
    const repository = store.repositories.get(mutation.repository);
    if (!repository) continue;
    const identity = identityOfKind(mutation.credential);
    try {
      if (mutation.kind === 'quarantine.created') {
        const { record } = mutation;
        setTime(record.createdAt);
        const result = createQuarantine(
          repository,
          { testName: record.testName, reason: record.reason, branch: record.branch },
          identity,
          record.createdAt,
          record.id,
        );
        if (result.ok) applied += 1;
      } else {
        setTime(mutation.at);
        if (removeQuarantine(repository, mutation.quarantineId, identity, mutation.at)) applied += 1;
      }
    } finally {
      setTime(null);
    }
  }
  return applied;
}
