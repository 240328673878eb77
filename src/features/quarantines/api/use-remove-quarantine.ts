import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { Paged } from '@/api/link-pagination';
import type { QuarantineListResponse, QuarantinedTest } from '@/api/types';
import { notify } from '@/components/notifications/notify';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { describeQuarantineScope } from '@/domain/quarantines/quarantine-scope';
import { invalidateQuarantineViews, quarantineQueries, type AllQuarantines } from '@/queries/quarantines';

/** DELETE, where a 404 means someone (or another tab) already removed it: the goal is reached. */
export async function deleteQuarantineIdempotently(api: ApiClient, repository: RepositoryRef, quarantineId: string): Promise<void> {
  try {
    await api.deleteQuarantine({ path: { ...repositoryPath(repository), quarantine_id: quarantineId } });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

export function dropFromLists(queryClient: QueryClient, repository: RepositoryRef, quarantineId: string): void {
  queryClient.setQueriesData<Paged<QuarantineListResponse>>({ queryKey: quarantineQueries.lists(repository) }, (page) => {
    const kept = page?.data.quarantined_tests.filter((quarantine) => quarantine.id !== quarantineId);
    if (page === undefined || kept === undefined || kept.length === page.data.quarantined_tests.length) return page;
    return { ...page, data: { ...page.data, size: kept.length, quarantined_tests: kept } };
  });
  queryClient.setQueryData<AllQuarantines>(quarantineQueries.summaryKey(repository), (all) => {
    const kept = all?.quarantines.filter((quarantine) => quarantine.id !== quarantineId);
    return all === undefined || kept === undefined || kept.length === all.quarantines.length ? all : { ...all, quarantines: kept };
  });
}

/** Optimistic release; views refresh once the last concurrent removal settles (sooner could bring back a row being removed). */
export function useRemoveQuarantine(repository: RepositoryRef, onRemoved?: (quarantine: QuarantinedTest) => Promise<unknown> | void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const mutationKey = ['remove-quarantine', repository.owner, repository.repo];
  return useMutation({
    mutationKey,
    mutationFn: (quarantine: QuarantinedTest) => deleteQuarantineIdempotently(api, repository, quarantine.id),
    // Fetches in flight are cancelled first: a late answer could put the row back.
    onMutate: async (quarantine) => {
      await queryClient.cancelQueries({ queryKey: quarantineQueries.all(repository) });
      const snapshot = queryClient.getQueriesData({ queryKey: quarantineQueries.all(repository) });
      dropFromLists(queryClient, repository, quarantine.id);
      return { snapshot };
    },
    onError: (error, quarantine, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) queryClient.setQueryData(queryKey, data);
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
      // Awaited before onSettled refreshes: a page still showing the quarantine leaves before its refetch could answer 404.
      await onRemoved?.(quarantine);
      queryClient.removeQueries({ queryKey: quarantineQueries.detail(api, repository, quarantine.id).queryKey, exact: true });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
      return invalidateQuarantineViews(queryClient, repository);
    },
  });
}
