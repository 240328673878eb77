import { EXCLUDE_TWIN, type ActivityFilters, type ListFilter } from './activity-filters';
import { isOutcome } from './event-outcomes';

/* The facets of the activity log's sidebar over the filter model. */

/** Every list filter is a facet, in the sidebar's order. */
export const ACTIVITY_FACETS = ['outcome', 'type', 'trigger', 'pr', 'batch'] as const satisfies readonly ListFilter[];
export type ActivityFacet = (typeof ACTIVITY_FACETS)[number];

export const ACTIVITY_FACET_TITLES: Record<ActivityFacet, string> = {
  outcome: 'Outcome',
  type: 'Event type',
  trigger: 'Trigger',
  pr: 'Pull request',
  batch: 'Batch pull request',
};

/** A facet's ticked values (`include`) and the values ruled out (`exclude`), as the sidebar reads them. */
export type ActivityFacetSelection = { include: readonly string[]; exclude: readonly string[] };

export function isActivityFacet(value: string): value is ActivityFacet {
  return (ACTIVITY_FACETS as readonly string[]).includes(value);
}

/** The facet's lists as strings; the include list wins over the exclude list. */
export function facetSelection(filters: Partial<ActivityFilters>, facet: ActivityFacet): ActivityFacetSelection {
  const include = (filters[facet] ?? []).map(String);
  const exclude = (filters[EXCLUDE_TWIN[facet]] ?? []).map(String);
  return include.length > 0 ? { include, exclude: [] } : { include: [], exclude };
}

/** Positive integers only: a facet value that is not a pull request number is dropped. */
function toNumbers(values: readonly string[]): number[] {
  return values.filter((value) => /^\d{1,15}$/.test(value) && Number(value) > 0).map(Number);
}

/** The filters with one facet's selection replaced (include and exclude together). */
export function withFacetSelection<F extends ActivityFilters>(filters: F, facet: ActivityFacet, selection: ActivityFacetSelection): F {
  switch (facet) {
    case 'outcome':
      return { ...filters, outcome: selection.include.filter(isOutcome), notOutcome: selection.exclude.filter(isOutcome) };
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
