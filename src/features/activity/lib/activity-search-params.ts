import { z } from 'zod/mini';
import { activityFilterParamsSchema } from '@/domain/activity/activity-filter-params';
import { EMPTY_ACTIVITY_FILTERS } from '@/domain/activity/activity-filters';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import { DEFAULT_PRESET, parseIsoDateTime, WINDOW_PRESETS } from './activity-window';

/*
 * The activity log's URL state, one typed source (the route's `validateSearch`): the filters (the
 * domain's model and schema) plus the window and paging, which only this page has. Every key falls back
 * (`withFallback`/`optionalParam`) so a hand-edited link opens a sensible view. Defaults are kept out of
 * the URL by `stripSearchParams`.
 */

const isoDateTime = z.string().check(z.refine((value) => parseIsoDateTime(value) !== null));

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const activitySearchSchema = z.extend(activityFilterParamsSchema, {
  /** The preset, kept while a custom window is shown so "Back to …" knows where to return. */
  range: withFallback(z.enum(WINDOW_PRESETS), DEFAULT_PRESET),
  /** A custom (absolute) window; both ends or neither. */
  from: optionalParam(isoDateTime),
  to: optionalParam(isoDateTime),
  /** The end of a pinned preset window (set when paging; see activity-window.ts). */
  asOf: optionalParam(isoDateTime),
  perPage: withFallback(z.literal(PAGE_SIZES), 25),
  /** Opaque, from the API's `Link` header. */
  cursor: optionalParam(z.string().check(z.minLength(1), z.maxLength(4000))),
  /** 1-based index of the page the cursor leads to; only labels the range ("26–50 of 1,289"). */
  page: withFallback(z.int().check(z.minimum(1)), 1),
});

export type ActivitySearch = z.output<typeof activitySearchSchema>;

/** Every change of the page is a new URL: the page hands an update of the search to its route. */
export type UpdateActivitySearch = (update: (previous: ActivitySearch) => ActivitySearch) => void;

const { baseRef: _noDefault, ...noFilters } = EMPTY_ACTIVITY_FILTERS;

/** Values left out of the URL. 25 a page, more than the API's 10: a timeline is read in runs. */
export const ACTIVITY_SEARCH_DEFAULTS = {
  ...noFilters,
  range: DEFAULT_PRESET,
  perPage: 25,
  page: 1,
} satisfies Partial<ActivitySearch>;

/** A view that starts over (filters, window or page size changed): the cursor no longer applies. */
export function firstPage(search: ActivitySearch): ActivitySearch {
  return { ...search, cursor: undefined, page: 1 };
}

/** The same view without any filter, from its first page. */
export function withoutFilters(search: ActivitySearch): ActivitySearch {
  return firstPage({ ...search, ...EMPTY_ACTIVITY_FILTERS });
}

/** A new window: the cursor and any pin go, since both belong to the old window. */
export function withWindow(
  search: ActivitySearch,
  window: { range?: ActivitySearch['range']; from?: string | undefined; to?: string | undefined },
): ActivitySearch {
  return firstPage({ ...search, asOf: undefined, from: window.from, to: window.to, range: window.range ?? search.range });
}

/**
 * The search a page link carries. A cursor is a position in one answer, so the pages after the first
 * ask for the very window the first was computed for: a live preset is pinned (`asOf` = the end of the
 * window that answer was computed for). A custom window is absolute already.
 */
export function pinnedSearch(search: ActivitySearch, window: { to: string }): ActivitySearch {
  const custom = search.from !== undefined && search.to !== undefined;
  return custom ? search : { ...search, asOf: search.asOf ?? window.to };
}
