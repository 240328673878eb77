import * as v from 'valibot';
import { activityFilterParamsSchema } from '@/domain/activity/activity-filter-params';
import { EMPTY_ACTIVITY_FILTERS } from '@/domain/activity/activity-filters';
import { isoDateTime, optionalParam, withFallback } from '@/lib/search-param-schemas';
import { DEFAULT_PRESET, WINDOW_PRESETS } from './activity-window';
import { TIME_ZONE_CHOICES } from './time-zone';

// The log's URL state: the domain's filters plus the window and the reading position; every key falls back.

export const activitySearchSchema = v.object({
  ...activityFilterParamsSchema.entries,
  /** The preset, kept while a custom window is shown so "Back to …" knows where to return. */
  range: withFallback(v.picklist(WINDOW_PRESETS), DEFAULT_PRESET),
  /** A custom (absolute) window; both ends or neither. */
  from: optionalParam(isoDateTime()),
  to: optionalParam(isoDateTime()),
  /** The end of a pinned preset window (set once the reader scrolls; see activity-window.ts). */
  asOf: optionalParam(isoDateTime()),
  // The reading position (reading-position.ts): the top event's page (cursor, 1-based index numbering rows) and its id.
  cursor: optionalParam(v.pipe(v.string(), v.minLength(1), v.maxLength(4000))),
  page: withFallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  at: optionalParam(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Live: the newest events are asked for every few seconds and counted in a banner (see live-events.ts). */
  live: withFallback(v.boolean(), false),
  tz: withFallback(v.picklist(TIME_ZONE_CHOICES), 'local'),
  open: optionalParam(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export type ActivitySearch = v.InferOutput<typeof activitySearchSchema>;

/** A reading position is written in place (`replace`), so Back leaves the page rather than scrolling. */
export type UpdateActivitySearch = (update: (previous: ActivitySearch) => ActivitySearch, options?: { replace?: boolean }) => Promise<void>;

/** A view that starts over at its newest event (filters or window changed): the position no longer applies. */
export const startOver = (search: ActivitySearch): ActivitySearch => ({ ...search, cursor: undefined, page: 1, at: undefined });

export const withoutFilters = (search: ActivitySearch): ActivitySearch => startOver({ ...search, ...EMPTY_ACTIVITY_FILTERS });

/** A new window: the position and any pin go, since both belong to the old window. */
export function withWindow(
  search: ActivitySearch,
  window: { range?: ActivitySearch['range']; from?: string | undefined; to?: string | undefined },
): ActivitySearch {
  return startOver({ ...search, asOf: undefined, from: window.from, to: window.to, range: window.range ?? search.range });
}
