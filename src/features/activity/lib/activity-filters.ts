import type { ActivityLogFilters, EventOutcome, EventType } from '@/api/types';
import type { FacetSelection } from '@/components/facets/facet-types';
import { EMPTY_ACTIVITY_FILTERS, type ActivityFilterParams } from './activity-search-params';
import type { ResolvedWindow } from './activity-window';

/*
 * Facet sidebar ⇄ URL filters ⇄ API query. Each facet is "only these" (`x`) or "all but these"
 * (`notX`), never both: the API refuses a filter with its `not_` twin (422), so even a hand-edited URL
 * holding both sends only the positive list, which is also what the sidebar shows.
 */

export const ACTIVITY_FACETS = ['outcome', 'type', 'trigger', 'pr', 'batch'] as const;
export type ActivityFacet = (typeof ACTIVITY_FACETS)[number];

export const FACET_TITLES: Record<ActivityFacet, string> = {
  outcome: 'Outcome',
  type: 'Event type',
  trigger: 'Trigger',
  pr: 'Pull request',
  batch: 'Batch pull request',
};

const EXCLUDE_KEY = {
  outcome: 'notOutcome',
  type: 'notType',
  trigger: 'notTrigger',
  pr: 'notPr',
  batch: 'notBatch',
} as const satisfies Record<ActivityFacet, keyof ActivityFilterParams>;

export function isActivityFacet(value: string): value is ActivityFacet {
  return (ACTIVITY_FACETS as readonly string[]).includes(value);
}

/** The facet's lists as the sidebar reads them (strings); the include list wins over the exclude list. */
export function facetSelection(filters: ActivityFilterParams, facet: ActivityFacet): FacetSelection {
  const include = filters[facet].map(String);
  const exclude = filters[EXCLUDE_KEY[facet]].map(String);
  return include.length > 0 ? { include, exclude: [] } : { include: [], exclude };
}

/** Positive integers only: a facet value that is not a pull request number is dropped. */
function toNumbers(values: readonly string[]): number[] {
  return values.filter((value) => /^\d{1,15}$/.test(value) && Number(value) > 0).map(Number);
}

const OUTCOME_SET = new Set<string>(['success', 'failure', 'pending', 'neutral']);
const isOutcomeValue = (value: string): value is EventOutcome => OUTCOME_SET.has(value);

/** The URL filters with one facet's selection replaced. */
export function withFacetSelection(filters: ActivityFilterParams, facet: ActivityFacet, selection: FacetSelection): ActivityFilterParams {
  switch (facet) {
    case 'outcome':
      return { ...filters, outcome: selection.include.filter(isOutcomeValue), notOutcome: selection.exclude.filter(isOutcomeValue) };
    case 'type':
      return { ...filters, type: [...selection.include], notType: [...selection.exclude] };
    case 'trigger':
      return { ...filters, trigger: [...selection.include], notTrigger: [...selection.exclude] };
    case 'pr':
      return { ...filters, pr: toNumbers(selection.include), notPr: toNumbers(selection.exclude) };
    case 'batch':
      return { ...filters, batch: toNumbers(selection.include), notBatch: toNumbers(selection.exclude) };
  }
}

/** Only the filters in use, each facet on one side: the query key's filter segment. */
export function compactFilters(filters: ActivityFilterParams): Partial<ActivityFilterParams> {
  const compact: Partial<ActivityFilterParams> = {};
  for (const facet of ACTIVITY_FACETS) {
    const include: readonly (string | number)[] = filters[facet];
    const exclude: readonly (string | number)[] = filters[EXCLUDE_KEY[facet]];
    // Sorted copies: the same filter ticked in another order is the same query (one cache entry).
    if (include.length > 0) Object.assign(compact, { [facet]: sortedUnique(include) });
    else if (exclude.length > 0) Object.assign(compact, { [EXCLUDE_KEY[facet]]: sortedUnique(exclude) });
  }
  if (filters.baseRef !== undefined) compact.baseRef = filters.baseRef;
  return compact;
}

function sortedUnique(values: readonly (string | number)[]): (string | number)[] {
  return [...new Set(values)].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));
}

export function hasAnyFilter(filters: ActivityFilterParams): boolean {
  return Object.keys(compactFilters(filters)).length > 0;
}

/** The filters part of operations 13 and 14, plus the window. */
export function toActivityQuery(filters: Partial<ActivityFilterParams>, window: ResolvedWindow): ActivityLogFilters {
  const all = compactFilters({ ...EMPTY_ACTIVITY_FILTERS, ...filters });
  const query: ActivityLogFilters = { received_from: window.from, received_to: window.to };
  if (all.outcome) query.outcome = all.outcome;
  if (all.notOutcome) query.not_outcome = all.notOutcome;
  // Types come from the URL or the service's own facet; a type newer than this dashboard's contract is
  // passed through for the service to judge.
  if (all.type) query.event_type = all.type as EventType[];
  if (all.notType) query.not_event_type = all.notType as EventType[];
  if (all.trigger) query.trigger = all.trigger;
  if (all.notTrigger) query.not_trigger = all.notTrigger;
  if (all.pr) query.pull_request = all.pr;
  if (all.notPr) query.not_pull_request = all.notPr;
  if (all.batch) query.batch_pull = all.batch;
  if (all.notBatch) query.not_batch_pull = all.notBatch;
  if (all.baseRef !== undefined) query.base_ref = all.baseRef;
  return query;
}
