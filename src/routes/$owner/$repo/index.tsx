import { pageIntro } from '@/lib/page-intros';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import * as v from 'valibot';
import type { FacetSelection } from '@/domain/facet-selection';
import { ResponsiveFilters } from '@/components/facets/responsive-filters';
import columns from '@/components/layout/columns.module.css';
import { PageHeader } from '@/components/layout/page-header';
import { RetentionBadge } from '@/components/layout/retention-badge';
import { RETAINED_DAYS } from '@/domain/tests/episode-times';
import { comparisonParamsShape, type ComparisonParams } from '@/domain/periods/period-comparison';
import { countSet, REPOSITORY_STAT_FACET_FIELDS, withFacetSelection, type TestFacetField } from '@/domain/tests/test-facets';
import { repositoryStatFilterParamsSchema } from '@/domain/tests/test-filter-params';
import { activeFilterCount, EMPTY_REPOSITORY_STAT_FILTERS } from '@/domain/tests/test-filters';
import { firstScreen } from '@/lib/first-screen';
import { urlState, useSearchUpdater } from '@/lib/url-state';
import { OVERVIEW_STATS, repositoryStatQueries } from '@/queries/repository-stats';
import { MyChangeBox } from '@/features/my-change/components/my-change-box';
import { anyHealth, testQueries } from '@/queries/tests';
import { HurtingTests } from '@/features/overview/components/hurting-tests';
import { QuarantineListBadges } from '@/features/quarantines/components/quarantine-list-badge';
import { OverviewStats } from '@/features/overview/components/overview-stats';
import overview from '@/features/overview/components/overview.module.css';
import { PeriodComparisonCard } from '@/features/overview/components/period-comparison-card';
import { TestFacetSidebar } from '@/features/test-search/components/test-facet-sidebar';
import { TestNameFilter } from '@/features/test-search/components/test-name-filter';
import { TestCostTable } from '@/features/test-search/components/test-results-table';
import { useApiClient } from '@/lib/api-client-context';
import { useRepository } from '@/routes/-components/use-repository';

// The overview: repository-wide statistics (operation 8) under the filters it accepts, which are test search's minus
// health; the sidebar is test search's, so every figure links there with the same values.
const overviewSearchSchema = v.object({ ...repositoryStatFilterParamsSchema.entries, ...comparisonParamsShape('week') });
type OverviewSearch = v.InferOutput<typeof overviewSearchSchema>;
const withoutComparison = ({ compare: _compare, current: _current, baseline: _baseline, ...filters }: OverviewSearch) => filters;

export const Route = createFileRoute('/$owner/$repo/')({
  ...urlState(overviewSearchSchema),
  // The comparison reads the statistics' answers: the loader depends on the filters only.
  loaderDeps: ({ search }) => withoutComparison(search),
  loader: ({ context: { queryClient, api }, params, deps, cause }) => {
    const repo = { owner: params.owner, repo: params.repo };
    const hurting = testQueries.every(api, repo, anyHealth(deps));
    // The figures are the first data. When one fails (a credential may not read them), test search's
    // answer, open to every credential, tells an unknown repository from a refusal.
    const figures = Promise.all(
      OVERVIEW_STATS.map((stat) => queryClient.ensureQueryData(repositoryStatQueries.stat(api, repo, { stat, filters: deps }))),
    ).catch(async () => {
      await hurtingRead;
      throw queryClient.getQueryState(hurting.queryKey)?.error;
    });
    const hurtingRead = queryClient.prefetchQuery(hurting);
    return firstScreen(cause, [figures]);
  },
  component: OverviewPage,
});

function OverviewPage() {
  const search = Route.useSearch();
  const updateSearch = useSearchUpdater<OverviewSearch>(Route.useNavigate());
  const repository = useRepository();
  // The filters alone, stable while only the comparison changes (the facet sidebar is memoised on them).
  const filters = useMemo(() => withoutComparison(search), [search]);
  const comparison: ComparisonParams = { compare: search.compare, current: search.current, baseline: search.baseline };
  const changeComparison = (next: ComparisonParams) => void updateSearch((previous) => ({ ...previous, ...next }), { resetScroll: false });
  const changeFacet = useCallback(
    (field: TestFacetField, selection: FacetSelection) => void updateSearch((previous) => withFacetSelection(previous, field, selection)),
    [updateSearch],
  );
  const clearAll = useCallback(() => void updateSearch((previous) => ({ ...previous, ...EMPTY_REPOSITORY_STAT_FILTERS })), [updateSearch]);
  // The sidebar counts from the hurting tests' read when it holds every match, as test search's does from the same entry.
  const every = useQuery(testQueries.every(useApiClient(), repository, anyHealth(filters)));
  const whole = every.data?.complete && !every.isPlaceholderData ? every.data.read : undefined;
  const set = useMemo(() => whole && countSet(whole, filters), [whole, filters]);
  const total = every.isError ? undefined : every.isPlaceholderData || every.data === undefined ? null : set?.matching;
  return (
    <>
      <PageHeader {...pageIntro('', repository)} badge={<RetentionBadge days={RETAINED_DAYS} kept="Test insights keep their history" />} />
      <div className={columns.filtersBeside}>
        <div>
          <ResponsiveFilters activeCount={activeFilterCount(filters)}>
            <TestFacetSidebar
              {...{ filters, total, set }}
              repo={repository}
              fields={REPOSITORY_STAT_FACET_FIELDS}
              onSelectionChange={changeFacet}
              onClearAll={clearAll}
            >
              <TestNameFilter
                layout="column"
                value={filters}
                onChange={(names) => void updateSearch((previous) => ({ ...previous, ...names }))}
              />
            </TestFacetSidebar>
          </ResponsiveFilters>
        </div>
        <div>
          <div className={overview.stack}>
            <OverviewStats repo={repository} filters={filters} />
            <QuarantineListBadges repository={repository}>
              <HurtingTests
                repo={repository}
                filters={filters}
                query={every}
                table={(ranking, busy) => (
                  <TestCostTable repo={repository} {...ranking} direction="desc" busy={busy} label="Tests hurting the most" narrow />
                )}
              />
            </QuarantineListBadges>
            <PeriodComparisonCard repo={repository} filters={filters} comparison={comparison} onChange={changeComparison} />
            <MyChangeBox repository={repository} />
          </div>
        </div>
      </div>
    </>
  );
}
