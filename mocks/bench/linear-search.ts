// The plain way to answer a test search, for the benchmark's comparison: recompute every identity's
// metrics by scanning its runs (no memo, no cached order), then filter, sort and slice.
import { computeIdentitySummaries } from '../test-insights/identity-summaries';
import { compileIdentityFilter } from '../test-insights/identity-filters';
import { compareIdentities, type SearchQuery } from '../test-insights/search';
import type { TestRunStore } from '../test-insights/test-run-store';

export function linearSearch(store: TestRunStore, query: SearchQuery, now: number, offset: number, perPage: number) {
  const summaries = computeIdentitySummaries(store, now);
  const matches = compileIdentityFilter(query.filters, summaries);
  const found = store.identities.filter((identity) => summaries.retained[identity.index] === 1 && matches(identity));
  found.sort(compareIdentities(query.sort, query.direction, summaries));
  return { total: found.length, page: found.slice(offset, offset + perPage) };
}
