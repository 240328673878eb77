import { z } from 'zod/mini';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import { DEFAULT_PRESET, parseIsoDateTime, WINDOW_PRESETS } from './activity-window';
import { OUTCOMES } from './event-catalog';

/*
 * The activity log's URL state, one typed source (the route's `validateSearch`). Every key falls back
 * (`withFallback`/`optionalParam`) so a hand-edited link opens a sensible view; a bad item of a list is
 * dropped alone, the rest of the list stays. Defaults are kept out of the URL by `stripSearchParams`.
 */

/** A list whose invalid items are dropped one by one (a bad value does not cost the whole filter). */
function listOf<T extends z.ZodMiniType<string | number>>(item: T) {
  const items = z.array(z.catch(z.nullable(item), null));
  const kept = z.transform((values: z.output<typeof items>) =>
    values.filter((value): value is z.output<T> & {} => value !== null),
  );
  return withFallback(z.pipe(items, kept), []);
}

const pullRequestNumber = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
/** Event types as the service names them; a type newer than this dashboard is still a valid filter. */
const eventType = z.string().check(z.regex(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/), z.maxLength(100));
const trigger = z.string().check(z.minLength(1), z.maxLength(1000));
const outcome = z.enum(OUTCOMES);
const isoDateTime = z.string().check(z.refine((value) => parseIsoDateTime(value) !== null));

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The filters, named after the API's (`not_event_type` → `notType`). */
export const activityFilterParamsSchema = z.object({
  outcome: listOf(outcome),
  notOutcome: listOf(outcome),
  type: listOf(eventType),
  notType: listOf(eventType),
  trigger: listOf(trigger),
  notTrigger: listOf(trigger),
  pr: listOf(pullRequestNumber),
  notPr: listOf(pullRequestNumber),
  batch: listOf(pullRequestNumber),
  notBatch: listOf(pullRequestNumber),
  /** The API takes 1..255 characters. */
  baseRef: optionalParam(z.string().check(z.minLength(1), z.maxLength(255))),
});

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

export type ActivityFilterParams = z.output<typeof activityFilterParamsSchema>;
export type ActivitySearch = z.output<typeof activitySearchSchema>;

export const EMPTY_ACTIVITY_FILTERS = {
  outcome: [],
  notOutcome: [],
  type: [],
  notType: [],
  trigger: [],
  notTrigger: [],
  pr: [],
  notPr: [],
  batch: [],
  notBatch: [],
  baseRef: undefined,
} as const satisfies ActivityFilterParams;

/** Values left out of the URL. 25 a page, more than the API's 10: a timeline is read in runs. */
export const ACTIVITY_SEARCH_DEFAULTS = {
  outcome: [],
  notOutcome: [],
  type: [],
  notType: [],
  trigger: [],
  notTrigger: [],
  pr: [],
  notPr: [],
  batch: [],
  notBatch: [],
  range: DEFAULT_PRESET,
  perPage: 25,
  page: 1,
} as const satisfies Partial<ActivitySearch>;

/** A view that starts over (filters, window or page size changed): the cursor no longer applies. */
export function firstPage(search: ActivitySearch): ActivitySearch {
  return { ...search, cursor: undefined, page: 1 };
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
