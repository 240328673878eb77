import * as v from 'valibot';
import type { ActivityLogFilters, ActivityLogQuery } from '@/api/types';
import type { FacetSelection } from '../facet-selection';
import { activityFilterParamsSchema } from './activity-filter-params';
import { isOutcome } from './event-outcomes';

/** The activity filters as the URL holds them (schema: activity-filter-params.ts), for the log (operation 13) and its aggregate (14). */
export type ActivityFilters = v.InferOutput<typeof activityFilterParamsSchema>;

/** Positive integers only: a facet value that is not a pull request number is dropped. */
const toNumbers = (values: readonly string[]) => values.filter((value) => /^\d{1,15}$/.test(value) && Number(value) > 0).map(Number);
const asIs = (values: readonly string[]) => [...values];

/** Every list filter is a facet, in the sidebar's order: its title, its "all but these" twin, the query parameters of
 *  both (the same in both operations), and how the sidebar's strings are read back (a value that is not one is dropped). */
export const ACTIVITY_FACETS = {
  outcome: { title: 'Outcome', exclude: 'notOutcome', parameters: ['outcome', 'not_outcome'], read: (values) => values.filter(isOutcome) },
  type: { title: 'Event type', exclude: 'notType', parameters: ['event_type', 'not_event_type'], read: asIs },
  trigger: { title: 'Trigger', exclude: 'notTrigger', parameters: ['trigger', 'not_trigger'], read: asIs },
  pr: { title: 'Pull request', exclude: 'notPr', parameters: ['pull_request', 'not_pull_request'], read: toNumbers },
  batch: { title: 'Batch pull request', exclude: 'notBatch', parameters: ['batch_pull', 'not_batch_pull'], read: toNumbers },
} as const satisfies Record<
  string,
  {
    title: string;
    exclude: keyof ActivityFilters;
    parameters: readonly [keyof ActivityLogFilters, keyof ActivityLogFilters];
    read: (values: readonly string[]) => unknown[];
  }
>;
export type ActivityFacet = keyof typeof ACTIVITY_FACETS;
export const ACTIVITY_FACET_KEYS = Object.keys(ACTIVITY_FACETS) as ActivityFacet[];

export const isActivityFacet = (value: string): value is ActivityFacet => Object.hasOwn(ACTIVITY_FACETS, value);

export const EMPTY_ACTIVITY_FILTERS: ActivityFilters = v.getFallbacks(activityFilterParamsSchema);

declare const compacted: unique symbol;

/** Only the filters in use, lists sorted, so equal views share a cache entry. */
export type CompactActivityFilters = Partial<ActivityFilters> & { readonly [compacted]: true };

/** The API refuses a filter with its `not_` twin (422): the positive list wins, as the sidebar shows. */
export function compactActivityFilters(filters: ActivityFilters): CompactActivityFilters {
  const compact: Partial<Record<keyof ActivityFilters, unknown>> = {};
  for (const include of ACTIVITY_FACET_KEYS) {
    const { exclude } = ACTIVITY_FACETS[include];
    const included: readonly (string | number)[] = filters[include];
    const excluded: readonly (string | number)[] = filters[exclude];
    if (included.length > 0) compact[include] = sortedUnique(included);
    else if (excluded.length > 0) compact[exclude] = sortedUnique(excluded);
  }
  if (filters.baseRef !== undefined) compact.baseRef = filters.baseRef;
  return compact as CompactActivityFilters;
}

function sortedUnique(values: readonly (string | number)[]): (string | number)[] {
  return [...new Set(values)].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));
}

/** How many filters narrow the view: each facet (one side is kept once compacted) and the base ref. */
export function activeFilterCount(filters: CompactActivityFilters): number {
  return Object.keys(filters).length;
}

/** The absolute window a request covers (ISO 8601 date-times with a zone). */
export type ActivityWindow = { from: string; to: string };

export function toActivityAggregateQuery(filters: CompactActivityFilters, window: ActivityWindow): ActivityLogFilters {
  const query: Record<string, unknown> = { received_from: window.from, received_to: window.to };
  for (const facet of ACTIVITY_FACET_KEYS) {
    const { exclude, parameters } = ACTIVITY_FACETS[facet];
    if (filters[facet] !== undefined) query[parameters[0]] = filters[facet];
    if (filters[exclude] !== undefined) query[parameters[1]] = filters[exclude];
  }
  if (filters.baseRef !== undefined) query.base_ref = filters.baseRef;
  return query as ActivityLogFilters;
}

export function toActivityLogQuery(
  filters: CompactActivityFilters,
  window: ActivityWindow,
  page: { perPage: number; cursor: string | undefined },
): ActivityLogQuery {
  return {
    ...toActivityAggregateQuery(filters, window),
    per_page: page.perPage,
    ...(page.cursor === undefined ? {} : { cursor: page.cursor }),
  };
}

/** The facet's lists as strings; the include list wins over the exclude list. */
export function facetSelection(filters: Partial<ActivityFilters>, facet: ActivityFacet): FacetSelection {
  const include = (filters[facet] ?? []).map(String);
  const exclude = (filters[ACTIVITY_FACETS[facet].exclude] ?? []).map(String);
  return include.length > 0 ? { include, exclude: [] } : { include: [], exclude };
}

/** The filters with one facet's selection replaced (include and exclude together). */
export function withFacetSelection<F extends ActivityFilters>(filters: F, facet: ActivityFacet, selection: FacetSelection): F {
  const { exclude, read } = ACTIVITY_FACETS[facet];
  return { ...filters, [facet]: read(selection.include), [exclude]: read(selection.exclude) };
}
