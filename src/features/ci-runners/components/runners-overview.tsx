import { Stack } from '@mantine/core';
import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { WindowSelection } from '@/domain/periods/time-window';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useFleetWide, useRunnersAnswers, useRunnersListing } from '../api/fleet-queries';
import type { RunnersSearch } from '../lib/runners-search';
import { FleetTable } from './fleet-table';
import { JobWaitTable } from './job-wait-table';
import { ListingMissingNotice } from './listing-missing-notice';
import { RunnerTrend } from './runner-trend';
import { FleetWideSummary, RunnerVerdicts } from './runners-summary';
import type { RunnersSearchPatch } from './runners-page';

type RunnersViewProps = { owner: string; search: RunnersSearch; selection: WindowSelection };

/**
 * `fallback` until the whole fleet's five figures are on screen, then `children`. The page's other
 * figures are over a hundred requests (one per figure and runner or label, as the vendor's operations
 * answer); asked at once, firing them held the main thread (about 0.2 s, 0.9 s under 4× CPU) before the
 * first answers could be drawn. Every part that reads them waits here, so the loader's first requests
 * are drawn first, on entering the page and on a change of window.
 */
function AfterFleetWide({
  owner,
  selection,
  fallback,
  children,
}: Omit<RunnersViewProps, 'search'> & { fallback: ReactNode; children: ReactNode }) {
  useFleetWide(owner, selection);
  return useAfterFirstPaint() ? children : fallback;
}

/**
 * The summary (inside its frame, which the page draws before it loads): the window and the whole fleet's
 * figures as soon as the loader's answers are in, then the verdicts and all jobs' waits, which read
 * every runner's and label's figures (on a phone's network, seconds later).
 */
export function RunnersGlance({ skeletons, ...props }: RunnersViewProps & { skeletons: { fleet: ReactNode; verdicts: ReactNode } }) {
  return (
    <Suspense fallback={skeletons.fleet}>
      <GlanceFleetWide {...props} />
      <AfterFleetWide owner={props.owner} selection={props.selection} fallback={skeletons.verdicts}>
        <Suspense fallback={skeletons.verdicts}>
          <GlanceVerdicts {...props} />
        </Suspense>
      </AfterFleetWide>
    </Suspense>
  );
}

function GlanceFleetWide({ owner, search, selection }: RunnersViewProps) {
  const fleetWide = useFleetWide(owner, selection);
  return <FleetWideSummary owner={owner} range={search.range} fleetWide={fleetWide} />;
}

function GlanceVerdicts(props: RunnersViewProps) {
  const { fleet, waits } = useRunnersAnswers(props.owner, props.selection, props.search.label);
  return <RunnerVerdicts fleet={fleet} waits={waits} />;
}

/** Below the summary: the chosen runner's trend, the fleet and the waits by label. */
export function RunnersOverview({ onChange, ...props }: RunnersViewProps & { onChange: (patch: RunnersSearchPatch) => void }) {
  const { owner, search, selection } = props;
  const listing = useRunnersListing(owner);
  return (
    <Stack gap="lg">
      {search.runner === undefined ? null : (
        // Its own boundary: a runner named in a hand-edited link that the service refuses fails alone.
        <QueryBoundary
          key={search.runner}
          pendingLabel={`Loading the trend of ${search.runner}…`}
          errorTitle={`Could not load the trend of ${search.runner}`}
        >
          <RunnerTrend owner={owner} runner={search.runner} range={search.range} onClose={() => onChange({ runner: undefined })} />
        </QueryBoundary>
      )}
      {listing.available ? null : <ListingMissingNotice status={listing.status} search={search} onChange={onChange} />}
      <FleetSection {...props} />
      <Suspense key={search.range} fallback={null}>
        <AfterFleetWide owner={owner} selection={selection} fallback={null}>
          <JobWaits {...props} />
        </AfterFleetWide>
      </Suspense>
    </Stack>
  );
}

/**
 * The fleet table. On a change of window its whole-fleet row comes first: the previous window's stays,
 * dimmed, until the new one answers (a deferred window: no loading view in between, which React would
 * hold on screen for 300 ms), then each runner's row with the rest. On entering the page the table waits
 * for the summary's verdicts above it, which would otherwise push it down when they arrive.
 */
function FleetSection(props: RunnersViewProps) {
  const { owner, search, selection } = props;
  const [tableShown, setTableShown] = useState(false);
  const shownRange = useDeferredValue(search.range);
  const fleetWide = useFleetWide(owner, { preset: shownRange });
  const listing = useRunnersListing(owner);
  const loading = tableShown ? (
    <FleetTable
      owner={owner}
      search={search}
      listing={listing}
      fleetWide={{ figures: fleetWide.figures, busy: shownRange !== search.range }}
      fleet={null}
    />
  ) : null;
  return (
    <Suspense key={search.range} fallback={loading}>
      <AfterFleetWide owner={owner} selection={selection} fallback={loading}>
        <Suspense fallback={loading}>
          <WholeFleetTable {...props} onShown={setTableShown} />
        </Suspense>
      </AfterFleetWide>
    </Suspense>
  );
}

function WholeFleetTable({ onShown, ...props }: RunnersViewProps & { onShown: (shown: true) => void }) {
  const { fleet } = useRunnersAnswers(props.owner, props.selection, props.search.label);
  useEffect(() => onShown(true), [onShown]);
  return (
    <FleetTable
      owner={props.owner}
      search={props.search}
      listing={fleet.listing}
      fleetWide={{ figures: fleet.fleet, busy: false }}
      fleet={fleet}
    />
  );
}

function JobWaits(props: RunnersViewProps) {
  const { waits } = useRunnersAnswers(props.owner, props.selection, props.search.label);
  return <JobWaitTable owner={props.owner} search={props.search} waits={waits} />;
}
