// Test helpers: build typed queries without going through the URL parser.
import type { ActivityFilters, ActivityListQuery, TimeWindow } from './activity-query';
import { NO_FILTERS } from './activity-query';

export function listQuery(window: TimeWindow, filters: Partial<ActivityFilters> = {}, perPage = 10): ActivityListQuery {
  return { filters: { ...NO_FILTERS, ...filters }, window, perPage, cursor: null };
}
