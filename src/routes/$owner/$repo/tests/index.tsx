import { pageIntro } from '@/lib/page-intros';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { RetentionBadge } from '@/components/layout/retention-badge';
import { RETAINED_DAYS } from '@/domain/tests/episode-times';
import { firstScreen } from '@/lib/first-screen';
import { testSearchQueries } from '@/features/test-search/api/test-search-queries';
import { TestSearchPage } from '@/features/test-search/components/test-search-page';
import { QuarantineListBadges } from '@/features/quarantines/components/quarantine-list-badge';
import { urlState, useSearchUpdater } from '@/lib/url-state';
import {
  isRankingSort,
  testSearchParamsSchema,
  type TestSearchParams,
  withQuickSearch,
} from '@/features/test-search/lib/test-search-params';
import { useRepository } from '@/routes/-components/use-repository';

export const Route = createFileRoute('/$owner/$repo/tests/')({
  ...urlState(testSearchParamsSchema),
  // Which columns show is the table's affair: choosing them asks the loader for nothing.
  loaderDeps: ({ search: { hide: _hide, ...search } }) => search,
  loader: ({ context: { queryClient, api }, params, deps, cause }) => {
    const repo = { owner: params.owner, repo: params.repo };
    // The sidebar's counts follow from the results (with the ranking, from its identities): its own queries ask for the rest.
    const first = isRankingSort(deps.sort)
      ? queryClient.ensureQueryData(testSearchQueries.ranking(api, repo, withQuickSearch(deps)))
      : queryClient.ensureQueryData(testSearchQueries.results(api, repo, deps));
    return firstScreen(cause, [first]);
  },
  component: TestsPage,
});

function TestsPage() {
  const search = Route.useSearch();
  // Stable across renders: the page's sections are memoised on them.
  const repository = useRepository();
  const changeSearch = useSearchUpdater<TestSearchParams>(Route.useNavigate());
  return (
    <>
      <PageHeader
        {...pageIntro('tests', repository)}
        badge={<RetentionBadge days={RETAINED_DAYS} kept="Test insights keep their history" />}
      />
      <QuarantineListBadges repository={repository}>
        <TestSearchPage repo={repository} search={search} onSearchChange={changeSearch} />
      </QuarantineListBadges>
    </>
  );
}
