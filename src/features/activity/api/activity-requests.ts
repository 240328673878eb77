import { compactActivityFilters, type CompactActivityFilters } from '@/domain/activity/activity-filters';
import type { ActivitySearch } from '../lib/activity-search-params';
import { isWindowProblem, selectWindow, type WindowProblem, type WindowSelection } from '../lib/activity-window';

/** The aggregate (total, histogram, facets) is asked for with this; the last segment of its key. */
export type ActivityAggregateRequest = {
  filters: CompactActivityFilters;
  window: WindowSelection;
};

/** One page of events. */
export type ActivityPageRequest = ActivityAggregateRequest & {
  perPage: number;
  cursor: string | undefined;
  /** Not sent (cursors are opaque): kept with the answer so the range label describes the rows on screen. */
  page: number;
};

export type ActivityRequests = { aggregate: ActivityAggregateRequest; page: ActivityPageRequest };

/**
 * The two requests of the URL's view, or the reason its window cannot be sent (over 93 days). The
 * route's loader and the page both call this with the same search, so they ask for the same queries:
 * the URL's filters are compacted here, once.
 */
export function activityRequests(search: ActivitySearch): ActivityRequests | WindowProblem {
  const window = selectWindow(search);
  if (isWindowProblem(window)) return window;
  const { perPage, cursor, page, range: _range, from: _from, to: _to, asOf: _asOf, ...filters } = search;
  const aggregate = { filters: compactActivityFilters(filters), window };
  return { aggregate, page: { ...aggregate, perPage, cursor, page } };
}
