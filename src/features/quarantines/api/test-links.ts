import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';

/** The search's `test_name` filter takes values of 1..255 characters; longer names cannot be looked up. */
const MAX_SEARCHABLE_NAME = 255;
const LOOKUP_PAGE_SIZE = 100;
/** A page of quarantines names at most 100 tests; a few pages of identities cover them. */
const LOOKUP_MAX_PAGES = 5;

/** Names that can be looked up, once each, sorted (so the query key does not depend on row order). */
export function lookupNames(names: readonly string[]): string[] {
  return [...new Set(names)].filter((name) => name.length > 0 && name.length <= MAX_SEARCHABLE_NAME).sort();
}

/**
 * Which quarantined test names have a test page. A quarantine can name a test that never ran (its
 * `test_id` is derived from the name alone), and the test page of such an id is a 404; so a name is
 * linked only when test search (operation 1, default branch) knows it. One request per table page
 * looks up all its names at once (`test_name` repeated; a name holding `*` or `?` acts as a glob, so
 * results are matched back by exact name). The link uses the search's own `test_id`.
 */
export function testLinksQuery(api: ApiClient, repo: RepositoryRef, names: readonly string[]) {
  const wanted = lookupNames(names);
  return queryOptions({
    queryKey: [...repositoryQueryKey(repo), 'quarantine-test-links', wanted] as const,
    queryFn: async ({ signal }): Promise<Record<string, string>> => {
      const found: Record<string, string> = {};
      if (wanted.length === 0) return found;
      const wantedSet = new Set(wanted);
      let page = await api.searchTests(
        { path: repositoryPath(repo), query: { test_name: wanted, per_page: LOOKUP_PAGE_SIZE } },
        { signal },
      );
      for (let pages = 1; ; pages += 1) {
        for (const test of page.data.tests) {
          if (wantedSet.has(test.test_name) && found[test.test_name] === undefined) found[test.test_name] = test.test_id;
        }
        const next = page.links.next;
        if (next === null || pages >= LOOKUP_MAX_PAGES || Object.keys(found).length === wanted.length) break;
        page = await api.followLink(next, { signal });
      }
      return found;
    },
    enabled: wanted.length > 0,
    staleTime: 5 * 60_000,
  });
}
