import { Group, Skeleton, Stack } from '@mantine/core';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { PageHeader } from '@/components/layout/page-header';
import { RangePresetButtons } from '@/components/time-range/range-preset-buttons';
import type { RepositoryRef } from '@/lib/app-config';
import { pageIntro } from '@/lib/page-intros';
import type { RunnersSearch, RunnersSearchPatch } from '../lib/runners-search';
import { RunnersGlance, RunnersOverview } from './runners-overview';
import { SummaryFrame } from './runners-summary';

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
  const selection = { preset: search.range };
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
            <RunnersGlance
              key={search.range}
              owner={repository.owner}
              search={search}
              selection={selection}
              skeletons={{ fleet: <FleetWideSkeleton />, verdicts: <VerdictsSkeleton /> }}
            />
          </SummaryFrame>
          <QueryBoundary pending={null}>
            <RunnersOverview owner={repository.owner} search={search} selection={selection} onChange={onChange} />
          </QueryBoundary>
        </Stack>
      </QueryBoundary>
    </Stack>
  );
}

/** Where the window and the whole fleet's figures will be, while they load. */
function FleetWideSkeleton() {
  return (
    <Stack gap={6} role="status" aria-label="Loading the runners…">
      <Skeleton height={18} width="80%" />
      <Skeleton height={18} />
    </Stack>
  );
}

/** Where the verdicts will be, while every runner's and label's figures load. */
function VerdictsSkeleton() {
  return (
    <Stack gap={6} role="status" aria-label="Judging each runner and label…">
      <Skeleton height={18} width="70%" />
      <Skeleton height={18} width="55%" />
      <Skeleton height={18} width="60%" />
    </Stack>
  );
}
