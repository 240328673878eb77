import { queryOptions } from '@tanstack/react-query';
import { repositoryPath } from '@/api/repository-path';
import type { ApiClient } from '@/api/client';
import type { HealthTransitionsResponse } from '@/api/types';
import type { RepositoryRef } from './app-config';
import { testQueryKey } from './query-keys';

type Window = { start: string; end: string };

/**
 * A test's health transitions over a window, one entry per test and window whichever page asks (the test
 * page's Health and Timeline tabs and header, "Is it my change?"), so they all tell the same story. The
 * key holds the window *selection* (a preset name or absolute times); `resolve` (the domain's
 * `resolveWindow`, which lib may not import) turns it into the asked window inside the queryFn, and the
 * answer carries it.
 */
export const testHealthTransitionsQuery = <Selection>(
  api: ApiClient,
  repository: RepositoryRef,
  testId: string,
  selection: Selection,
  resolve: (selection: Selection, now: number) => Window,
) =>
  queryOptions({
    queryKey: [...testQueryKey(repository, testId), 'health-transitions', selection] as const,
    queryFn: async ({ signal }): Promise<{ window: Window; data: HealthTransitionsResponse }> => {
      const window = resolve(selection, Date.now());
      const data = await api.getTestHealthTransitions(
        { path: { ...repositoryPath(repository), test_id: testId }, query: window },
        { signal },
      );
      return { window, data };
    },
  });
