// Facet lists of the aggregate: count descending, ties by value ascending (numerically for pull request
// numbers), no zero rows, optionally capped to the top N.
import type { components } from '@/api/generated/schema';

export type FacetCount = components['schemas']['FacetCount'];

/** The documented cap of by_trigger, by_pull_request and by_batch_pull_request. */
export const FACET_TOP_LIMIT = 200;

export function stringFacetRows(counts: Iterable<[string, number]>, limit = Infinity): FacetCount[] {
  const rows = [...counts].filter(([, count]) => count > 0);
  rows.sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0));
  return rows.slice(0, limit).map(([value, count]) => ({ value, count }));
}

export function numberFacetRows(counts: Iterable<[number, number]>, limit = Infinity): FacetCount[] {
  const rows = [...counts].filter(([, count]) => count > 0);
  rows.sort(([a, countA], [b, countB]) => countB - countA || a - b);
  return rows.slice(0, limit).map(([value, count]) => ({ value: String(value), count }));
}
