import { queryOptions, type FetchQueryOptions } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { PathParams, SuccessData } from '@/api/operation-routes';
import { resolveWindow, type RangePreset, type Windowed, type WindowSelection } from '@/domain/periods/time-window';
import { createConcurrencyLimit } from '@/lib/concurrency-limit';

export type CiRunnerStat = PathParams<'getCiRunnerStat'>['stat'];
export type CiJobQueueStat = PathParams<'getCiJobQueueStat'>['stat'];
export type CiRunnersListing = SuccessData<'listCiRunners'>;

export const RUNNER_FIGURE_STATS = ['success_rate', 'utilization_rate', 'median_duration', 'p95_duration', 'jobs_per_hour'] as const;
export const WAIT_FIGURE_STATS = ['total_jobs', 'median_wait_time', 'p95_wait_time', 'max_wait_time'] as const;

/** One runner, the rest of a runner's group (its peers), or, when null, the whole fleet. */
export type RunnerFilter = { runner: string } | { group: string; except: string } | null;

function runnerQuery(filter: RunnerFilter) {
  if (filter === null) return {};
  if ('runner' in filter) return { runner_name: [filter.runner] };
  return { runner_group_name: [filter.group], runner_name_exclude: [filter.except] };
}

// Runners' and labels' figures take turns, one page's (48) at once: a page in one round (12 cost it three more), an export in rounds.
const perRunnerLimit = createConcurrencyLimit(48);

/** The listing is not in the vendor's document: a 404 or 405 is an answer (the page says so), not an error. */
export type RunnersListingAnswer = { available: true; listing: CiRunnersListing } | { available: false; status: 404 | 405 };

/* Keyed under the owner (`['owners', owner]`): every repository of it reads the same answers. */
export const ciRunnerQueries = {
  all: (owner: string) => ['owners', owner, 'ci-runners'] as const,
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
        const ask = () => api.getCiRunnerStat({ path: { owner, stat }, query }, { signal });
        return { window, data: await (filter === null ? ask() : perRunnerLimit(ask, signal)) };
      },
      retryOnMount: false,
    }),
  /** The jobs' wait for a runner; `label`: the jobs that asked for it; absent: every job. */
  waitStat: (api: ApiClient, owner: string, stat: CiJobQueueStat, selection: WindowSelection, label?: string) =>
    queryOptions({
      queryKey: ['owners', owner, 'ci-job-queue', 'stats', stat, selection, label ?? null] as const,
      queryFn: async ({ signal }): Promise<Windowed<SuccessData<'getCiJobQueueStat'>>> => {
        const window = resolveWindow(selection, Date.now(), 'hour');
        const query = label === undefined ? window : { ...window, labels: [label] };
        const ask = () => api.getCiJobQueueStat({ path: { owner, stat }, query }, { signal });
        return { window, data: await (label === undefined ? ask() : perRunnerLimit(ask, signal)) };
      },
      retryOnMount: false,
    }),
};

/** What the first screen waits for: the listing and the whole fleet's figures (whose 404 means "no such owner"). */
export function runnersPageQueries(api: ApiClient, owner: string, search: { range: RangePreset }) {
  const selection = { preset: search.range };
  return [
    ciRunnerQueries.listing(api, owner),
    ...RUNNER_FIGURE_STATS.map((stat) => ciRunnerQueries.stat(api, owner, stat, selection)),
  ] as FetchQueryOptions[];
}
