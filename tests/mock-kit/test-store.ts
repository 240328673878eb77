// The generated store at a pinned clock, shared by the tests of one file (generation is cached), and typed
// activity queries.
import { NO_FILTERS, type ActivityFilterQuery, type ActivityFilters } from '../../mocks/activity/activity-query';
import type { TimeWindow } from '../../mocks/core/date-time';
import { createClock, type Clock } from '../../mocks/core/clock';
import { FIXTURE_NOW } from '../../mocks/fixtures';
import { createMockStore, type MockStore } from '../../mocks/store/create-mock-store';
import type { RepositoryState } from '../../mocks/store/types';

export const FIXTURE_NOW_MS = Date.parse(FIXTURE_NOW);

export function testStore(options: { seed?: string; now?: string } = {}): MockStore {
  return createMockStore({ clock: createClock(options.now ?? FIXTURE_NOW), seed: options.seed });
}

export function repository(store: MockStore, fullName = 'acme/checkout'): RepositoryState {
  const found = store.repositories.get(fullName);
  if (!found) throw new Error(`No repository ${fullName}`);
  return found;
}

/** `acme/<name>` of a fresh store whose clock is `clock` (pinned at FIXTURE_NOW by default), and its log. */
export function seededRepository(name = 'checkout', clock: Clock = { now: () => FIXTURE_NOW_MS }, shareHistory = true) {
  const found = createMockStore({ clock, shareHistory }).getRepository('acme', name)!;
  return { repository: found, log: found.events };
}

/** A typed activity query, without going through the URL parser. */
export function listQuery(window: TimeWindow, filters: Partial<ActivityFilters> = {}): ActivityFilterQuery {
  return { filters: { ...NO_FILTERS, ...filters }, window };
}
