// The plain way to answer a test search, for the benchmark's comparison: recompute every identity's
// metrics by scanning its runs (no memo, no cached order), then filter, sort and slice.
import { searchTests, type SearchQuery } from '../test-insights/search';
import type { TestRunStore } from '../test-insights/test-run-store';

export function linearSearch(store: TestRunStore, query: SearchQuery, now: number, offset: number, perPage: number) {
  const found = searchTests({ ...store, cache: { verdictsAt: new Map() } }, query, now).matches;
  return { total: found.length, page: found.slice(offset, offset + perPage) };
}
