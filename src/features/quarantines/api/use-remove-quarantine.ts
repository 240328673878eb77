import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { QuarantinedTest } from '@/api/types';
import { notify } from '@/components/notifications/notify';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { describeQuarantineScope } from '../lib/quarantine-labels';
import { invalidateQuarantineViews, quarantineQueries } from '@/queries/quarantines';
import { removeQuarantineFromCache, restoreQuarantineCache, type QuarantineCacheSnapshot } from './optimistic-removal';

function removeQuarantineMutationKey(repository: RepositoryRef) {
  return ['remove-quarantine', repository.owner, repository.repo] as const;
}

/** DELETE, where a 404 means someone (or another tab) already removed it: the goal is reached. */
export async function deleteQuarantineIdempotently(api: ApiClient, repository: RepositoryRef, quarantineId: string): Promise<void> {
  try {
    await api.deleteQuarantine({
      path: { ...repositoryPath(repository), quarantine_id: quarantineId },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

/** Optimistic release: the row leaves every cached view at once and comes back if refused; views refresh once the
 * last concurrent removal settles, since refreshing after each could bring back a row still being removed. */
export function useRemoveQuarantine(
  repository: RepositoryRef,
  options: { onRemoved?: (quarantine: QuarantinedTest) => Promise<unknown> | void } = {},
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const mutationKey = removeQuarantineMutationKey(repository);
  return useMutation<void, Error, QuarantinedTest, { snapshot: QuarantineCacheSnapshot }>({
    mutationKey,
    mutationFn: (quarantine) => deleteQuarantineIdempotently(api, repository, quarantine.id),
    onMutate: async (quarantine) => ({
      snapshot: await removeQuarantineFromCache(queryClient, repository, quarantine.id),
    }),
    onError: (error, quarantine, context) => {
      if (context) restoreQuarantineCache(queryClient, context.snapshot);
      void notify({
        color: 'red',
        title: `Could not release ${quarantine.test_name} (${describeQuarantineScope(quarantine.branch)})`,
        message: error.message,
        autoClose: 10_000,
      });
    },
    onSuccess: async (_data, quarantine) => {
      void notify({
        color: 'teal',
        title: 'Quarantine released',
        message: `${quarantine.test_name} (${describeQuarantineScope(quarantine.branch)}) is no longer quarantined.`,
      });
      // Awaited (e.g. the detail page leaving for the list) before onSettled refreshes the views, so a
      // page still showing the released quarantine is gone before its refetch could answer 404.
      await options.onRemoved?.(quarantine);
      queryClient.removeQueries({ queryKey: quarantineQueries.detail(api, repository, quarantine.id).queryKey, exact: true });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
      return invalidateQuarantineViews(queryClient, repository);
    },
  });
}
