import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import type { SearchTestsSort, SortDirection } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { ExportMenu } from '@/components/export/export-menu';
import { EMPTY_TEST_FILTERS, hasAnyFilter } from '@/domain/tests/test-filters';
import { testSearchExport } from '../api/test-search-export';
import { testSearchQueries } from '../api/test-search-queries';
import { toggleColumn, visibleColumns, type HideableColumn } from '../lib/result-columns';
import { FIRST_DIRECTION, firstPage, type TestSearchParams } from '../lib/test-search-params';
import { ColumnPickerButton, ColumnPickerPanel } from './column-picker';
import { PaginationBar } from './pagination-bar';
import { SortControls } from './sort-controls';
import { TestResultsTable } from './test-results-table';
import { NoResults, ResultsError, ResultsSkeleton } from './test-results-states';

export type UpdateTestSearch = (update: (previous: TestSearchParams) => TestSearchParams) => void;

/**
 * The page of results for the URL's search, with its sort, paging and every state it can be in.
 * Memoised: the health counts and facet values arriving beside it do not render it again.
 */
export const TestResults = memo(function TestResults({
  repo,
  search,
  onSearchChange,
  tableId,
}: {
  repo: RepositoryRef;
  search: TestSearchParams;
  onSearchChange: UpdateTestSearch;
  /** The results table's id, for the page's "Skip to results" link. */
  tableId?: string;
}) {
  const api = useApiClient();
  const query = useQuery(testSearchQueries.results(api, repo, search));
  const total = query.data?.data.total ?? null;
  const exportSource = useMemo(() => testSearchExport(api, repo, search, total), [api, repo, search, total]);

  // Stable, so the memoised header and sort controls skip rendering when only the rows change.
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
  // Keyed on the list's contents: the memoised rows keep their columns while the URL changes otherwise.
  const hiddenKey = search.hide.join(',');
  const columns = useMemo(() => visibleColumns(hiddenKey === '' ? [] : (hiddenKey.split(',') as HideableColumn[])), [hiddenKey]);
  const changeSort = useCallback(
    ({ sort, direction }: { sort: SearchTestsSort; direction: SortDirection }) =>
      onSearchChange((previous) => firstPage({ ...previous, sort, dir: direction })),
    [onSearchChange],
  );

  if (query.isPending) return <ResultsSkeleton rows={Math.min(search.perPage, 10)} />;
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
    return (
      <NoResults
        filtered={hasAnyFilter(search)}
        namePatterns={search.name}
        onClearFilters={() => onSearchChange((previous) => firstPage({ ...previous, ...EMPTY_TEST_FILTERS }))}
        onSearchContaining={(from, to) =>
          onSearchChange((previous) =>
            firstPage({ ...previous, name: previous.name.map((pattern) => (pattern === from ? to : pattern)) }),
          )
        }
      />
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          Each row is a test under one pipeline and job. Open a test for its history and failures.
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
        <TestResultsTable repo={repo} tests={data.tests} sort={search.sort} direction={search.dir} onSort={sortBy} busy={busy} id={tableId} columns={columns} />
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
});
