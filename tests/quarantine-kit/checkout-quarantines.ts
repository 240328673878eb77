import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { QuarantineSource } from '@/api/types';
import { REPOSITORIES } from '../../mocks/fixtures';
import { quarantineQueries, type AllQuarantines } from '@/queries/quarantines';

/** The demo repository whose quarantines the fixtures name. */
export const CHECKOUT = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };

/** Where MSW overrides of the quarantine operations match (any origin, as the mock's own handlers do). */
export const QUARANTINES_URL = '*/v1/ci/:owner/repositories/:repository/quarantines';
export const QUARANTINE_URL = `${QUARANTINES_URL}/:quarantine_id`;

/** Every current quarantine of acme/checkout, walked through the summary's own query. */
export function fetchAllCheckoutQuarantines(api: ApiClient): Promise<AllQuarantines> {
  return new QueryClient().fetchQuery(quarantineQueries.summary(api, CHECKOUT));
}

/** How many quarantines of a source the server's own filter finds (counted independently of the client). */
export async function serverCountOfSource(api: ApiClient, source: QuarantineSource): Promise<number> {
  const page = await api.listQuarantines({ path: repositoryPath(CHECKOUT), query: { source, per_page: 100 } });
  return page.data.size;
}

/** A promise the test opens when it wants: holds a mock answer back to observe what happens meanwhile. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** The error a call rejects with (a call that succeeds fails the test). */
export async function refusal(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the API to refuse');
    },
    (error: unknown) => error,
  );
}
