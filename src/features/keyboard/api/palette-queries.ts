import type { ApiClient } from '@/api/client';
import type { QuarantinedTest, TestSearchResult } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { quarantineQueries } from '@/queries/quarantines';
import { testQueries } from '@/queries/tests';
import { matchesEveryWord, type WordGlobs } from '@/lib/words-in-any-order';
import type { PaletteTarget } from '../lib/palette-items';

/** Tests listed for a query: enough to pick from; the tests page has the rest. */
export const PALETTE_TEST_LIMIT = 8;
/** Tests read when some words are left to check on the answers (more than the globs carry). */
const UNCHECKED_WORDS_PAGE_SIZE = 100;
/** Quarantines the palette searches by name: the first page, the largest the API gives. */
const QUARANTINE_PAGE_SIZE = 100;

/** The palette's questions: derived (`select`) from test search's and the quarantine list's own entries. */
export const paletteQueries = {
  /** Tests whose name holds every word typed, in any order (one glob per order); words the globs leave out are checked here. */
  tests: (api: ApiClient, repo: RepositoryRef, search: WordGlobs) => {
    const perPage = search.unchecked.length === 0 ? PALETTE_TEST_LIMIT : UNCHECKED_WORDS_PAGE_SIZE;
    const request = { filters: { name: [...search.globs] }, sort: 'test_name' as const, direction: 'asc' as const, perPage, page: 1 };
    const rest = search.unchecked.join(' ');
    return {
      ...testQueries.search(api, repo, { ...request, cursor: undefined }),
      select: (answer: { data: { tests: TestSearchResult[] } }) =>
        byTest(answer.data.tests.filter((test) => matchesEveryWord(test.test_name, rest))).slice(0, PALETTE_TEST_LIMIT),
      placeholderData: undefined,
    };
  },

  /** The first page of current quarantines (the API has no name filter: the palette matches names itself). */
  quarantines: (api: ApiClient, repo: RepositoryRef) => ({
    ...quarantineQueries.list(api, repo, { perPage: QUARANTINE_PAGE_SIZE }),
    select: (answer: { data: { quarantined_tests: QuarantinedTest[] } }): Extract<PaletteTarget, { kind: 'quarantine' }>[] =>
      answer.data.quarantined_tests.map((quarantine) => ({
        kind: 'quarantine',
        quarantineId: quarantine.id,
        testName: quarantine.test_name,
        branch: quarantine.branch,
      })),
  }),
};

/** One item per test (its identities share its page), with every pipeline and job it runs in. */
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
