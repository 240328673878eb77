import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TestSearchResult } from '@/api/types';
import { UNHEALTHY_STATUSES } from '@/domain/tests/health';
import { allowedHealths, hasCounts } from '@/domain/tests/test-cost';
import { compactFilters, type TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import type { ApiClient } from '@/api/client';
import { followingView } from '@/lib/keep-previous-in-repository';
import { anyHealth, lookupNames, testQueries, type EveryIdentity } from '@/queries/tests';
import { apiSort, withQuickSearch, type TestSearchQueryParams } from '../lib/test-search-params';

/** Names a lookup sends at once: the API takes 255; a proxy's URL limit (8 KiB is common) takes fewer long ones. */
const LOOKUP_NAMES = 255;
const LOOKUP_CHARACTERS = 6_000;

/** Test search's views of the URL: a page of identities, or the per-test ranking. */
export const testSearchQueries = {
  results: (api: ApiClient, repo: RepositoryRef, search: TestSearchQueryParams) =>
    testQueries.search(api, repo, {
      filters: compactFilters(withQuickSearch(search)),
      sort: apiSort(search.sort),
      direction: search.dir,
      perPage: search.perPage,
      cursor: search.cursor,
      page: search.page,
    }),

  /** Every identity under the filters but health: the tabs count tests in it, and the All and Healthy tabs rank it. */
  everyIdentity: (api: ApiClient, repo: RepositoryRef, filters: Partial<TestFilters>) => testQueries.every(api, repo, anyHealth(filters)),

  /**
   * What a tab ranks. A tab without healthy tests needs only the tests with a flaky or broken identity, each with all its
   * identities: two round trips (those identities, then the tests' others by name) instead of a walk through every one.
   * Health is left out of the key: switching between such tabs asks for nothing.
   */
  ranking: (queryClient: QueryClient, api: ApiClient, repo: RepositoryRef, filters: Partial<TestFilters>) => {
    if (allowedHealths(filters).includes('healthy')) return testSearchQueries.everyIdentity(api, repo, filters);
    const others = anyHealth(filters);
    return queryOptions({
      ...followingView([...testQueries.all(repo), 'unhealthy-tests', others] as const),
      queryFn: async (): Promise<EveryIdentity> => {
        const flagged = await queryClient.fetchQuery(testQueries.every(api, repo, { ...others, health: [...UNHEALTHY_STATUSES] }));
        const names = [...new Set(flagged.read.map((identity) => identity.test_name))];
        const searchable = lookupNames(names);
        // Too many to read, a name too long to look up, or a service without run counts (then its order ranks): read every one.
        if (!flagged.complete || searchable.length < names.length || !flagged.read.every(hasCounts)) {
          return queryClient.fetchQuery(testQueries.every(api, repo, others));
        }
        const lookups = await Promise.all(
          nameChunks(searchable).map(async (chunk) => {
            // The reader's name patterns are met already (a test's identities share its name); a name's `*` or `?` globs.
            const wanted = new Set(chunk);
            const found = await queryClient.fetchQuery(testQueries.every(api, repo, { ...others, name: chunk }));
            return { read: found.read.filter((identity) => wanted.has(identity.test_name)), complete: found.complete };
          }),
        );
        return { read: lookups.flatMap((lookup) => lookup.read), complete: lookups.every((lookup) => lookup.complete) };
      },
    });
  },
};

/** Names in runs that fit one request each. */
function nameChunks(names: readonly string[]): string[][] {
  const chunks: string[][] = [];
  let size = Infinity;
  for (const name of names) {
    const length = encodeURIComponent(name).length + '&test_name='.length;
    const last = chunks.at(-1);
    if (last === undefined || last.length === LOOKUP_NAMES || size + length > LOOKUP_CHARACTERS) {
      chunks.push([name]);
      size = length;
    } else {
      last.push(name);
      size += length;
    }
  }
  return chunks;
}

/** The identities a search with these filters (health included) would answer, when the ranking read them all. */
export function wholeSet(answer: EveryIdentity | undefined, filters: Partial<TestFilters>): TestSearchResult[] | undefined {
  if (answer === undefined || !answer.complete) return undefined;
  const allowed = allowedHealths(filters);
  return answer.read.filter((identity) => allowed.includes(identity.metrics.health_status));
}
