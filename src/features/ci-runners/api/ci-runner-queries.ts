import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { PathParams, SuccessData } from '@/api/operation-routes';
import { resolveWindow, type Windowed, type WindowSelection } from '@/domain/periods/time-window';
import { ownerQueryKey } from '@/lib/query-keys';

export type CiRunnerStat = PathParams<'getCiRunnerStat'>['stat'];
export type CiJobQueueStat = PathParams<'getCiJobQueueStat'>['stat'];
export type CiRunnersListing = SuccessData<'listCiRunners'>;
/** Every figure's answer has this shape (a rate, a duration or a count: a number or null, and its buckets). */
export type CiFigureAnswer = SuccessData<'getCiRunnerStat'> | SuccessData<'getCiJobQueueStat'>;

/**
 * The listing, or why there is none. Our listing is not in the vendor's document: a deployment without
 * it answers 404 or 405, which is an answer here (the page says so and shows what it can), not an error.
 */
/**
 * Which runners a figure is about: one runner, the rest of a runner's group (its peers: the yardstick of
 * its health), or, when null, the whole fleet.
 */
export type RunnerFilter = { runner: string } | { group: string; except: string } | null;

function runnerQuery(filter: RunnerFilter) {
  if (filter === null) return {};
  if ('runner' in filter) return { runner_name: [filter.runner] };
  return { runner_group_name: [filter.group], runner_name_exclude: [filter.except] };
}

export type RunnersListingAnswer = { available: true; listing: CiRunnersListing } | { available: false; status: 404 | 405 };

/*
 * The owner's CI runners and job queue, keyed under `['owners', owner, …]`: the same answers serve every
 * repository of the owner. A figure's key holds the window *selection* (a preset name), never a computed
 * "now"; the preset becomes absolute times inside the queryFn, and the answer carries them. One query per
 * figure and runner (or label), as the vendor's operations answer one figure at a time; the fleet table,
 * the trend and the summary read the very same entries.
 */
export const ciRunnerQueries = {
  all: (owner: string) => [...ownerQueryKey(owner), 'ci-runners'] as const,
  listing: (api: ApiClient, owner: string) =>
    queryOptions({
      queryKey: [...ciRunnerQueries.all(owner), 'listing'] as const,
      queryFn: async ({ signal }): Promise<RunnersListingAnswer> => {
        try {
          return { available: true, listing: await api.listCiRunners({ path: { owner } }, { signal }) };
        } catch (error) {
          if (isApiError(error) && (error.status === 404 || error.status === 405)) return { available: false, status: error.status };
          throw error;
        }
      },
      retryOnMount: false,
    }),
  stat: (api: ApiClient, owner: string, stat: CiRunnerStat, selection: WindowSelection, filter: RunnerFilter = null) =>
    queryOptions({
      queryKey: [...ciRunnerQueries.all(owner), 'stats', stat, selection, filter] as const,
      queryFn: async ({ signal }): Promise<Windowed<SuccessData<'getCiRunnerStat'>>> => {
        const window = resolveWindow(selection, Date.now(), 'hour');
        const query = { ...window, ...runnerQuery(filter) };
        return { window, data: await api.getCiRunnerStat({ path: { owner, stat }, query }, { signal }) };
      },
      retryOnMount: false,
    }),
};

export const ciJobQueueQueries = {
  all: (owner: string) => [...ownerQueryKey(owner), 'ci-job-queue'] as const,
  /** `label`: the jobs that asked for it; absent: every job. */
  stat: (api: ApiClient, owner: string, stat: CiJobQueueStat, selection: WindowSelection, label?: string) =>
    queryOptions({
      queryKey: [...ciJobQueueQueries.all(owner), 'stats', stat, selection, label ?? null] as const,
      queryFn: async ({ signal }): Promise<Windowed<SuccessData<'getCiJobQueueStat'>>> => {
        const window = resolveWindow(selection, Date.now(), 'hour');
        const query = label === undefined ? window : { ...window, labels: [label] };
        return { window, data: await api.getCiJobQueueStat({ path: { owner, stat }, query }, { signal }) };
      },
      retryOnMount: false,
    }),
};
