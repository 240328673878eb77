import { queryOptions, useQuery, useQueryClient, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { WindowSelection } from '@/domain/periods/time-window';
import { useApiClient } from '@/lib/api-client-context';
import { followingView } from '@/lib/keep-previous-in-repository';
import {
  ciRunnerQueries,
  PEER_FIGURE_STATS,
  RUNNER_FIGURE_STATS,
  WAIT_FIGURE_STATS,
  type CiRunnersListing,
  type CiRunnerStat,
  type RunnerFilter,
  type RunnersListingAnswer,
} from '@/queries/ci-runners';
import { bySet, runnerFiguresOf, waitFiguresOf } from '../lib/figure-values';
import { fleetRows, withLabel, type FleetRow } from '../lib/fleet-rows';
import { classifyLabelWait, type LabelWaitVerdict, type WaitFigures } from '../lib/label-wait';
import type { RunnerFigures } from '../lib/runner-health';
import { HOUR_MS } from '@/lib/time-constants';

/**
 * A page of runners (5 own figures and 3 of its group's rest each) and of labels (4 waits each): with the listing,
 * the whole fleet's 5 figures and all jobs' 4 waits, the first screen asks 58, whatever the fleet's size.
 */
const RUNNERS_PER_PAGE = 5;
const LABELS_PER_PAGE = 2;

type FigureSet = { filter: RunnerFilter; stats: readonly CiRunnerStat[] };
type ListedRunner = CiRunnersListing['runners'][number];

/** The whole fleet's figures: the first set of the fleet's, and the first the page shows. */
const FLEET_WIDE_SETS: readonly FigureSet[] = [{ filter: null, stats: RUNNER_FIGURE_STATS }];

function fleetSets(runners: readonly ListedRunner[]): FigureSet[] {
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

type FigureAnswer = { data: { data: { value: number | null }; window: AnswerWindow } };

const listedRunners = (listing: RunnersListingAnswer) => (listing.available ? listing.listing.runners : []);

function judgedRows(runners: readonly ListedRunner[], sets: readonly FigureSet[], answers: readonly FigureAnswer[]) {
  const [fleet, ...perSet] = bySet(sets, answers);
  const figures = new Map(runners.map((runner, index) => [runner.name, runnerFiguresOf(perSet[index]!)]));
  const peers = new Map(runners.map((runner, index) => [runner.name, runnerFiguresOf(perSet[runners.length + index]!)]));
  const identities = runners.map((runner) => ({
    name: runner.name,
    group: runner.group_name,
    labels: runner.labels,
    os: runner.os,
    online: runner.status === 'online',
  }));
  const window = answers[0]!.data.window;
  const windowHours = (Date.parse(window.end) - Date.parse(window.start)) / HOUR_MS;
  return { fleet: runnerFiguresOf(fleet!), rows: fleetRows(identities, figures, peers, windowHours), window };
}

function waitView(labels: readonly string[], span: PageSpan, answers: readonly FigureAnswer[]): WaitView {
  const [allJobs, ...perLabel] = bySet(
    [undefined, ...labels].map(() => ({ stats: WAIT_FIGURE_STATS })),
    answers,
  ).map(waitFiguresOf);
  const rows = labels.map((label, index) => ({ label, figures: perLabel[index]!, verdict: classifyLabelWait(perLabel[index]!, allJobs!) }));
  return { allJobs: allJobs!, rows, span, window: answers[0]!.data.window };
}

type PagedSearch = { label?: string | undefined; page: number; waitPage: number };

/**
 * One page of runners and one of labels, judged: each figure under its own key, asked in one go (fleet and waits
 * together), the view switching all at once; the previous page stays on screen (dimmed) until the next is in.
 */
function runnersViewQuery(api: ApiClient, owner: string, selection: WindowSelection, { label, page, waitPage }: PagedSearch) {
  return queryOptions({
    ...followingView([...ciRunnerQueries.all(owner), 'view', selection, label ?? null, page, waitPage] as const),
    queryFn: async ({ client }): Promise<{ fleet: FleetView; waits: WaitView }> => {
      const listing = await client.ensureQueryData(ciRunnerQueries.listing(api, owner));
      const runners = pageOf(withLabel(listedRunners(listing), label), page, RUNNERS_PER_PAGE);
      const labels = pageOf(listing.available ? listing.listing.labels : label === undefined ? [] : [label], waitPage, LABELS_PER_PAGE);
      const sets = fleetSets(runners.items);
      const fleet = fleetQueries(api, owner, selection, sets);
      const [fleetAnswers, waitAnswers] = await Promise.all([
        Promise.all(fleet.map((query) => client.fetchQuery(query))),
        Promise.all(waitQueries(api, owner, selection, labels.items).map((query) => client.fetchQuery(query))),
      ]);
      const answered = (data: FigureAnswer['data']) => ({ data });
      return {
        fleet: { listing, span: runners.span, ...judgedRows(runners.items, sets, fleetAnswers.map(answered)) },
        waits: waitView(labels.items, labels.span, waitAnswers.map(answered)),
      };
    },
    // Its parts retry on their own.
    retry: false,
  });
}

/** The page's view (undefined until its first answers); an error goes to the section's boundary. */
export function useRunnersAnswers(owner: string, selection: WindowSelection, search: PagedSearch) {
  const query = useQuery({ ...runnersViewQuery(useApiClient(), owner, selection, search), throwOnError: true });
  return { view: query.data, busy: query.isPlaceholderData };
}

/** Every runner of the label (every runner without one), judged: asked on demand (an export's), each figure once. */
export function useAllRunnerRows(owner: string, selection: WindowSelection, label: string | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const listing = useSuspenseQuery(ciRunnerQueries.listing(api, owner)).data;
  return async (): Promise<FleetRow[]> => {
    const runners = withLabel(listedRunners(listing), label);
    const sets = fleetSets(runners);
    const answers = await Promise.all(fleetQueries(api, owner, selection, sets).map((query) => queryClient.ensureQueryData(query)));
    return judgedRows(
      runners,
      sets,
      answers.map((data) => ({ data })),
    ).rows;
  };
}

export type FleetWideView = { figures: RunnerFigures; window: AnswerWindow };

/** The whole fleet's five figures alone: the page's first answers. */
export function useFleetWide(owner: string, selection: WindowSelection): FleetWideView {
  const api = useApiClient();
  const answers = useSuspenseQueries({ queries: fleetQueries(api, owner, selection, FLEET_WIDE_SETS) });
  return { figures: runnerFiguresOf(bySet(FLEET_WIDE_SETS, answers)[0]!), window: answers[0]!.data.window };
}

export type LabelWaitRow = { label: string; figures: WaitFigures; verdict: LabelWaitVerdict };
export type WaitView = { allJobs: WaitFigures; rows: LabelWaitRow[]; span: PageSpan; window: AnswerWindow };
