import type { FacetSelection } from '../facet-selection';
import { EXCLUDE_TWIN, type ActivityFilters, type ListFilter } from './activity-filters';
import { isOutcome } from './event-outcomes';

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

export function isActivityFacet(value: string): value is ActivityFacet {
  return (ACTIVITY_FACETS as readonly string[]).includes(value);
}

/** The facet's lists as strings; the include list wins over the exclude list. */
export function facetSelection(filters: Partial<ActivityFilters>, facet: ActivityFacet): FacetSelection {
  const include = (filters[facet] ?? []).map(String);
  const exclude = (filters[EXCLUDE_TWIN[facet]] ?? []).map(String);
  return include.length > 0 ? { include, exclude: [] } : { include: [], exclude };
}

/** Positive integers only: a facet value that is not a pull request number is dropped. */
function toNumbers(values: readonly string[]): number[] {
  return values.filter((value) => /^\d{1,15}$/.test(value) && Number(value) > 0).map(Number);
}

/** How each facet's values are read back from the sidebar's strings (a value that is not one is dropped). */
const READ_VALUES: Record<ActivityFacet, (values: readonly string[]) => unknown[]> = {
  outcome: (values) => values.filter(isOutcome),
  type: (values) => [...values],
  trigger: (values) => [...values],
  pr: toNumbers,
  batch: toNumbers,
};

/** The filters with one facet's selection replaced (include and exclude together). */
export function withFacetSelection<F extends ActivityFilters>(filters: F, facet: ActivityFacet, selection: FacetSelection): F {
  const read = READ_VALUES[facet];
  return { ...filters, [facet]: read(selection.include), [EXCLUDE_TWIN[facet]]: read(selection.exclude) };
}
