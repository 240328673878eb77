import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from '@/api/api-error';
import { repositoryPath } from '@/api/repository-path';
import type { CreateQuarantineRequest } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { AlreadyQuarantinedError, createdByLostAttempt, isAnswerLost } from '../lib/quarantine-form';
import { invalidateQuarantineViews, quarantineQueries } from '@/queries/quarantines';

export function useCreateQuarantine(repository: RepositoryRef) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // The last attempt of this form whose answer never came back.
  const lostAttempt = useRef<CreateQuarantineRequest | null>(null);
  return useMutation({
    mutationKey: ['create-quarantine', repository.owner, repository.repo],
    mutationFn: async (body: CreateQuarantineRequest): Promise<{ id: string | null; createdByLostAttempt: boolean }> => {
      try {
        const { id } = await api.createQuarantine({ path: repositoryPath(repository), body });
        lostAttempt.current = null;
        return { id, createdByLostAttempt: false };
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          const all = await queryClient.fetchQuery({ ...quarantineQueries.summary(api, repository), staleTime: 0 }).catch(() => null);
          const existing = all?.quarantines.find((quarantine) => quarantine.test_name === body.test_name) ?? null;
          // The lost attempt made it only if the quarantine holding the name has the scope it asked for.
          const sameScope = existing === null || existing.branch === (body.branch ?? null);
          if (sameScope && createdByLostAttempt(lostAttempt.current, body, error)) {
            lostAttempt.current = null;
            return { id: null, createdByLostAttempt: true };
          }
          throw new AlreadyQuarantinedError(existing, error);
        }
        if (isAnswerLost(error)) lostAttempt.current = body;
        throw error;
      }
    },
    onSuccess: () => invalidateQuarantineViews(queryClient, repository),
  });
}
