// Test helpers: a repository of a fresh store on a clock the test controls, and typed queries.
import type { Clock } from '../core/clock';
import { FIXTURE_NOW as FIXTURE_NOW_TEXT } from '../fixtures';
import { createMockStore } from '../store/create-mock-store';
import type { RepositoryState } from '../store/types';
import type { ActivityEventLog } from './activity-event-log';
import type { ActivityFilters, ActivityListQuery, TimeWindow } from './activity-query';
import { NO_FILTERS } from './activity-query';

export const FIXTURE_NOW = Date.parse(FIXTURE_NOW_TEXT);

/** `acme/<name>` of a fresh store whose clock is `clock` (pinned at FIXTURE_NOW by default). */
export function seededRepository(name = 'checkout', clock: Clock = { now: () => FIXTURE_NOW }, shareHistory = true) {
  const repository: RepositoryState = createMockStore({ clock, shareHistory }).getRepository('acme', name)!;
  const log: ActivityEventLog = repository.events;
  return { repository, log };
}

/** A typed list query, without going through the URL parser. */
export function listQuery(window: TimeWindow, filters: Partial<ActivityFilters> = {}, perPage = 10): ActivityListQuery {
  return { filters: { ...NO_FILTERS, ...filters }, window, perPage, cursor: null };
}
