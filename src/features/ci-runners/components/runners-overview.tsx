import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { WindowSelection } from '@/domain/periods/time-window';
import { useFleetWide, useRunnersAnswers, useRunnersListing } from '../api/use-runners-answers';
import type { RunnersSearch, RunnersSearchPatch } from '../lib/runners-search';
import { FleetTable } from './fleet-table';
import { JobWaitTable } from './job-wait-table';
import { ListingMissingNotice } from './listing-missing-notice';
import { RunnerTrend } from './runner-trend';
import { FleetWideSummary, RunnerVerdicts } from './runners-summary';

type RunnersViewProps = { owner: string; search: RunnersSearch; selection: WindowSelection };

/** The summary: the window and the whole fleet's figures first, then the verdicts (every runner's and label's figures). */
export function RunnersGlance({ skeletons, ...props }: RunnersViewProps & { skeletons: { fleet: ReactNode; verdicts: ReactNode } }) {
  return (
    <QueryBoundary pending={skeletons.fleet}>
      <GlanceFleetWide {...props} />
      <QueryBoundary pending={skeletons.verdicts}>
        <GlanceVerdicts {...props} />
      </QueryBoundary>
    </QueryBoundary>
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
  const { owner, search } = props;
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
      {/* On entering the page the table waits with the verdicts above it, which would otherwise push it down. */}
      <QueryBoundary pending={null}>
        <WholeFleetTable {...props} />
      </QueryBoundary>
      <QueryBoundary pending={null}>
        <JobWaits {...props} />
      </QueryBoundary>
    </Stack>
  );
}

function WholeFleetTable(props: RunnersViewProps) {
  const { fleet } = useRunnersAnswers(props.owner, props.selection, props.search.label);
  return <FleetTable owner={props.owner} search={props.search} listing={fleet.listing} fleet={fleet} />;
}

function JobWaits(props: RunnersViewProps) {
  const { waits } = useRunnersAnswers(props.owner, props.selection, props.search.label);
  return <JobWaitTable owner={props.owner} search={props.search} waits={waits} />;
}
