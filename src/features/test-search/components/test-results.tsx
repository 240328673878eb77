import { Button, Group, Stack, Text } from '@mantine/core';
import { EmptyNotice } from '@/components/feedback/empty-notice';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo, useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { isStaleCursorError } from '@/api/api-error';
import type { SortDirection } from '@/api/types';
import { ExportMenu } from '@/components/export/export-menu';
import { ErrorState } from '@/components/feedback/error-state';
import { RoutePending } from '@/components/feedback/route-pending';
import { StalePageLinkNotice } from '@/components/feedback/stale-page-link-notice';
import { SegmentedChoice } from '@/components/inputs/segmented-choice';
import { UrlNativeSelect } from '@/components/inputs/url-native-select';
import { CursorPaginationBar, numberedPageLinks } from '@/components/pagination/cursor-pagination-bar';
import { pageRangeSummary } from '@/components/pagination/page-range-summary';
import { COST_WINDOW_SENTENCE, rankingOf, withTestHealth } from '@/domain/tests/test-cost';
import { activeFilterCount, EMPTY_TEST_FILTERS } from '@/domain/tests/test-filters';
import { countOf, PAIRS, TESTS } from '@/domain/tests/units';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { pageOf } from '@/lib/page-of';
import type { ExportSource } from '@/lib/export/export-source';
import { PAGE_SIZES } from '@/lib/search-param-schemas';
import { testRankingExport, testSearchExport } from '../api/test-search-export';
import { testSearchQueries } from '../api/test-search-queries';
import { containsPattern } from '../lib/name-patterns';
import { SORT_LABELS, SORT_MENU, toggleColumn } from '../lib/result-columns';
import {
  firstPage,
  isRankingSort,
  RANKING_SORT,
  withQuickSearch,
  type TestSearchParams,
  type UpdateTestSearch,
} from '../lib/test-search-params';
import { ColumnPickerPanel } from './column-picker';
import { TestCostTable, TestResultsTable } from './test-results-table';

type ResultsProps = {
  repo: RepositoryRef;
  search: TestSearchParams;
  onSearchChange: UpdateTestSearch;
  tableId?: string;
};

const SORT_OPTIONS = SORT_MENU.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }));
const DIRECTIONS: readonly { value: SortDirection; label: string }[] = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

/** The per-test ranking (the opening view) or a page of identities; memoised against the counts arriving beside it. */
export const TestResults = memo(function TestResults(props: ResultsProps) {
  return isRankingSort(props.search.sort) ? <TestCostResults {...props} /> : <IdentityResults {...props} />;
});

function IdentityResults({ repo, search, onSearchChange, tableId }: ResultsProps) {
  const api = useApiClient();
  const query = useQuery(testSearchQueries.results(api, repo, search));
  const total = query.data?.data.total ?? null;
  const exportSource = useMemo(() => testSearchExport(api, repo, search, total), [api, repo, search, total]);
  const [choosingColumns, setChoosingColumns] = useState(false);
  const columnPanelId = useId();

  const status = resultsStatus(query, query.data?.data.total === 0, { search, onSearchChange });
  if (status !== null || query.data === undefined) return status;
  const { data, links, page } = query.data;
  const busy = query.isPlaceholderData;

  return (
    <Stack gap="sm">
      <Toolbar
        {...{ search, onSearchChange, exportSource }}
        note={<>One row per test–job pair: a test under one pipeline and job. “{SORT_LABELS[RANKING_SORT]}” shows one row per test.</>}
      >
        <Button
          size="xs"
          variant="default"
          aria-expanded={choosingColumns}
          aria-controls={columnPanelId}
          onClick={() => setChoosingColumns(!choosingColumns)}
        >
          Columns
        </Button>
      </Toolbar>
      {choosingColumns ? (
        <ColumnPickerPanel
          id={columnPanelId}
          hidden={search.hide}
          onToggle={(column) => onSearchChange((previous) => ({ ...previous, hide: toggleColumn(previous.hide, column) }))}
        />
      ) : null}
      {data.tests.length === 0 ? (
        <Text size="sm" role="status">
          This page is past the last test. Use Previous, or open the first page.
        </Text>
      ) : (
        <TestResultsTable repo={repo} tests={data.tests} search={search} onSearchChange={onSearchChange} busy={busy} id={tableId} />
      )}
      {/* While the next page loads, the range still describes the rows on screen and the links wait. */}
      <ResultsPager
        {...{ repo, search, onSearchChange, page, links, busy }}
        summary={pageRangeSummary({ page, perPage: search.perPage, size: data.size, total: data.total, noun: PAIRS })}
      />
    </Stack>
  );
}

/** One row per test, most failed runs over 7 days first, ranked from every identity under the filters but health. */
function TestCostResults({ repo, search, onSearchChange, tableId }: ResultsProps) {
  const api = useApiClient();
  const query = useQuery(testSearchQueries.ranking(api, repo, withQuickSearch(search)));
  const { dir, health, notHealth } = search;
  const ranked = query.data === undefined ? null : rankingOf(query.data.read);
  const ranking = useMemo(() => {
    if (ranked === null) return null;
    const shown = withTestHealth(ranked, { health, notHealth });
    return dir === 'asc' && shown.counted ? { ...shown, entries: [...shown.entries].reverse() } : shown;
  }, [ranked, dir, health, notHealth]);
  const exportSource = useMemo(() => (ranking === null ? null : testRankingExport(repo, search, ranking.entries)), [repo, search, ranking]);

  const status = resultsStatus(query, ranking?.entries.length === 0, { search, onSearchChange });
  if (status !== null || query.data === undefined || ranking === null || exportSource === null) return status;
  const { read, complete } = query.data;
  const busy = query.isPlaceholderData;
  const pairs = ranking.entries.reduce((sum, entry) => sum + entry.identities.length, 0);
  // A page of the ranking at a time, as the identity view: the "All" tab ranks every test, hundreds of rows.
  const { items: shown, span } = pageOf(ranking.entries, search.page, search.perPage);

  return (
    <Stack gap="sm">
      <Toolbar
        {...{ search, onSearchChange, exportSource }}
        note={
          <>
            {ranking.counted
              ? `One row per test, most failed runs over ${COST_WINDOW_SENTENCE} first, its pipelines and jobs added up.`
              : `This service reports no run counts: the tests in the order of its failure ratio over ${COST_WINDOW_SENTENCE}.`}{' '}
            A test’s health, and the tab that counts it, is its worst pipeline and job’s.
            {complete
              ? ''
              : ` Ranked among the ${countOf(read.length, PAIRS)} with the highest failure ratio: narrow the filters to rank them all.`}
          </>
        }
      />
      <TestCostTable repo={repo} entries={shown} counted={ranking.counted} direction={search.dir} busy={busy} id={tableId} />
      <ResultsPager
        {...{ repo, search, onSearchChange, busy }}
        summary={`${pageRangeSummary({ ...span, perPage: search.perPage, size: span.shown, noun: TESTS })} (${countOf(pairs, PAIRS)})`}
        page={span.page}
        links={numberedPageLinks(span)}
      />
    </Stack>
  );
}

/** Both views' page bar: the range, Previous and Next, and the page size (the browser's own select: no dropdown code on the first screen). */
function ResultsPager({
  repo,
  search,
  onSearchChange,
  ...bar
}: Omit<ResultsProps, 'tableId'> & Pick<ComponentProps<typeof CursorPaginationBar>, 'summary' | 'page' | 'links' | 'busy'>) {
  return (
    <CursorPaginationBar
      {...bar}
      renderPageLink={(props, target) => <Link {...props} to="/$owner/$repo/tests" params={repo} search={{ ...search, ...target }} />}
    >
      <UrlNativeSelect
        size="xs"
        aria-label="Tests per page"
        data={PAGE_SIZE_OPTIONS}
        value={String(search.perPage)}
        onChange={(value) => {
          const perPage = PAGE_SIZES.find((size) => String(size) === value);
          if (perPage) onSearchChange((previous) => firstPage({ ...previous, perPage }));
        }}
        w={130}
      />
    </CursorPaginationBar>
  );
}

/** Both views before their rows: loading, failed (a refused page link offers the first page), or nothing matched. */
function resultsStatus(query: UseQueryResult, empty: boolean, { search, onSearchChange }: Pick<ResultsProps, 'search' | 'onSearchChange'>) {
  if (query.isPending) return <RoutePending label="Loading tests…" />;
  if (query.isError && search.cursor !== undefined && isStaleCursorError(query.error)) {
    return <StalePageLinkNotice view="search" onFirstPage={() => onSearchChange((previous) => firstPage(previous))} />;
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (empty && !query.isPlaceholderData) return <NoResults search={search} onSearchChange={onSearchChange} />;
  return null;
}

function Toolbar<T>({
  search,
  onSearchChange,
  exportSource,
  note,
  children,
}: Pick<ResultsProps, 'search' | 'onSearchChange'> & { exportSource: ExportSource<T>; note: ReactNode; children?: ReactNode }) {
  const changeSort = (sort: TestSearchParams['sort'], dir: SortDirection) =>
    onSearchChange((previous) => firstPage({ ...previous, sort, dir }));
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" maw={isRankingSort(search.sort) ? '40rem' : undefined}>
        {note}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <UrlNativeSelect
            size="xs"
            label="Sort by"
            data={SORT_OPTIONS}
            value={search.sort}
            onChange={(value) => {
              const next = SORT_MENU.find((candidate) => candidate === value);
              if (next) changeSort(next, search.dir);
            }}
            w={190}
          />
          <SegmentedChoice
            size="xs"
            aria-label="Sort direction"
            value={search.dir}
            onChange={(next) => changeSort(search.sort, next)}
            data={DIRECTIONS}
          />
        </Group>
        {children}
        <ExportMenu source={exportSource} />
      </Group>
    </Group>
  );
}

/** Nothing matched: say what to change, and offer it (clear the filters; search names containing a word typed without wildcards). */
function NoResults({ search, onSearchChange }: Pick<ResultsProps, 'search' | 'onSearchChange'>) {
  const suggestions = search.name.flatMap((pattern) => {
    const wider = containsPattern(pattern);
    return wider === null ? [] : [{ from: pattern, to: wider }];
  });
  if (activeFilterCount(search) === 0) {
    return <EmptyNotice title="No tests yet" description="No test has run on the default branch of this repository in the last 30 days." />;
  }
  return (
    <EmptyNotice
      title="No tests match these filters"
      description={
        suggestions.length > 0
          ? 'A name without * or ? matches only a test with exactly that name. Widen the search below, or clear the filters.'
          : 'Remove a filter in the sidebar, pick another health tab, or clear every filter.'
      }
    >
      {suggestions.map(({ from, to }) => (
        <Button
          key={from}
          variant="light"
          onClick={() =>
            onSearchChange((previous) =>
              firstPage({ ...previous, name: previous.name.map((pattern) => (pattern === from ? to : pattern)) }),
            )
          }
        >
          Search names containing “{from}”
        </Button>
      ))}
      <Button variant="default" onClick={() => onSearchChange((previous) => firstPage({ ...previous, ...EMPTY_TEST_FILTERS }))}>
        Clear all filters
      </Button>
    </EmptyNotice>
  );
}
