import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { TestSearchResult } from '@/api/types';
import type { TestCostEntry } from '@/domain/tests/test-cost';
import { compactFilters, toSearchTestsQuery } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { queryFilters } from '@/lib/export/export-scope';
import { linkPages, onePage, type ExportColumn, type ExportSource } from '@/lib/export/export-source';
import { apiSort, RANKING_SORT, withQuickSearch, type TestSearchParams } from '../lib/test-search-params';

/** The URL's filters, and what the file holds in words ("flaky tests" when one health is asked for). */
function exportNaming(repo: RepositoryRef, search: TestSearchParams) {
  const filters = compactFilters(withQuickSearch(search));
  const health = filters.health?.length === 1 && (filters.notHealth ?? []).length === 0 ? `${filters.health[0]} ` : '';
  return { filters, what: `${health}tests`, fileName: `${repo.owner} ${repo.repo} ${health}tests` };
}

/** The API's largest page: the fewest round trips for a walk through every result. */
const EXPORT_PAGE_SIZE = 100;

/** One row per test identity, values as the API answers them (`flaky`), runs and failed runs as the table shows them. */
export const TEST_SEARCH_EXPORT_COLUMNS: readonly ExportColumn<TestSearchResult>[] = [
  { header: 'Test name', value: (test) => test.test_name },
  { header: 'Pipeline', value: (test) => test.pipeline_name },
  { header: 'Job', value: (test) => test.job_name },
  { header: 'Health', value: (test) => test.metrics.health_status },
  { header: 'Confidence', value: (test) => test.metrics.health_confidence },
  { header: 'Impact', value: (test) => test.metrics.failed_executions_impact },
  { header: 'Runs, 7 d', value: (test) => test.metrics.executions_count ?? null },
  { header: 'Failed runs, 7 d', value: (test) => test.metrics.failed_executions_count ?? null },
  { header: 'Failure ratio, 7 d', value: (test) => test.metrics.failed_executions_ratio ?? null },
  { header: 'Test ID', value: (test) => test.test_id },
];

/** Every result of the URL's search (its filters, health tab and sort), page after page. */
export function testSearchExport(
  api: ApiClient,
  repo: RepositoryRef,
  search: TestSearchParams,
  total: number | null,
): ExportSource<TestSearchResult> {
  const { filters, ...naming } = exportNaming(repo, search);
  const query = { ...toSearchTestsQuery(filters), sort: apiSort(search.sort), direction: search.dir };
  return {
    ...naming,
    columns: TEST_SEARCH_EXPORT_COLUMNS,
    total,
    // Health, confidence and impact are the API's classification at the export; the runs columns say their window.
    scope: () => ({
      window: { description: 'each test as the API classifies it when exported; runs over the 7 days before the hour' },
      filters: queryFilters(query),
    }),
    fetchPage: linkPages(
      (cursor, signal) =>
        api.searchTests({ path: repositoryPath(repo), query: { ...query, per_page: EXPORT_PAGE_SIZE, cursor } }, { signal }),
      (data) => data.tests,
      (data) => data.total,
    ),
  };
}

export const TEST_RANKING_EXPORT_COLUMNS: readonly ExportColumn<TestCostEntry>[] = [
  { header: 'Test name', value: (entry) => entry.testName },
  { header: 'Health', value: (entry) => entry.health },
  { header: 'Failed runs, 7 d', value: (entry) => entry.failedRuns },
  { header: 'Runs, 7 d', value: (entry) => entry.runs },
  {
    header: 'Pipelines and jobs',
    value: (entry) =>
      entry.identities.map((identity) => `${identity.pipeline_name} · ${identity.job_name}: ${identity.metrics.health_status}`).join('; '),
  },
  { header: 'Test ID', value: (entry) => entry.testId },
];

/** The ranking on screen (every tab's tests, in the view's order): already read, one page. */
export function testRankingExport(
  repo: RepositoryRef,
  search: TestSearchParams,
  entries: readonly TestCostEntry[],
): ExportSource<TestCostEntry> {
  const { filters, ...naming } = exportNaming(repo, search);
  return {
    ...naming,
    columns: TEST_RANKING_EXPORT_COLUMNS,
    total: entries.length,
    scope: () => ({
      window: {
        description: 'one row per test, its health its worst pipeline and job’s when exported; runs over the 7 days before the hour',
      },
      filters: queryFilters({ ...toSearchTestsQuery(filters), sort: RANKING_SORT, direction: search.dir }),
    }),
    fetchPage: onePage(() => entries),
  };
}
