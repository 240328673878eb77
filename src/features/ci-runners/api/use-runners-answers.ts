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
  withLabel,
} from '@/queries/ci-runners';
import { fleetRows, type FleetRow } from '../lib/fleet-rows';
import { classifyLabelWait } from '../lib/label-wait';
import type { RunnerFigures } from '../lib/runner-health';

/** The page's runners, judged, with the whole fleet's figures (the service's, not a sum of the rows) and the page among them. */
export type FleetView = ReturnType<typeof judgeView>['fleet'];
export type WaitView = ReturnType<typeof judgeView>['waits'];
export type TrendsView = ReturnType<typeof judgeView>['trends'];

/** The runners with their figures and their group's rest's, judged; the whole fleet's figures first. */
function judgeRunners(runners: readonly ListedRunner[], [fleet, own, peers]: Awaited<ReturnType<typeof runnerAnswers>>) {
  const byName = <T>(figures: T[]) => new Map(runners.map((runner, index) => [runner.name, figures[index]!]));
  const ownFigures = byName(own.map((answer) => answer.figures));
  const peerFigures = byName(peers.map((answer) => answer.figures));
  const windowHours = (Date.parse(fleet.window.end) - Date.parse(fleet.window.start)) / HOUR_MS;
  const rows = fleetRows(runners, ownFigures, peerFigures, windowHours);
  return { fleet: fleet.figures, rows, window: fleet.window };
}

/** The page's runners judged against their groups, its labels' waits against all jobs' (the view query's `select`). */
function judgeView({ listing, runners, labels, answers, allJobs, perLabel, trends }: RunnersViewAnswers) {
  const rows = labels.items.map((label, index) => {
    const { figures } = perLabel[index]!;
    return { label, figures, verdict: classifyLabelWait(figures, allJobs.figures) };
  });
  const [fleet] = answers;
  return {
    fleet: { listing, span: runners.span, ...judgeRunners(runners.items, answers) },
    waits: { allJobs: allJobs.figures, rows, span: labels.span },
    // The whole fleet's series, and the queue's of all jobs and of the page's labels.
    trends: {
      ...trends,
      listing,
      fleet,
      queue: [{ name: 'All jobs', ...allJobs }, ...labels.items.map((label, index) => ({ name: label, ...perLabel[index]! }))],
      labelSpan: labels.span,
    },
  };
}

/** The page's view (undefined until its first answers); an error goes to the section's boundary. */
export function useRunnersAnswers(owner: string, search: RunnersViewSearch) {
  // Asked again on the remount a Retry makes (before one, Query keeps a thrown error from being asked again).
  const query = useQuery({ ...runnersViewQuery(useApiClient(), owner, search), select: judgeView, throwOnError: true, retryOnMount: true });
  return { view: query.data, busy: query.isPlaceholderData };
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
