import { Group, Stack } from '@mantine/core';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { PageHeader } from '@/components/layout/page-header';
import { RangePresetButtons } from '@/components/time-range/range-preset-buttons';
import type { RepositoryRef } from '@/lib/app-config';
import { pageIntro } from '@/lib/page-intros';
import type { RunnersSearch } from '../lib/runners-search';
import { RunnersOverview } from './runners-overview';

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
      {/* Keyed by the window, as the test page's tabs are: a failed window's error must not outlive it. */}
      <QueryBoundary key={search.range} pendingLabel="Loading the runners…" errorTitle="Could not load the CI runners">
        <RunnersOverview owner={repository.owner} search={search} selection={selection} onChange={onChange} />
      </QueryBoundary>
    </Stack>
  );
}
