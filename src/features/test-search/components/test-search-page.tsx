import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { FacetSelection } from '@/domain/facet-selection';
import { ResponsiveFilters } from '@/components/facets/responsive-filters';
import columns from '@/components/layout/columns.module.css';
import { SkipLink } from '@/components/layout/skip-link';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { rankingOf, testHealthCounts } from '@/domain/tests/test-cost';
import { DEFAULT_HEALTH_FILTER, withHealthTab, type HealthTab } from '@/domain/tests/health-tabs';
import { countSet, TEST_FACET_FIELDS, withFacetSelection, type TestFacetField } from '@/domain/tests/test-facets';
import { activeFilterCount, compactFilters, EMPTY_TEST_FILTERS } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { useEqualValue } from '@/lib/use-equal-value';
import { testSearchQueries } from '../api/test-search-queries';
import { firstPage, isRankingSort, withQuickSearch, type TestSearchParams, type UpdateTestSearch } from '../lib/test-search-params';
import { HealthTabs } from './health-tabs';
import { QuickSearchField } from './quick-search-field';
import { TestFacetSidebar } from './test-facet-sidebar';
import { TestNameFilter, type NameFilters } from './test-name-filter';
import { TestResults } from './test-results';

/** The Unhealthy tab the page opens on is not a filter the reader set: the Filters button does not count it. */
const OPENING_VIEW = { health: [...DEFAULT_HEALTH_FILTER] };

/** Facets on the side, name patterns and health tabs on top, the results below; a changed filter starts at the first page. */
export function TestSearchPage({
  repo,
  search,
  onSearchChange,
}: {
  repo: RepositoryRef;
  search: TestSearchParams;
  onSearchChange: UpdateTestSearch;
}) {
  const filters = useEqualValue(compactFilters(withQuickSearch(search)));
  // The counts follow from the results' total and, when the ranking read them all, its identities (`set`, counted once);
  // a ranking that could not read them all leaves each count to be asked (`undefined`), a pending one waits (`null`).
  const api = useApiClient();
  const ranked = isRankingSort(search.sort);
  const results = useQuery({ ...testSearchQueries.results(api, repo, search), select: (answer) => answer.data.total, enabled: !ranked });
  const ranking = useQuery({ ...testSearchQueries.ranking(api, repo, filters), enabled: ranked });
  const answered = ranked ? ranking : results;
  const whole = ranked && ranking.data?.complete && !ranking.isPlaceholderData ? ranking.data.read : undefined;
  const set = useMemo(() => whole && countSet(whole, filters), [whole, filters]);
  const pending = answered.isPlaceholderData || answered.data === undefined;
  const total = answered.isError ? undefined : pending ? null : ranked ? set?.matching : results.data;
  const testCounts = useMemo(() => whole && testHealthCounts(rankingOf(whole).entries), [whole]);
  const names = useEqualValue({ name: search.name, notName: search.notName });
  const resultsId = useId();
  const tableId = useId();

  // Every change starts at the first page; the quick search stands for the included name patterns: setting one clears the other.
  const on = useMemo(() => {
    const change = (next: (previous: TestSearchParams) => TestSearchParams) => onSearchChange((previous) => firstPage(next(previous)));
    return {
      facet: (field: TestFacetField, selection: FacetSelection) => change((previous) => withFacetSelection(previous, field, selection)),
      clearAll: () => change((previous) => ({ ...previous, ...EMPTY_TEST_FILTERS, q: '' })),
      names: (next: NameFilters) => change((previous) => ({ ...previous, ...next, q: next.name.length > 0 ? '' : previous.q })),
      quick: (q: string) => change((previous) => ({ ...previous, q, name: q === '' ? previous.name : [] })),
      tab: (tab: HealthTab) => change((previous) => withHealthTab(previous, tab)),
    };
  }, [onSearchChange]);
  // On a phone the name fields go into the filters drawer: above the results they would push the first row down. One
  // element while its inputs stay, so the fields are not drawn again with each answer.
  const narrow = useBelowBreakpoint('md');
  const nameFilter = useMemo(
    () => (
      <TestNameFilter
        value={names}
        onChange={on.names}
        layout={narrow ? 'column' : 'row'}
        lead={<QuickSearchField value={search.q} onChange={on.quick} />}
      />
    ),
    [names, on, narrow, search.q],
  );

  return (
    <div className={columns.filtersBeside}>
      <div>
        <SkipLink targetId={tableId} fallbackId={resultsId}>
          Skip to results
        </SkipLink>
        <ResponsiveFilters activeCount={activeFilterCount(filters, OPENING_VIEW)}>
          <TestFacetSidebar
            {...{ repo, filters, total, set }}
            fields={TEST_FACET_FIELDS}
            onSelectionChange={on.facet}
            onClearAll={on.clearAll}
          >
            {narrow ? nameFilter : null}
          </TestFacetSidebar>
        </ResponsiveFilters>
      </div>
      <div id={resultsId} tabIndex={-1} style={{ outline: 'none' }}>
        <Stack gap="md">
          {narrow ? null : nameFilter}
          <HealthTabs repo={repo} filters={filters} onSelect={on.tab} total={total} testCounts={testCounts}>
            <TestResults repo={repo} search={search} onSearchChange={onSearchChange} tableId={tableId} />
          </HealthTabs>
        </Stack>
      </div>
    </div>
  );
}
