import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import type { SearchTestsSort, SortDirection } from '@/api/types';
import { COST_WINDOW_SENTENCE, rankTestsByCost, withTestHealth } from '@/domain/tests/test-cost';
import { countOf, PAIRS, TESTS } from '@/domain/tests/units';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { ExportMenu } from '@/components/export/export-menu';
import { EMPTY_TEST_FILTERS, hasAnyFilter } from '@/domain/tests/test-filters';
import { testRankingExport, testSearchExport } from '../api/test-search-export';
import { testSearchQueries } from '../api/test-search-queries';
import { toggleColumn, visibleColumns, type HideableColumn } from '../lib/result-columns';
import {
  FIRST_DIRECTION,
  firstPage,
  isRankingSort,
  RANKING_SORT,
  SORT_LABELS,
  withQuickSearch,
  type TestSearchParams,
  type TestSearchSort,
} from '../lib/test-search-params';
import { ColumnPickerButton, ColumnPickerPanel } from './column-picker';
import { PaginationBar } from './pagination-bar';
import { SortControls } from './sort-controls';
import { TestCostTable } from './test-cost-table';
import { TestResultsTable } from './test-results-table';
import { RoutePending } from '@/components/feedback/route-pending';
import { NoResults, ResultsError } from './test-results-states';

export type UpdateTestSearch = (update: (previous: TestSearchParams) => TestSearchParams) => void;

type ResultsProps = {
  repo: RepositoryRef;
  search: TestSearchParams;
  onSearchChange: UpdateTestSearch;
  tableId?: string;
};

/** The per-test ranking (the opening view) or a page of identities; memoised against the counts arriving beside it. */
export const TestResults = memo(function TestResults(props: ResultsProps) {
  return isRankingSort(props.search.sort) ? <TestCostResults {...props} /> : <IdentityResults {...props} />;
});

function IdentityResults({ repo, search, onSearchChange, tableId }: ResultsProps) {
  const api = useApiClient();
  const query = useQuery(testSearchQueries.results(api, repo, search));
  const total = query.data?.data.total ?? null;
  const exportSource = useMemo(() => testSearchExport(api, repo, search, total), [api, repo, search, total]);

  const sortBy = useCallback(
    (sort: SearchTestsSort) =>
      onSearchChange((previous) =>
        firstPage({
          ...previous,
          sort,
          dir: previous.sort === sort ? (previous.dir === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[sort],
        }),
      ),
    [onSearchChange],
  );
  const toggle = useCallback(
    (column: HideableColumn) => onSearchChange((previous) => ({ ...previous, hide: toggleColumn(previous.hide, column) })),
    [onSearchChange],
  );
  const [choosingColumns, setChoosingColumns] = useState(false);
  const toggleChoice = useCallback(() => setChoosingColumns((open) => !open), []);
  const columnPanelId = useId();
  // Keyed on the list's contents, so the memoised rows keep their columns.
  const hiddenKey = search.hide.join(',');
  const columns = useMemo(
    () => visibleColumns(hiddenKey === '' ? [] : (hiddenKey.split(',') as HideableColumn[]), search.sort),
    [hiddenKey, search.sort],
  );
  const changeSort = useSortChange(onSearchChange);

  if (query.isPending) return <RoutePending label="Loading tests…" />;
  if (query.isError) {
    return (
      <ResultsError
        error={query.error}
        onRetry={() => void query.refetch()}
        onFirstPage={search.cursor === undefined ? null : () => onSearchChange((previous) => firstPage(previous))}
      />
    );
  }

  const { data, links, page } = query.data;
  const busy = query.isPlaceholderData;
  if (data.total === 0 && !busy) {
    return <SearchNoResults search={search} onSearchChange={onSearchChange} />;
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          One row per test–job pair: a test under one pipeline and job. “{SORT_LABELS[RANKING_SORT]}” shows one row per test.
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SortControls sort={search.sort} direction={search.dir} onChange={changeSort} />
          <ColumnPickerButton opened={choosingColumns} onToggle={toggleChoice} panelId={columnPanelId} />
          <ExportMenu source={exportSource} />
        </Group>
      </Group>
      {choosingColumns ? <ColumnPickerPanel id={columnPanelId} hidden={search.hide} onToggle={toggle} /> : null}
      {data.tests.length === 0 ? (
        <Text size="sm" role="status">
          This page is past the last test. Use Previous, or open the first page.
        </Text>
      ) : (
        <TestResultsTable
          repo={repo}
          tests={data.tests}
          sort={search.sort}
          direction={search.dir}
          onSort={sortBy}
          busy={busy}
          id={tableId}
          columns={columns}
        />
      )}
      <PaginationBar
        repo={repo}
        search={search}
        page={page}
        links={links}
        busy={busy}
        size={data.size}
        total={data.total}
        onPerPageChange={(perPage) => onSearchChange((previous) => firstPage({ ...previous, perPage }))}
      />
    </Stack>
  );
}

function SearchNoResults({ search, onSearchChange }: Pick<ResultsProps, 'search' | 'onSearchChange'>) {
  return (
    <NoResults
      filtered={hasAnyFilter(search)}
      namePatterns={search.name}
      onClearFilters={() => onSearchChange((previous) => firstPage({ ...previous, ...EMPTY_TEST_FILTERS }))}
      onSearchContaining={(from, to) =>
        onSearchChange((previous) => firstPage({ ...previous, name: previous.name.map((pattern) => (pattern === from ? to : pattern)) }))
      }
    />
  );
}

function useSortChange(onSearchChange: UpdateTestSearch) {
  return useCallback(
    ({ sort, direction }: { sort: TestSearchSort; direction: SortDirection }) =>
      onSearchChange((previous) => firstPage({ ...previous, sort, dir: direction })),
    [onSearchChange],
  );
}

/** One row per test, most failed runs over 7 days first, ranked from every identity under the filters but health. */
function TestCostResults({ repo, search, onSearchChange, tableId }: ResultsProps) {
  const api = useApiClient();
  const query = useQuery(testSearchQueries.ranking(api, repo, withQuickSearch(search)));
  const answer = query.data;
  const { dir, health, notHealth } = search;
  const ranking = useMemo(() => {
    if (answer === undefined) return null;
    const ranked = withTestHealth(rankTestsByCost(answer.read), { health, notHealth });
    return dir === 'asc' && ranked.counted ? { ...ranked, entries: [...ranked.entries].reverse() } : ranked;
  }, [answer, dir, health, notHealth]);
  const exportSource = useMemo(() => (ranking === null ? null : testRankingExport(repo, search, ranking.entries)), [repo, search, ranking]);
  const changeSort = useSortChange(onSearchChange);

  if (query.isPending) return <RoutePending label="Loading tests…" />;
  if (query.isError) return <ResultsError error={query.error} onRetry={() => void query.refetch()} onFirstPage={null} />;
  const busy = query.isPlaceholderData;
  if (ranking?.entries.length === 0 && !busy) {
    return <SearchNoResults search={search} onSearchChange={onSearchChange} />;
  }
  if (ranking === null || exportSource === null) return null;
  const { read, complete } = query.data;
  const pairs = ranking.entries.reduce((sum, entry) => sum + entry.identities.length, 0);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw="40rem">
          {ranking.counted
            ? `One row per test, most failed runs over ${COST_WINDOW_SENTENCE} first, its pipelines and jobs added up.`
            : `This service reports no run counts: the tests in the order of its failure ratio over ${COST_WINDOW_SENTENCE}.`}{' '}
          A test’s health, and the tab that counts it, is its worst pipeline and job’s.
          {complete
            ? ''
            : ` Ranked among the ${countOf(read.length, PAIRS)} with the highest failure ratio: narrow the filters to rank them all.`}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SortControls sort={search.sort} direction={search.dir} onChange={changeSort} />
          <ExportMenu source={exportSource} />
        </Group>
      </Group>
      <TestCostTable repo={repo} entries={ranking.entries} counted={ranking.counted} direction={search.dir} busy={busy} id={tableId} />
      <Group gap="xs">
        <Text size="sm">{countOf(ranking.entries.length, TESTS)}</Text>
        <Text size="sm" c="dimmed">
          ({countOf(pairs, PAIRS)})
        </Text>
      </Group>
    </Stack>
  );
}
