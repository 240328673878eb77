// The generated store at a pinned clock, shared by the tests of one file (generation is cached).
import { createClock } from '../core/clock';
import { FIXTURE_NOW } from '../fixtures';
import { createMockStore, type MockStore } from '../store/create-mock-store';
import type { RepositoryState } from '../store/types';

export function testStore(options: { seed?: string; now?: string } = {}): MockStore {
  return createMockStore({ clock: createClock(options.now ?? FIXTURE_NOW), seed: options.seed });
}

export function repository(store: MockStore, fullName = 'acme/checkout'): RepositoryState {
  const found = store.repositories.get(fullName);
  if (!found) throw new Error(`No repository ${fullName}`);
  return found;
}
