import { compactActivityFilters, type CompactActivityFilters } from '@/domain/activity/activity-filters';
import type { ActivitySearch } from '../lib/activity-search-params';
import { isWindowProblem, selectWindow, type WindowProblem, type WindowSelection } from '../lib/activity-window';

/** What a view asks for: one compact filter set and one window. */
export type ActivityViewRequest = {
  filters: CompactActivityFilters;
  window: WindowSelection;
};

/** The page the list starts from: the URL's reading position (a cursor and its page index), or the newest events. */
export type ActivityStart = { cursor: string | null; page: number };

export type ActivityRequests = { view: ActivityViewRequest; start: ActivityStart };

/** The view and start of the URL, or the reason its window cannot be sent (over 93 days). */
export function activityRequests(search: ActivitySearch): ActivityRequests | WindowProblem {
  const window = selectWindow(search);
  if (isWindowProblem(window)) return window;
  const { cursor, page, at: _at, range: _range, from: _from, to: _to, asOf: _asOf, ...filters } = search;
  return {
    view: { filters: compactActivityFilters(filters), window },
    start: { cursor: cursor ?? null, page: cursor === undefined ? 1 : page },
  };
}
