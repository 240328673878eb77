import * as v from 'valibot';
import type { ActivityLogFilters, ActivityLogQuery } from '@/api/types';
import { activityFilterParamsSchema } from './activity-filter-params';

/** The activity filters as the URL holds them (schema: activity-filter-params.ts), for the log (operation 13) and its aggregate (14). */
export type ActivityFilters = v.InferOutput<typeof activityFilterParamsSchema>;

/** The list filters ("only these"), each with its "all but these" twin. */
export const EXCLUDE_TWIN = {
  outcome: 'notOutcome',
  type: 'notType',
  trigger: 'notTrigger',
  pr: 'notPr',
  batch: 'notBatch',
} as const satisfies Partial<Record<keyof ActivityFilters, keyof ActivityFilters>>;

export type ListFilter = keyof typeof EXCLUDE_TWIN;
const LIST_FILTERS = Object.keys(EXCLUDE_TWIN) as ListFilter[];

export const EMPTY_ACTIVITY_FILTERS: ActivityFilters = v.getFallbacks(activityFilterParamsSchema);

declare const compacted: unique symbol;

/** Only the filters in use, lists sorted, so equal views share a cache entry. */
export type CompactActivityFilters = Partial<ActivityFilters> & { readonly [compacted]: true };

/** The API refuses a filter with its `not_` twin (422): the positive list wins, as the sidebar shows. */
export function compactActivityFilters(filters: ActivityFilters): CompactActivityFilters {
  const compact: Partial<Record<keyof ActivityFilters, unknown>> = {};
  for (const include of LIST_FILTERS) {
    const exclude = EXCLUDE_TWIN[include];
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

/** Each filter's query parameter, the same in both operations. */
const QUERY_PARAMETERS = {
  outcome: 'outcome',
  notOutcome: 'not_outcome',
  type: 'event_type',
  notType: 'not_event_type',
  trigger: 'trigger',
  notTrigger: 'not_trigger',
  pr: 'pull_request',
  notPr: 'not_pull_request',
  batch: 'batch_pull',
  notBatch: 'not_batch_pull',
  baseRef: 'base_ref',
} as const satisfies Record<keyof ActivityFilters, keyof ActivityLogFilters>;

/** The absolute window a request covers (ISO 8601 date-times with a zone). */
export type ActivityWindow = { from: string; to: string };

export function toActivityAggregateQuery(filters: CompactActivityFilters, window: ActivityWindow): ActivityLogFilters {
  const query: Record<string, unknown> = { received_from: window.from, received_to: window.to };
  for (const [key, parameter] of Object.entries(QUERY_PARAMETERS)) {
    const value = filters[key as keyof ActivityFilters];
    if (value !== undefined) query[parameter] = value;
  }
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
