import { useQuery, useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import type { WindowSelection } from '@/domain/periods/time-window';
import { useApiClient } from '@/lib/api-client-context';
import { HOUR_MS } from '@/lib/time-constants';
import {
  ciRunnerQueries,
  RUNNER_FIGURES,
  runnerAnswers,
  runnersViewQuery,
  type ListedRunner,
  type RunnersViewAnswers,
  type RunnersViewSearch,
  type WaitsViewAnswers,
  waitsViewQuery,
  withLabel,
} from '@/queries/ci-runners';
import { fleetRows, type FleetRow } from '../lib/fleet-rows';
import { classifyLabelWait } from '../lib/label-wait';
import type { RunnerFigures } from '../lib/runner-health';

/** The page's runners, judged, with the whole fleet's figures (the service's, not a sum of the rows) and the page among them. */
export type FleetView = ReturnType<typeof judgeFleet>['fleet'];
export type TrendsView = ReturnType<typeof judgeFleet>['trends'];
export type WaitView = ReturnType<typeof judgeWaits>;

/** The runners with their figures and their group's rest's, judged; the whole fleet's figures first. */
function judgeRunners(runners: readonly ListedRunner[], [fleet, own, peers]: Awaited<ReturnType<typeof runnerAnswers>>) {
  const byName = <T>(figures: T[]) => new Map(runners.map((runner, index) => [runner.name, figures[index]!]));
  const ownFigures = byName(own.map((answer) => answer.figures));
  const peerFigures = byName(peers.map((answer) => answer.figures));
  const windowHours = (Date.parse(fleet.window.end) - Date.parse(fleet.window.start)) / HOUR_MS;
  const rows = fleetRows(runners, ownFigures, peerFigures, windowHours);
  return { fleet: fleet.figures, rows, window: fleet.window };
}

/** The page's runners judged against their groups, with the whole fleet's series (the runners view's `select`). */
function judgeFleet({ listing, runners, answers, trends }: RunnersViewAnswers) {
  return {
    fleet: { listing, span: runners.span, ...judgeRunners(runners.items, answers) },
    trends: { ...trends, listing, fleet: answers[0] },
  };
}

/** The page's labels' waits judged against all jobs', with the queue's series: all jobs' and the labels' (the waits view's `select`). */
function judgeWaits({ labels, allJobs, perLabel }: WaitsViewAnswers) {
  const rows = labels.items.map((label, index) => {
    const { figures } = perLabel[index]!;
    return { label, figures, verdict: classifyLabelWait(figures, allJobs.figures) };
  });
  const queue = [{ name: 'All jobs', ...allJobs }, ...labels.items.map((label, index) => ({ name: label, ...perLabel[index]! }))];
  return { allJobs: allJobs.figures, rows, span: labels.span, queue };
}

/** The page's views, each undefined until its answers are in (the waits' first); an error goes to the section's boundary. */
export function useRunnersAnswers(owner: string, search: RunnersViewSearch) {
  const api = useApiClient();
  // Asked again on the remount a Retry makes (before one, Query keeps a thrown error from being asked again).
  const options = { throwOnError: true, retryOnMount: true } as const;
  const runners = useQuery({ ...runnersViewQuery(api, owner, search), select: judgeFleet, ...options });
  const waits = useQuery({ ...waitsViewQuery(api, owner, search), select: judgeWaits, ...options });
  return { view: runners.data, waits: waits.data, busy: runners.isPlaceholderData || waits.isPlaceholderData };
}

/** Every runner of the label (every runner without one), judged: asked on demand (an export's), each figure once. */
export function useAllRunnerRows(owner: string, selection: WindowSelection, listing: FleetView['listing'], label: string | undefined) {
  const api = useApiClient();
  const client = useQueryClient();
  return async (): Promise<FleetRow[]> => {
    const runners = withLabel(listing.available ? listing.listing.runners : [], label);
    return judgeRunners(runners, await runnerAnswers({ client, api, owner, selection }, runners, true)).rows;
  };
}

/** The whole fleet's five figures alone: the page's first answers. */
export function useFleetWide(owner: string, selection: WindowSelection) {
  const api = useApiClient();
  const stats = Object.values(RUNNER_FIGURES);
  const answers = useSuspenseQueries({ queries: stats.map((stat) => ciRunnerQueries.stat(api, owner, stat, selection)) });
  const figures = Object.fromEntries(Object.keys(RUNNER_FIGURES).map((name, index) => [name, answers[index]!.data.data.value]));
  return { figures: figures as RunnerFigures, window: answers[0]!.data.window };
}
