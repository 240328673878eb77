import { pageIntro } from '@/lib/page-intros';
import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { ResponsiveFilters } from '@/components/facets/responsive-filters';
import { PageHeader } from '@/components/layout/page-header';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { quarantineQueries } from '@/queries/quarantines';
import { testQueries } from '@/queries/tests';
import { firstScreen } from '@/lib/first-screen';
import { urlState, useSearchUpdater } from '@/lib/url-state';
import { NewQuarantineButton } from '@/features/quarantines/components/new-quarantine-button';
import { QuarantineFilters } from '@/features/quarantines/components/quarantine-filters';
import { QuarantineSummaryCards } from '@/features/quarantines/components/quarantine-summary-cards';
import { QuarantinesTable } from '@/features/quarantines/components/quarantines-table';
import {
  activeFilterCount,
  quarantinesSearchSchema,
  toListFilters,
  type QuarantineFilterPatch,
  type QuarantinesSearch,
} from '@/features/quarantines/lib/quarantines-search';
import { useRepository } from '@/routes/-components/use-repository';

export const Route = createFileRoute('/$owner/$repo/quarantines/')({
  ...urlState(quarantinesSearchSchema),
  loaderDeps: ({ search }) => toListFilters(search),
  // The table waits for its links (which of its tests have a page), so it appears once, with them.
  loader: ({ context: { queryClient, api }, params, deps, cause }) => {
    const repo = { owner: params.owner, repo: params.repo };
    const table = queryClient.ensureQueryData(quarantineQueries.list(api, repo, deps)).then((page) => {
      const links = testQueries.byName(
        api,
        repo,
        page.data.quarantined_tests.map((quarantine) => quarantine.test_name),
      );
      return links.enabled ? queryClient.prefetchQuery(links) : undefined;
    });
    return firstScreen(cause, [table, queryClient.prefetchQuery(quarantineQueries.summary(api, repo))]);
  },
  component: QuarantinesPage,
});

function QuarantinesPage() {
  const search = Route.useSearch();
  const updateSearch = useSearchUpdater<QuarantinesSearch>(Route.useNavigate());
  const repository = useRepository();
  const narrow = useBelowBreakpoint('md');
  const summary = (
    <QueryBoundary pendingLabel="Counting quarantines…" errorTitle="Could not load the quarantine summary">
      <QuarantineSummaryCards repository={repository} />
    </QueryBoundary>
  );

  // A changed filter starts again at the first page: a cursor belongs to the query that produced it.
  const changeFilters = (patch: QuarantineFilterPatch) => void updateSearch((previous) => ({ ...previous, ...patch, cursor: undefined }));

  return (
    <Stack gap="lg">
      <PageHeader {...pageIntro('quarantines', repository)} actions={<NewQuarantineButton repository={repository} />} />
      {narrow ? null : summary}
      <ResponsiveFilters activeCount={activeFilterCount(search)}>
        <QuarantineFilters repository={repository} search={search} onChange={changeFilters} />
      </ResponsiveFilters>
      <QueryBoundary pendingLabel="Loading quarantines…" errorTitle="Could not load quarantines">
        <QuarantinesTable repository={repository} search={search} />
      </QueryBoundary>
      {/* On a phone the list comes first: three cards and a chart would fill the first screen and more. */}
      {narrow ? summary : null}
    </Stack>
  );
}
