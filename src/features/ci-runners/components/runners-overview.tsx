import { Stack } from '@mantine/core';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { WindowSelection } from '@/domain/periods/time-window';
import { labelsOf, useFleet, useLabelWaits } from '../api/fleet-queries';
import type { RunnersSearch } from '../lib/runners-search';
import { FleetTable } from './fleet-table';
import { JobWaitTable } from './job-wait-table';
import { ListingMissingNotice } from './listing-missing-notice';
import { RunnerTrend } from './runner-trend';
import { RunnersSummary } from './runners-summary';
import type { RunnersSearchPatch } from './runners-page';

type RunnersViewProps = { owner: string; search: RunnersSearch; selection: WindowSelection };

/** The fleet and the waits by label: the one set of answers the summary and the tables read. */
function useRunnersAnswers({ owner, search, selection }: RunnersViewProps) {
  const fleet = useFleet(owner, selection);
  // Without a listing the labels are unknown: the one the URL names can still be asked about.
  const labels = fleet.listing.available ? labelsOf(fleet.listing) : search.label === undefined ? [] : [search.label];
  const waits = useLabelWaits(owner, selection, labels);
  return { fleet, waits };
}

/** The summary's verdicts (inside its frame, which the page draws before they load). */
export function RunnersGlance(props: RunnersViewProps) {
  const { fleet, waits } = useRunnersAnswers(props);
  return <RunnersSummary owner={props.owner} range={props.search.range} fleet={fleet} waits={waits} />;
}

/** Below the summary: the chosen runner's trend, the fleet and the waits by label. */
export function RunnersOverview({ onChange, ...props }: RunnersViewProps & { onChange: (patch: RunnersSearchPatch) => void }) {
  const { owner, search } = props;
  const { fleet, waits } = useRunnersAnswers(props);
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
      {fleet.listing.available ? null : <ListingMissingNotice status={fleet.listing.status} search={search} onChange={onChange} />}
      <FleetTable owner={owner} search={search} fleet={fleet} />
      <JobWaitTable owner={owner} search={search} waits={waits} />
    </Stack>
  );
}
