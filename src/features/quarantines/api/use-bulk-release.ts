import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { BULK_RELEASE_CONCURRENCY, runBounded, type ReleaseOutcome } from '../lib/bulk-release';
import { invalidateQuarantineViews, quarantineQueries } from '@/queries/quarantines';
import { deleteQuarantineIdempotently, dropFromLists } from './use-remove-quarantine';

/** Releases several quarantines: one DELETE each (the API has no bulk operation), a few at a time. */
export function useBulkRelease(repository: RepositoryRef) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // `ids`: the run in progress or last finished (empty before the first); it runs until each has its outcome.
  const [state, setState] = useState<{ ids: readonly string[]; outcomes: ReadonlyMap<string, ReleaseOutcome> }>({
    ids: [],
    outcomes: new Map(),
  });

  const release = async (ids: readonly string[]) => {
    setState({ ids, outcomes: new Map() });
    await queryClient.cancelQueries({ queryKey: quarantineQueries.all(repository) });
    const outcomes = await runBounded(
      ids,
      BULK_RELEASE_CONCURRENCY,
      (id) => deleteQuarantineIdempotently(api, repository, id),
      (id, outcome) => {
        if (outcome.status === 'released') {
          dropFromLists(queryClient, repository, id);
          queryClient.removeQueries({ queryKey: [...quarantineQueries.details(repository), id], exact: true });
        }
        setState((previous) => ({ ...previous, outcomes: new Map(previous.outcomes).set(id, outcome) }));
      },
    );
    await invalidateQuarantineViews(queryClient, repository);
    return outcomes;
  };

  return { ...state, running: state.outcomes.size < state.ids.length, release };
}
