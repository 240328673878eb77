import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { TestSearchResult } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { quarantineAffectedKeys, repositoryQueryKey } from '@/lib/query-keys';
import { matchesEveryWord, type WordGlobs } from '@/lib/words-in-any-order';
import type { PaletteTarget } from '../lib/palette-items';

/** Tests listed for a query: enough to pick from; the tests page has the rest. */
export const PALETTE_TEST_LIMIT = 8;
/** Tests read when some words are left to check on the answers (more than the globs carry). */
const UNCHECKED_WORDS_PAGE_SIZE = 100;
/** Quarantines the palette searches by name: the first page, the largest the API gives. */
const QUARANTINE_PAGE_SIZE = 100;

/*
 * The palette's own questions to the API. Keys sit under the repository's `tests` and `quarantines`
 * prefixes, so a created or released quarantine (which invalidates those prefixes) refreshes them too.
 */
export const paletteQueries = {
  /**
   * Tests whose name holds every word typed, in any order (test search, operation 1, one glob per order
   * of the words), in name order. Words the globs leave out are checked here, on a larger page.
   */
  tests: (api: ApiClient, repo: RepositoryRef, search: WordGlobs) =>
    queryOptions({
      queryKey: [...repositoryQueryKey(repo), 'tests', 'palette', search] as const,
      queryFn: async ({ signal }): Promise<Extract<PaletteTarget, { kind: 'test' }>[]> => {
        const answer = await api.searchTests(
          {
            path: repositoryPath(repo),
            query: {
              test_name: search.globs,
              sort: 'test_name',
              direction: 'asc',
              per_page: search.unchecked.length === 0 ? PALETTE_TEST_LIMIT : UNCHECKED_WORDS_PAGE_SIZE,
            },
          },
          { signal },
        );
        const rest = search.unchecked.join(' ');
        return byTest(answer.data.tests.filter((test) => matchesEveryWord(test.test_name, rest))).slice(0, PALETTE_TEST_LIMIT);
      },
    }),

  /**
   * The current quarantines (operation 9 has no name filter, so the palette matches names itself), the
   * first page of them; the palette is a shortcut, the quarantines page has every one.
   */
  quarantines: (api: ApiClient, repo: RepositoryRef) =>
    queryOptions({
      queryKey: [...quarantineAffectedKeys(repo)[0], 'palette'] as const,
      queryFn: async ({ signal }): Promise<Extract<PaletteTarget, { kind: 'quarantine' }>[]> => {
        const answer = await api.listQuarantines({ path: repositoryPath(repo), query: { per_page: QUARANTINE_PAGE_SIZE } }, { signal });
        return answer.data.quarantined_tests.map((quarantine) => ({
          kind: 'quarantine',
          quarantineId: quarantine.id,
          testName: quarantine.test_name,
          branch: quarantine.branch,
        }));
      },
    }),
};

/**
 * One item per test: the identities of a test (the same name run by several jobs) share its page, so
 * they are listed once, with every pipeline and job they run in.
 */
export function byTest(results: readonly TestSearchResult[]): Extract<PaletteTarget, { kind: 'test' }>[] {
  const tests = new Map<string, Extract<PaletteTarget, { kind: 'test' }>>();
  for (const result of results) {
    const where = `${result.pipeline_name} › ${result.job_name}`;
    const known = tests.get(result.test_id);
    if (known === undefined) tests.set(result.test_id, { kind: 'test', testId: result.test_id, testName: result.test_name, where });
    else if (!known.where.split(', ').includes(where)) known.where = `${known.where}, ${where}`;
  }
  return [...tests.values()];
}
