import { useSuspenseQueries, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { WindowSelection } from '@/domain/periods/time-window';
import { useApiClient } from '@/lib/api-client-context';
import { RUNNER_FIGURE_STATS, runnerFiguresOf, WAIT_FIGURE_STATS, waitFiguresOf } from '../lib/figure-values';
import { fleetRows, type FleetRow } from '../lib/fleet-rows';
import { classifyLabelWait, type LabelWaitVerdict, type WaitFigures } from '../lib/label-wait';
import type { RunnerFigures } from '../lib/runner-health';
import { ciJobQueueQueries, ciRunnerQueries, type RunnersListingAnswer } from './ci-runner-queries';

/*
 * The page's figures as the sections read them: the fleet (every runner of the listing with its five
 * figures, and the fleet's own), and the job waits (every label of the listing, and all jobs). The
 * loader starts the same queries (prefetchRunnersPage), so these hooks find them answered.
 */

const runnerQueries = (api: ApiClient, owner: string, selection: WindowSelection, runner?: string) =>
  RUNNER_FIGURE_STATS.map((stat) => ciRunnerQueries.stat(api, owner, stat, selection, runner));

const waitQueries = (api: ApiClient, owner: string, selection: WindowSelection, label?: string) =>
  WAIT_FIGURE_STATS.map((stat) => ciJobQueueQueries.stat(api, owner, stat, selection, label));

const runnerNames = (listing: RunnersListingAnswer) => (listing.available ? listing.listing.runners.map((runner) => runner.name) : []);
const labelsOf = (listing: RunnersListingAnswer) => (listing.available ? listing.listing.labels : []);

/**
 * Every request of the page, started at once once the listing has answered; resolves when they have
 * all answered (the summary at the top needs the fleet and the waits). Never throws: a failed section
 * shows its own error with its Retry.
 */
export async function prefetchRunnersPage(queryClient: QueryClient, api: ApiClient, owner: string, selection: WindowSelection) {
  const listingOptions = ciRunnerQueries.listing(api, owner);
  await queryClient.prefetchQuery(listingOptions);
  const listing = queryClient.getQueryData(listingOptions.queryKey);
  const runners = listing === undefined ? [] : runnerNames(listing);
  const labels = listing === undefined ? [] : labelsOf(listing);
  const figures = [
    ...runnerQueries(api, owner, selection),
    ...runners.flatMap((runner) => runnerQueries(api, owner, selection, runner)),
  ].map((options) => queryClient.prefetchQuery(options));
  const waits = [...waitQueries(api, owner, selection), ...labels.flatMap((label) => waitQueries(api, owner, selection, label))].map(
    (options) => queryClient.prefetchQuery(options),
  );
  await Promise.all([...figures, ...waits]);
}

export function useRunnersListing(owner: string): RunnersListingAnswer {
  return useSuspenseQuery(ciRunnerQueries.listing(useApiClient(), owner)).data;
}

export type FleetView = {
  listing: RunnersListingAnswer;
  /** The whole fleet's figures (the service's, not a sum of the rows). */
  fleet: RunnerFigures;
  rows: FleetRow[];
  /** The window the answers cover, as asked. */
  window: { start: string; end: string };
};

export function useFleet(owner: string, selection: WindowSelection): FleetView {
  const api = useApiClient();
  const listing = useRunnersListing(owner);
  const names = runnerNames(listing);
  const answers = useSuspenseQueries({
    queries: [...runnerQueries(api, owner, selection), ...names.flatMap((runner) => runnerQueries(api, owner, selection, runner))],
  });
  const per = RUNNER_FIGURE_STATS.length;
  const figuresAt = (offset: number) => runnerFiguresOf((stat) => answers[offset + RUNNER_FIGURE_STATS.indexOf(stat)]!.data.data.value);
  const fleet = figuresAt(0);
  const figures = new Map(names.map((name, index) => [name, figuresAt(per * (index + 1))] as const));
  const runners = listing.available
    ? listing.listing.runners.map((runner) => ({
        name: runner.name,
        group: runner.group_name,
        labels: runner.labels,
        os: runner.os,
        online: runner.status === 'online',
      }))
    : [];
  return { listing, fleet, rows: fleetRows(runners, figures, fleet), window: answers[0]!.data.window };
}

export type LabelWaitRow = { label: string; figures: WaitFigures; verdict: LabelWaitVerdict };
export type WaitView = { allJobs: WaitFigures; rows: LabelWaitRow[]; window: { start: string; end: string } };

/** `labels`: the listing's labels (or, without a listing, the one the URL names). */
export function useLabelWaits(owner: string, selection: WindowSelection, labels: readonly string[]): WaitView {
  const api = useApiClient();
  const answers = useSuspenseQueries({
    queries: [...waitQueries(api, owner, selection), ...labels.flatMap((label) => waitQueries(api, owner, selection, label))],
  });
  const per = WAIT_FIGURE_STATS.length;
  const figuresAt = (offset: number) => waitFiguresOf((stat) => answers[offset + WAIT_FIGURE_STATS.indexOf(stat)]!.data.data.value);
  const allJobs = figuresAt(0);
  const rows = labels.map((label, index) => {
    const figures = figuresAt(per * (index + 1));
    return { label, figures, verdict: classifyLabelWait(figures, allJobs) };
  });
  return { allJobs, rows, window: answers[0]!.data.window };
}

export { labelsOf, runnerNames };
