import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryRef } from '@/lib/app-config';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey } from '@/lib/query-keys';

/** The search's `test_name` values are 1..255 characters; `*text*` adds two. */
const MAX_SEARCH_TEXT = 253;
export const SUGGESTION_COUNT = 10;

/** `*text*`, or null when the text cannot (empty) or need not be searched. */
export function suggestionGlob(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MAX_SEARCH_TEXT) return null;
  return `*${trimmed}*`;
}

/**
 * Test names containing what was typed (test search, operation 1, with a `*text*` glob). Kept apart from
 * the quarantines prefix: which tests exist does not change when a quarantine does.
 */
export function testNameSuggestionsQuery(api: ApiClient, repo: RepositoryRef, text: string) {
  const glob = suggestionGlob(text);
  const queryKey = [...repositoryQueryKey(repo), 'quarantine-form', 'test-name-suggestions', glob] as const;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      if (glob === null) return [];
      const page = await api.searchTests(
        {
          path: repositoryPath(repo),
          query: { test_name: [glob], per_page: SUGGESTION_COUNT },
        },
        { signal },
      );
      // A test runs under several pipelines/jobs; the quarantine is by name, so each name once.
      return [...new Set(page.data.tests.map((test) => test.test_name))];
    },
    enabled: glob !== null,
    staleTime: 60_000,
    // While the next suggestions load, the last ones stay open under the field (never another repository's).
    placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
  });
}
