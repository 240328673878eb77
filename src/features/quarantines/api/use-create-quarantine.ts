import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repositoryPath } from '@/api/repository-path';
import type { CreateQuarantineRequest } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineAffectedKeys } from '@/lib/query-keys';

/**
 * Create a quarantine (operation 10). Not retried (a retried POST could create a second quarantine;
 * the query client sets `mutations.retry: false`). On success every view showing quarantines is
 * invalidated, and the mutation stays pending until the visible ones have refetched, so the dialog
 * closes onto lists that already show the new quarantine.
 */
export function useCreateQuarantine(repository: RepositoryRef) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-quarantine', repository.owner, repository.repo],
    mutationFn: (body: CreateQuarantineRequest) =>
      api.createQuarantine({ path: repositoryPath(repository), body }),
    onSuccess: () =>
      Promise.all(
        quarantineAffectedKeys(repository).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
