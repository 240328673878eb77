import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { WindowSelection } from '@/domain/periods/time-window';
import { useApiClient } from '@/lib/api-client-context';
import {
  ciRunnerQueries,
  PEER_FIGURE_STATS,
  RUNNER_FIGURE_STATS,
  WAIT_FIGURE_STATS,
  type CiRunnerStat,
  type RunnerFilter,
  type RunnersListingAnswer,
} from '@/queries/ci-runners';
import { bySet, peerFiguresOf, runnerFiguresOf, waitFiguresOf } from '../lib/figure-values';
import { fleetRows, type FleetRow } from '../lib/fleet-rows';
import { classifyLabelWait, type LabelWaitVerdict, type WaitFigures } from '../lib/label-wait';
import type { RunnerFigures } from '../lib/runner-health';
import { HOUR_MS } from '@/lib/time-constants';

type FigureSet = { filter: RunnerFilter; stats: readonly CiRunnerStat[] };

/** The whole fleet's figures: the first set of the fleet's, and the first the page shows. */
const FLEET_WIDE_SETS: readonly FigureSet[] = [{ filter: null, stats: RUNNER_FIGURE_STATS }];

function fleetSets(listing: RunnersListingAnswer): FigureSet[] {
  const runners = listing.available ? listing.listing.runners : [];
  return [
    ...FLEET_WIDE_SETS,
    ...runners.map((runner) => ({ filter: { runner: runner.name }, stats: RUNNER_FIGURE_STATS })),
    ...runners.map((runner) => ({ filter: { group: runner.group_name, except: runner.name }, stats: PEER_FIGURE_STATS })),
  ];
}

const fleetQueries = (api: ApiClient, owner: string, selection: WindowSelection, sets: readonly FigureSet[]) =>
  sets.flatMap((set) => set.stats.map((stat) => ciRunnerQueries.stat(api, owner, stat, selection, set.filter)));

const waitQueries = (api: ApiClient, owner: string, selection: WindowSelection, labels: readonly string[]) =>
  [undefined, ...labels].flatMap((label) => WAIT_FIGURE_STATS.map((stat) => ciRunnerQueries.waitStat(api, owner, stat, selection, label)));

/** The window an answer covers, as asked. */
type AnswerWindow = { start: string; end: string };

export type FleetView = {
  listing: RunnersListingAnswer;
  /** The whole fleet's figures (the service's, not a sum of the rows). */
  fleet: RunnerFigures;
  rows: FleetRow[];
  window: AnswerWindow;
};

type FigureAnswer = { data: { data: { value: number | null }; window: AnswerWindow } };

function fleetView(listing: RunnersListingAnswer, sets: readonly FigureSet[], answers: readonly FigureAnswer[]): FleetView {
  const [fleet, ...perSet] = bySet(sets, answers);
  const runners = listing.available ? listing.listing.runners : [];
  const figures = new Map(runners.map((runner, index) => [runner.name, runnerFiguresOf(perSet[index]!)]));
  const peers = new Map(runners.map((runner, index) => [runner.name, peerFiguresOf(perSet[runners.length + index]!)]));
  const identities = runners.map((runner) => ({
    name: runner.name,
    group: runner.group_name,
    labels: runner.labels,
    os: runner.os,
    online: runner.status === 'online',
  }));
  const window = answers[0]!.data.window;
  const windowHours = (Date.parse(window.end) - Date.parse(window.start)) / HOUR_MS;
  return {
    listing,
    fleet: runnerFiguresOf(fleet!),
    rows: fleetRows(identities, figures, peers, windowHours),
    window,
  };
}

function waitView(labels: readonly string[], answers: readonly FigureAnswer[]): WaitView {
  const [allJobs, ...perLabel] = bySet(
    [undefined, ...labels].map(() => ({ stats: WAIT_FIGURE_STATS })),
    answers,
  ).map(waitFiguresOf);
  const rows = labels.map((label, index) => ({ label, figures: perLabel[index]!, verdict: classifyLabelWait(perLabel[index]!, allJobs!) }));
  return { allJobs: allJobs!, rows, window: answers[0]!.data.window };
}

/** Every figure the summary and the tables read, asked in one go (fleet and waits together, not in two rounds). */
export function useRunnersAnswers(
  owner: string,
  selection: WindowSelection,
  label: string | undefined,
): { fleet: FleetView; waits: WaitView } {
  const api = useApiClient();
  const listing = useSuspenseQuery(ciRunnerQueries.listing(api, owner)).data;
  const sets = fleetSets(listing);
  const labels = listing.available ? listing.listing.labels : label === undefined ? [] : [label];
  const fleet = fleetQueries(api, owner, selection, sets);
  const answers: readonly FigureAnswer[] = useSuspenseQueries({ queries: [...fleet, ...waitQueries(api, owner, selection, labels)] });
  return { fleet: fleetView(listing, sets, answers.slice(0, fleet.length)), waits: waitView(labels, answers.slice(fleet.length)) };
}

export type FleetWideView = { figures: RunnerFigures; window: AnswerWindow };

/** The whole fleet's five figures alone: the page's first answers. */
export function useFleetWide(owner: string, selection: WindowSelection): FleetWideView {
  const api = useApiClient();
  const answers = useSuspenseQueries({ queries: fleetQueries(api, owner, selection, FLEET_WIDE_SETS) });
  return { figures: runnerFiguresOf(bySet(FLEET_WIDE_SETS, answers)[0]!), window: answers[0]!.data.window };
}

export type LabelWaitRow = { label: string; figures: WaitFigures; verdict: LabelWaitVerdict };
export type WaitView = { allJobs: WaitFigures; rows: LabelWaitRow[]; window: AnswerWindow };
