import { useQuery, useQueryClient, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import type { WindowSelection } from '@/domain/periods/time-window';
import { useApiClient } from '@/lib/api-client-context';
import { HOUR_MS } from '@/lib/time-constants';
import {
  ciRunnerQueries,
  runnerAnswers,
  runnersViewQuery,
  type ListedRunner,
  type PageSpan,
  type PEER_FIGURE_STATS,
  type RunnerAnswers,
  type RunnersListingAnswer,
  type RunnersViewAnswers,
  type RunnersViewSearch,
  type RUNNER_FIGURE_STATS,
  type WAIT_FIGURE_STATS,
} from '@/queries/ci-runners';
import { fleetRows, withLabel, type FleetRow } from '../lib/fleet-rows';
import { classifyLabelWait, type LabelWaitVerdict, type WaitFigures } from '../lib/label-wait';
import type { RunnerFigures } from '../lib/runner-health';

export type { PageSpan };

/** Each figure and the statistic that answers it (rates are shares of 1, durations seconds; null: none). */
const RUNNER_FIGURES = {
  successRate: 'success_rate',
  utilization: 'utilization_rate',
  medianDurationSeconds: 'median_duration',
  p95DurationSeconds: 'p95_duration',
  jobsPerHour: 'jobs_per_hour',
} as const satisfies Record<keyof RunnerFigures, (typeof RUNNER_FIGURE_STATS)[number]>;
/** What a runner's health is judged by, asked of the rest of its group. */
const PEER_FIGURES = {
  successRate: 'success_rate',
  medianDurationSeconds: 'median_duration',
  jobsPerHour: 'jobs_per_hour',
} as const satisfies Partial<Record<keyof RunnerFigures, (typeof PEER_FIGURE_STATS)[number]>>;
const WAIT_FIGURES = {
  totalJobs: 'total_jobs',
  medianWaitSeconds: 'median_wait_time',
  p95WaitSeconds: 'p95_wait_time',
  maxWaitSeconds: 'max_wait_time',
} as const satisfies Record<keyof WaitFigures, (typeof WAIT_FIGURE_STATS)[number]>;

/** The window an answer covers, as asked. */
type AnswerWindow = { start: string; end: string };

/** Figures named as in `names`, read from the values of their statistics. */
function figuresOf<Names extends Record<string, string>>(names: Names, values: Record<string, number | null>) {
  const figures = Object.fromEntries(Object.entries(names).map(([name, stat]) => [name, values[stat]]));
  return figures as { [Name in keyof Names]: number | null };
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
export type WaitView = { allJobs: WaitFigures; rows: LabelWaitRow[]; span: PageSpan };

const listedRunners = (listing: RunnersListingAnswer) => (listing.available ? listing.listing.runners : []);

/** The runners with their figures and their group's rest's, judged; the whole fleet's figures first. */
function judgeRunners(runners: readonly ListedRunner[], [fleet, own, peers]: RunnerAnswers) {
  const identities = runners.map((runner) => ({
    name: runner.name,
    group: runner.group_name,
    labels: runner.labels,
    os: runner.os,
    online: runner.status === 'online',
  }));
  const byName = <T>(figures: T[]) => new Map(runners.map((runner, index) => [runner.name, figures[index]!]));
  const ownFigures = byName(own.map((answer) => figuresOf(RUNNER_FIGURES, answer.values)));
  const peerFigures = byName(peers.map((answer) => figuresOf(PEER_FIGURES, answer.values)));
  const windowHours = (Date.parse(fleet.window.end) - Date.parse(fleet.window.start)) / HOUR_MS;
  const rows = fleetRows(identities, ownFigures, peerFigures, windowHours);
  return { fleet: figuresOf(RUNNER_FIGURES, fleet.values), rows, window: fleet.window };
}

/** The page's runners judged against their groups, its labels' waits against all jobs' (the view query's `select`). */
function judgeView({ listing, runners, labels, answers, allJobs, perLabel }: RunnersViewAnswers): { fleet: FleetView; waits: WaitView } {
  const allJobsFigures = figuresOf(WAIT_FIGURES, allJobs.values);
  const rows = labels.items.map((label, index) => {
    const figures = figuresOf(WAIT_FIGURES, perLabel[index]!.values);
    return { label, figures, verdict: classifyLabelWait(figures, allJobsFigures) };
  });
  return {
    fleet: { listing, span: runners.span, ...judgeRunners(runners.items, answers) },
    waits: { allJobs: allJobsFigures, rows, span: labels.span },
  };
}

/** The page's view (undefined until its first answers); an error goes to the section's boundary. */
export function useRunnersAnswers(owner: string, search: RunnersViewSearch) {
  const query = useQuery({ ...runnersViewQuery(useApiClient(), owner, search), select: judgeView, throwOnError: true });
  return { view: query.data, busy: query.isPlaceholderData };
}

/** Every runner of the label (every runner without one), judged: asked on demand (an export's), each figure once. */
export function useAllRunnerRows(owner: string, selection: WindowSelection, label: string | undefined) {
  const api = useApiClient();
  const client = useQueryClient();
  const listing = useSuspenseQuery(ciRunnerQueries.listing(api, owner)).data;
  return async (): Promise<FleetRow[]> => {
    const runners = withLabel(listedRunners(listing), label);
    return judgeRunners(runners, await runnerAnswers({ client, api, owner, selection }, runners, true)).rows;
  };
}

/** The whole fleet's five figures alone: the page's first answers. */
export function useFleetWide(owner: string, selection: WindowSelection): { figures: RunnerFigures; window: AnswerWindow } {
  const api = useApiClient();
  const stats = Object.values(RUNNER_FIGURES);
  const answers = useSuspenseQueries({ queries: stats.map((stat) => ciRunnerQueries.stat(api, owner, stat, selection)) });
  const figures = Object.fromEntries(Object.keys(RUNNER_FIGURES).map((name, index) => [name, answers[index]!.data.data.value]));
  return { figures: figures as RunnerFigures, window: answers[0]!.data.window };
}
