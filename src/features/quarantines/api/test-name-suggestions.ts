import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueries } from '@/queries/tests';

/** The search's `test_name` values are 1..255 characters; `*text*` adds two. */
const MAX_SEARCH_TEXT = 253;
const SUGGESTION_COUNT = 10;

export function suggestionGlob(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MAX_SEARCH_TEXT) return null;
  return `*${trimmed}*`;
}

/** Test names containing what was typed, each once (a quarantine is by name); the last ones stay while the next load. */
export function testNameSuggestionsQuery(api: ApiClient, repo: RepositoryRef, text: string) {
  const glob = suggestionGlob(text);
  return {
    ...testQueries.search(api, repo, {
      filters: { name: glob === null ? [] : [glob] },
      perPage: SUGGESTION_COUNT,
      cursor: undefined,
      page: 1,
    }),
    select: (answer: { data: { tests: { test_name: string }[] } }) => [...new Set(answer.data.tests.map((test) => test.test_name))],
    enabled: glob !== null,
    staleTime: 60_000,
  };
}
