import { queryOptions, useQuery, useQueryClient, useSuspenseQueries, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RangePreset, WindowSelection } from '@/domain/periods/time-window';
import { useApiClient } from '@/lib/api-client-context';
import { followingView } from '@/lib/keep-previous-in-repository';
import { HOUR_MS } from '@/lib/time-constants';
import {
  ciRunnerQueries,
  type CiRunnersListing,
  type CiRunnerStat,
  type RunnerFilter,
  type RunnersListingAnswer,
  type RUNNER_FIGURE_STATS,
  type WAIT_FIGURE_STATS,
} from '@/queries/ci-runners';
import { fleetRows, withLabel, type FleetRow } from '../lib/fleet-rows';
import { classifyLabelWait, type LabelWaitVerdict, type WaitFigures } from '../lib/label-wait';
import type { RunnerFigures } from '../lib/runner-health';

/**
 * A page of runners (5 own figures and 3 of its group's rest each) and of labels (4 waits each): with the listing,
 * the whole fleet's 5 figures and all jobs' 4 waits, the first screen asks 58, whatever the fleet's size.
 */
const RUNNERS_PER_PAGE = 5;
const LABELS_PER_PAGE = 2;

/** Each figure and the statistic that answers it (rates are shares of 1, durations seconds; null: none). */
const RUNNER_FIGURES = {
  successRate: 'success_rate',
  utilization: 'utilization_rate',
  medianDurationSeconds: 'median_duration',
  p95DurationSeconds: 'p95_duration',
  jobsPerHour: 'jobs_per_hour',
} as const satisfies Record<keyof RunnerFigures, (typeof RUNNER_FIGURE_STATS)[number]>;
/** What a runner's health is judged by, asked of the rest of its group (its jobs weigh a success-rate gap). */
const PEER_FIGURES = { successRate: 'success_rate', medianDurationSeconds: 'median_duration', jobsPerHour: 'jobs_per_hour' } as const;
const WAIT_FIGURES = {
  totalJobs: 'total_jobs',
  medianWaitSeconds: 'median_wait_time',
  p95WaitSeconds: 'p95_wait_time',
  maxWaitSeconds: 'max_wait_time',
} as const satisfies Record<keyof WaitFigures, (typeof WAIT_FIGURE_STATS)[number]>;

/** The window an answer covers, as asked. */
type AnswerWindow = { start: string; end: string };
type FigureAnswer = { data: { value: number | null }; window: AnswerWindow };

/** Figures named as in `names`, each asked as its statistic (all at once, in order); the window of the first. */
async function figuresOf<Names extends Record<string, string>>(names: Names, ask: (stat: Names[keyof Names]) => Promise<FigureAnswer>) {
  const answers = await Promise.all(Object.values(names).map((stat) => ask(stat as Names[keyof Names])));
  const figures = Object.fromEntries(Object.keys(names).map((name, index) => [name, answers[index]!.data.value]));
  return { figures: figures as { [Name in keyof Names]: number | null }, window: answers[0]!.window };
}

/** Which part of a list a table shows: page `page` of `pages`, items `first`… of `total` (`shown` of them). */
export type PageSpan = { page: number; pages: number; first: number; shown: number; total: number };

/** Page `page` of `items` (a page past the last shows the last). */
function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; span: PageSpan } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const at = Math.min(page, pages);
  const shown = items.slice((at - 1) * size, at * size);
  return { items: shown, span: { page: at, pages, first: (at - 1) * size + 1, shown: shown.length, total: items.length } };
}

export type FleetView = {
  listing: RunnersListingAnswer;
  /** The whole fleet's figures (the service's, not a sum of the rows). */
  fleet: RunnerFigures;
  /** The page's runners, judged. */
  rows: FleetRow[];
  /** The page among the runners (the label's, when one is chosen). */
  span: PageSpan;
  window: AnswerWindow;
};
export type LabelWaitRow = { label: string; figures: WaitFigures; verdict: LabelWaitVerdict };
export type WaitView = { allJobs: WaitFigures; rows: LabelWaitRow[]; span: PageSpan; window: AnswerWindow };

type ListedRunner = CiRunnersListing['runners'][number];
const listedRunners = (listing: RunnersListingAnswer) => (listing.available ? listing.listing.runners : []);

/** A cached answer or a new one: the page asks as a view does (`fetchQuery`), an export takes what is cached (`ensureQueryData`). */
type Read = { client: QueryClient; api: ApiClient; owner: string; selection: WindowSelection; cached?: boolean };

function askRunnerStat({ client, api, owner, selection, cached }: Read, filter: RunnerFilter) {
  return (stat: CiRunnerStat) => {
    const query = ciRunnerQueries.stat(api, owner, stat, selection, filter);
    return cached ? client.ensureQueryData(query) : client.fetchQuery(query);
  };
}

/** The runners with their figures and their group's rest's, judged; the whole fleet's figures first. */
async function judgeRunners(read: Read, runners: readonly ListedRunner[]) {
  const [fleet, own, peers] = await Promise.all([
    figuresOf(RUNNER_FIGURES, askRunnerStat(read, null)),
    Promise.all(runners.map((runner) => figuresOf(RUNNER_FIGURES, askRunnerStat(read, { runner: runner.name })))),
    Promise.all(runners.map((runner) => figuresOf(PEER_FIGURES, askRunnerStat(read, { group: runner.group_name, except: runner.name })))),
  ]);
  const identities = runners.map((runner) => ({
    name: runner.name,
    group: runner.group_name,
    labels: runner.labels,
    os: runner.os,
    online: runner.status === 'online',
  }));
  const byName = <T>(answers: { figures: T }[]) => new Map(runners.map((runner, index) => [runner.name, answers[index]!.figures]));
  const windowHours = (Date.parse(fleet.window.end) - Date.parse(fleet.window.start)) / HOUR_MS;
  return { fleet: fleet.figures, rows: fleetRows(identities, byName(own), byName(peers), windowHours), window: fleet.window };
}

/** All jobs' waits and each label's, judged against them. */
async function labelWaits({ client, api, owner, selection }: Read, labels: readonly string[], span: PageSpan): Promise<WaitView> {
  const [allJobs, ...perLabel] = await Promise.all(
    [undefined, ...labels].map((label) =>
      figuresOf(WAIT_FIGURES, (stat) => client.fetchQuery(ciRunnerQueries.waitStat(api, owner, stat, selection, label))),
    ),
  );
  const rows = labels.map((label, index) => {
    const { figures } = perLabel[index]!;
    return { label, figures, verdict: classifyLabelWait(figures, allJobs!.figures) };
  });
  return { allJobs: allJobs!.figures, rows, span, window: allJobs!.window };
}

type PagedSearch = { label?: string | undefined; page: number; waitPage: number };

/**
 * One page of runners and one of labels, judged: each figure under its own key, asked in one go (fleet and waits
 * together), the view switching all at once; the previous page stays on screen (dimmed) until the next is in.
 */
export function runnersViewQuery(api: ApiClient, owner: string, { range, label, page, waitPage }: PagedSearch & { range: RangePreset }) {
  const selection = { preset: range };
  return queryOptions({
    ...followingView([...ciRunnerQueries.all(owner), 'view', selection, label ?? null, page, waitPage] as const),
    queryFn: async ({ client }): Promise<{ fleet: FleetView; waits: WaitView }> => {
      const listing = await client.ensureQueryData(ciRunnerQueries.listing(api, owner));
      const runners = pageOf(withLabel(listedRunners(listing), label), page, RUNNERS_PER_PAGE);
      const labels = pageOf(listing.available ? listing.listing.labels : label === undefined ? [] : [label], waitPage, LABELS_PER_PAGE);
      const read = { client, api, owner, selection };
      const [fleet, waits] = await Promise.all([judgeRunners(read, runners.items), labelWaits(read, labels.items, labels.span)]);
      return { fleet: { listing, span: runners.span, ...fleet }, waits };
    },
    // Its parts retry on their own.
    retry: false,
  });
}

/** The page's view (undefined until its first answers); an error goes to the section's boundary. */
export function useRunnersAnswers(owner: string, search: PagedSearch & { range: RangePreset }) {
  const query = useQuery({ ...runnersViewQuery(useApiClient(), owner, search), throwOnError: true });
  return { view: query.data, busy: query.isPlaceholderData };
}

/** Every runner of the label (every runner without one), judged: asked on demand (an export's), each figure once. */
export function useAllRunnerRows(owner: string, selection: WindowSelection, label: string | undefined) {
  const api = useApiClient();
  const client = useQueryClient();
  const listing = useSuspenseQuery(ciRunnerQueries.listing(api, owner)).data;
  return async (): Promise<FleetRow[]> =>
    (await judgeRunners({ client, api, owner, selection, cached: true }, withLabel(listedRunners(listing), label))).rows;
}

/** The whole fleet's five figures alone: the page's first answers. */
export function useFleetWide(owner: string, selection: WindowSelection): { figures: RunnerFigures; window: AnswerWindow } {
  const api = useApiClient();
  const stats = Object.values(RUNNER_FIGURES);
  const answers = useSuspenseQueries({ queries: stats.map((stat) => ciRunnerQueries.stat(api, owner, stat, selection)) });
  const figures = Object.fromEntries(Object.keys(RUNNER_FIGURES).map((name, index) => [name, answers[index]!.data.data.value]));
  return { figures: figures as RunnerFigures, window: answers[0]!.data.window };
}
