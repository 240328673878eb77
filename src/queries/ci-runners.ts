import { queryOptions, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { PathParams, SuccessData } from '@/api/operation-routes';
import { resolveWindow, type ResolvedWindow, type Windowed, type WindowSelection } from '@/domain/periods/time-window';
import { createConcurrencyLimit } from '@/lib/concurrency-limit';
import { toIsoSeconds } from '@/lib/format';
import { followingView } from '@/lib/keep-previous-in-repository';
import { pageOf } from '@/lib/page-of';

export type CiRunnerStat = PathParams<'getCiRunnerStat'>['stat'];
type CiJobQueueStat = PathParams<'getCiJobQueueStat'>['stat'];
export type CiRunnersListing = SuccessData<'listCiRunners'>;

/** Each runner figure and the statistic that answers it (rates are shares of 1, durations seconds; null: none). */
export const RUNNER_FIGURES = {
  successRate: 'success_rate',
  utilization: 'utilization_rate',
  medianDurationSeconds: 'median_duration',
  p95DurationSeconds: 'p95_duration',
  jobsPerHour: 'jobs_per_hour',
} as const satisfies Record<string, CiRunnerStat>;
/** What a runner's health is judged by, asked of the rest of its group (its jobs weigh a success-rate gap). */
const PEER_FIGURES = { successRate: 'success_rate', medianDurationSeconds: 'median_duration', jobsPerHour: 'jobs_per_hour' } as const;
const WAIT_FIGURES = {
  totalJobs: 'total_jobs',
  medianWaitSeconds: 'median_wait_time',
  p95WaitSeconds: 'p95_wait_time',
  maxWaitSeconds: 'max_wait_time',
} as const satisfies Record<string, CiJobQueueStat>;

// A page of runners (5 own figures, 3 of its group's rest) and of labels (4 waits), the fleet's 5 + 2 and all jobs' 4: 60 asked.
const RUNNERS_PER_PAGE = 5;
const LABELS_PER_PAGE = 2;

/** One runner, the rest of a runner's group (its peers), or, when null, the whole fleet. */
export type RunnerFilter = { runner: string } | { group: string; except: string } | null;

function runnerQuery(filter: RunnerFilter) {
  if (filter === null) return {};
  if ('runner' in filter) return { runner_name: [filter.runner] };
  return { runner_group_name: [filter.group], runner_name_exclude: [filter.except] };
}

// Runners' and labels' figures take turns, one page's (48) at once: a page in one round (12 cost it three more), an export in rounds.
export const RUNNER_REQUESTS_AT_ONCE = 48;
const perRunnerLimit = createConcurrencyLimit(RUNNER_REQUESTS_AT_ONCE);

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

/** The runners (or their rows) carrying a label (every one when none is chosen). */
export function withLabel<T extends { labels: readonly string[] }>(rows: readonly T[], label: string | undefined): T[] {
  return label === undefined ? [...rows] : rows.filter((row) => row.labels.includes(label));
}

/** The page of the wait table that shows `label` (a link to it lands where its row is). */
export const labelWaitPage = (labels: readonly string[], label: string) => Math.floor(labels.indexOf(label) / LABELS_PER_PAGE) + 1;

/** Figures named as in `names`, each asked as its statistic (all at once, in order), with their series; the window of the first. */
async function figuresOf<Names extends Record<string, string>>(names: Names, ask: (stat: Names[keyof Names]) => Promise<FigureAnswer>) {
  const answers = await Promise.all(Object.values(names).map((stat) => ask(stat as Names[keyof Names])));
  const each = <T>(read: (answer: FigureAnswer['data']) => T) =>
    Object.fromEntries(Object.keys(names).map((name, index) => [name, read(answers[index]!.data)])) as { [Name in keyof Names]: T };
  return { figures: each((data) => data.value), series: each((data) => data.value_over_time), window: answers[0]!.window };
}
export type Bucket = { start: string; end: string; value: number | null };
type FigureAnswer = Windowed<{ value: number | null; value_over_time: Bucket[] }>;

export type ListedRunner = CiRunnersListing['runners'][number];
type Read = { client: QueryClient; api: ApiClient; owner: string; selection: WindowSelection };

/** The whole fleet's figures, each runner's own and its group's rest's: asked as a view does, or (`cached`) as an export does. */
export function runnerAnswers({ client, api, owner, selection }: Read, runners: readonly ListedRunner[], cached = false) {
  const ask = (filter: RunnerFilter) => (stat: CiRunnerStat) => {
    const query = ciRunnerQueries.stat(api, owner, stat, selection, filter);
    return cached ? client.ensureQueryData(query) : client.fetchQuery(query);
  };
  return Promise.all([
    figuresOf(RUNNER_FIGURES, ask(null)),
    Promise.all(runners.map((runner) => figuresOf(RUNNER_FIGURES, ask({ runner: runner.name })))),
    Promise.all(runners.map((runner) => figuresOf(PEER_FIGURES, ask({ group: runner.group_name, except: runner.name })))),
  ]);
}

export type RunnersViewSearch = { selection: WindowSelection; label?: string | undefined; page: number; waitPage: number };

/** One page of runners with their answers, each figure under its own key, asked in one go: the view switches all at once, the
 * previous page on screen until the next is in. */
export function runnersViewQuery(api: ApiClient, owner: string, { selection, label, page }: RunnersViewSearch) {
  return queryOptions({
    ...followingView([...ciRunnerQueries.all(owner), 'view', selection, label ?? null, page] as const),
    queryFn: async ({ client }) => {
      const listing = await client.ensureQueryData(ciRunnerQueries.listing(api, owner));
      const runners = pageOf(withLabel(listing.available ? listing.listing.runners : [], label), page, RUNNERS_PER_PAGE);
      const read = { client, api, owner, selection };
      const [answers, trends] = await Promise.all([runnerAnswers(read, runners.items), fleetTrends(read)]);
      return { listing, runners, answers, trends };
    },
    // Its parts retry on their own.
    retry: false,
  });
}

/** All jobs' waits and a page of labels' (12 requests): the same, apart, so the summary's wait verdict comes with its own answers. */
export function waitsViewQuery(api: ApiClient, owner: string, { selection, label, waitPage }: RunnersViewSearch) {
  return queryOptions({
    ...followingView([...ciRunnerQueries.all(owner), 'waits', selection, label ?? null, waitPage] as const),
    queryFn: async ({ client }) => {
      const listing = await client.ensureQueryData(ciRunnerQueries.listing(api, owner));
      const labels = pageOf(listing.available ? listing.listing.labels : label === undefined ? [] : [label], waitPage, LABELS_PER_PAGE);
      const waits = (label?: string) =>
        figuresOf(WAIT_FIGURES, (stat) => client.fetchQuery(ciRunnerQueries.waitStat(api, owner, stat, selection, label)));
      const [allJobs, perLabel] = await Promise.all([waits(), Promise.all(labels.items.map((label) => waits(label)))]);
      return { labels, allJobs, perLabel };
    },
    retry: false,
  });
}

/** The fleet's active runners, and its success rate over the window of equal length just before: 2 requests whatever the fleet's
 * size, side by side with the rest (the window before is asked again in the rare case an hour turned between it and the current). */
async function fleetTrends({ client, api, owner, selection }: Read) {
  const ask = (stat: CiRunnerStat, window: WindowSelection) => client.fetchQuery(ciRunnerQueries.stat(api, owner, stat, window));
  const before = ({ start, end }: ResolvedWindow) => ({ start: toIsoSeconds(2 * Date.parse(start) - Date.parse(end)), end: start });
  const [current, active, guess] = await Promise.all([
    ask('success_rate', selection),
    ask('active_runners', selection),
    ask('success_rate', before(resolveWindow(selection, Date.now(), 'hour'))),
  ]);
  const successBefore = guess.window.end === current.window.start ? guess : await ask('success_rate', before(current.window));
  return { active, successBefore };
}

/** Every answer of one view of the page's runners, and of its waits; the page judges them with `select`. */
export type RunnersViewAnswers = Awaited<ReturnType<NonNullable<ReturnType<typeof runnersViewQuery>['queryFn']>>>;
export type WaitsViewAnswers = Awaited<ReturnType<NonNullable<ReturnType<typeof waitsViewQuery>['queryFn']>>>;

/** The loader's: the first screen waits for the listing and the whole fleet's figures (whose 404 means "no such owner"); the page's
 * runners and labels are asked beside them, not after (not on a hover's preload: 48 requests). */
export function runnersPageQueries(api: ApiClient, owner: string, search: RunnersViewSearch, cause: 'enter' | 'stay' | 'preload') {
  const figures = Object.values(RUNNER_FIGURES).map((stat) => ciRunnerQueries.stat(api, owner, stat, search.selection));
  // The waits first: their answers come first, and with them the summary's largest line.
  const rest = cause === 'preload' ? [] : [waitsViewQuery(api, owner, search), runnersViewQuery(api, owner, search)];
  return { first: [ciRunnerQueries.listing(api, owner), ...figures], rest } as { first: FetchQueryOptions[]; rest: FetchQueryOptions[] };
}
