import { Group, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { PageHeader } from '@/components/layout/page-header';
import { RangePresetButtons } from '@/components/time-range/range-preset-buttons';
import type { WindowSelection } from '@/domain/periods/time-window';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { pageIntro } from '@/lib/page-intros';
import { ciRunnerQueries } from '@/queries/ci-runners';
import { useRunnersAnswers } from '../api/use-runners-answers';
import type { RunnersSearch, RunnersSearchPatch } from '../lib/runners-search';
import { FleetTable } from './fleet-table';
import { JobWaitTable } from './job-wait-table';
import { ListingMissingNotice } from './listing-missing-notice';
import { RunnerTrend } from './runner-trend';
import { FleetWideSummary, LinesSkeleton, RunnerVerdicts, SummaryFrame } from './runners-summary';

type ViewProps = { owner: string; search: RunnersSearch; selection: WindowSelection };

/** The CI runners page: the window, the summary, the chosen runner's trend, the fleet and the job waits. */
export function RunnersPage({
  repository,
  search,
  onChange,
}: {
  repository: RepositoryRef;
  search: RunnersSearch;
  onChange: (patch: RunnersSearchPatch) => void;
}) {
  const view = { owner: repository.owner, search, selection: { preset: search.range } };
  return (
    <Stack gap="lg">
      <PageHeader
        {...pageIntro('runners', repository)}
        actions={
          <Group gap="xs">
            <RangePresetButtons active={search.range} onSelect={(range) => onChange({ range })} />
          </Group>
        }
      />
      {/* One error for both parts (they read the same answers), dropped when the window changes. */}
      <QueryBoundary resetKeys={[search.range]} errorTitle="Could not load the CI runners">
        <Stack gap="lg">
          <SummaryFrame>
            {/* The window and the whole fleet's figures first, then the verdicts (the page's runners' and labels' figures). */}
            <QueryBoundary key={search.range} pending={<LinesSkeleton label="Loading the runners…" widths={['80%', '100%']} />}>
              <FleetWideSummary owner={repository.owner} range={search.range} />
              <RunnerVerdicts {...view} />
            </QueryBoundary>
          </SummaryFrame>
          <QueryBoundary pending={null}>
            <RunnersOverview {...view} onChange={onChange} />
          </QueryBoundary>
        </Stack>
      </QueryBoundary>
    </Stack>
  );
}

/** Below the summary: the chosen runner's trend, the fleet and the waits by label. */
function RunnersOverview({ onChange, ...view }: ViewProps & { onChange: (patch: RunnersSearchPatch) => void }) {
  const { owner, search } = view;
  const listing = useSuspenseQuery(ciRunnerQueries.listing(useApiClient(), owner)).data;
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
      {/* A new window starts afresh; on entering the page the tables wait with the verdicts above them. */}
      <QueryBoundary key={search.range} pending={null}>
        <FleetAndWaits {...view} />
      </QueryBoundary>
    </Stack>
  );
}

function FleetAndWaits({ owner, search, selection }: ViewProps) {
  const { view, busy } = useRunnersAnswers(owner, selection, search);
  if (view === undefined) return null;
  return (
    <Stack gap="lg" aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
      <FleetTable owner={owner} search={search} fleet={view.fleet} busy={busy} />
      <JobWaitTable owner={owner} search={search} waits={view.waits} busy={busy} />
    </Stack>
  );
}
