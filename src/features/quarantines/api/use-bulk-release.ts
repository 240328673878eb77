import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { BULK_RELEASE_CONCURRENCY, runBounded, type ReleaseOutcome } from '../lib/bulk-release';
import { invalidateQuarantineViews, quarantineQueries } from '@/queries/quarantines';
import { dropFromLists } from './optimistic-removal';
import { deleteQuarantineIdempotently } from './use-remove-quarantine';

type BulkRelease = {
  /** The ids of the run in progress or last finished (empty before the first). */
  ids: readonly string[];
  running: boolean;
  outcomes: ReadonlyMap<string, ReleaseOutcome>;
  release: (ids: readonly string[]) => Promise<ReadonlyMap<string, ReleaseOutcome>>;
};

/** Releases several quarantines: one DELETE each (the API has no bulk operation), a few at a time. */
export function useBulkRelease(repository: RepositoryRef): BulkRelease {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ ids: readonly string[]; running: boolean; outcomes: ReadonlyMap<string, ReleaseOutcome> }>({
    ids: [],
    running: false,
    outcomes: new Map(),
  });

  const release = useCallback(
    async (ids: readonly string[]) => {
      setState({ ids, running: true, outcomes: new Map() });
      await queryClient.cancelQueries({ queryKey: quarantineQueries.all(repository) });
      const outcomes = await runBounded(
        ids,
        BULK_RELEASE_CONCURRENCY,
        (id) => deleteQuarantineIdempotently(api, repository, id),
        (id, outcome) => {
          if (outcome.status === 'released') dropFromCache(queryClient, repository, id);
          setState((previous) => ({ ...previous, outcomes: new Map(previous.outcomes).set(id, outcome) }));
        },
      );
      setState((previous) => ({ ...previous, running: false }));
      await invalidateQuarantineViews(queryClient, repository);
      return outcomes;
    },
    [api, queryClient, repository],
  );

  return { ...state, release };
}

function dropFromCache(queryClient: ReturnType<typeof useQueryClient>, repository: RepositoryRef, id: string): void {
  dropFromLists(queryClient, repository, id);
  queryClient.removeQueries({ queryKey: [...quarantineQueries.details(repository), id], exact: true });
}
