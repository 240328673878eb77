import { Group, Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { PageHeader } from '@/components/layout/page-header';
import { RangePresetButtons } from '@/components/time-range/range-preset-buttons';
import type { RepositoryRef } from '@/lib/app-config';
import { pageIntro } from '@/lib/page-intros';
import type { RunnersSearch } from '../lib/runners-search';
import { RunnersGlance, RunnersOverview } from './runners-overview';
import { SummaryFrame } from './runners-summary';

export type RunnersSearchPatch = Partial<RunnersSearch>;

/**
 * The CI runners page: the window, then the summary, the chosen runner's trend, the fleet and the job
 * waits, from one set of answers (the summary judges both tables).
 */
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
      {/* One error for both parts (they read the same answers), dropped when the window changes; the
          summary's frame is drawn at once. */}
      <QueryBoundary resetKeys={[search.range]} errorTitle="Could not load the CI runners">
        <Stack gap="lg">
          <SummaryFrame>
            <RunnersGlance
              key={search.range}
              owner={repository.owner}
              search={search}
              selection={selection}
              skeleton={<SummarySkeleton />}
            />
          </SummaryFrame>
          <Suspense fallback={null}>
            <RunnersOverview owner={repository.owner} search={search} selection={selection} onChange={onChange} />
          </Suspense>
        </Stack>
      </QueryBoundary>
    </Stack>
  );
}

/** Where the summary's verdicts will be, while they load. */
function SummarySkeleton() {
  return (
    <Stack gap={6} role="status" aria-label="Loading the runners…">
      <Skeleton height={18} width="80%" />
      <Skeleton height={18} width="70%" />
      <Skeleton height={18} width="55%" />
      <Skeleton height={40} />
    </Stack>
  );
}
