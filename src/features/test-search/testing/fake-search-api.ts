import type { ApiClient } from '@/api/client';
import type { SearchTestsQuery, TestSearchResult } from '@/api/types';

/**
 * A test-search-only ApiClient over a few rows, honouring every filter, sort and paging parameter the
 * way the API does (exact names, `*`/`?` globs; cursor = offset), and recording each query.
 */
export function fakeSearchApi(rows: readonly TestSearchResult[]) {
  const calls: SearchTestsQuery[] = [];
  const api: Pick<ApiClient, 'searchTests' | 'baseUrl'> = {
    baseUrl: 'https://api.test/v1',
    searchTests: async (args) => {
      const query = args.query ?? {};
      calls.push(query);
      const matches = rows.filter((row) => matchesQuery(row, query)).sort(comparator(query));
      const perPage = query.per_page ?? 10;
      const offset = query.cursor === undefined ? 0 : Number(query.cursor);
      const tests = matches.slice(offset, offset + perPage);
      const link = (cursor: number) => ({ url: `https://api.test/v1/x?cursor=${cursor}`, cursor: String(cursor), perPage });
      return {
        data: { size: tests.length, per_page: perPage, tests, total: matches.length },
        links: {
          next: offset + perPage < matches.length ? link(offset + perPage) : null,
          prev: offset > 0 ? link(Math.max(0, offset - perPage)) : null,
        },
      };
    },
  };
  return { api: api as ApiClient, calls };
}

function glob(pattern: string): RegExp {
  const source = [...pattern].map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\/-]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`);
}

function within(value: string | null, include: readonly string[] | undefined, exclude: readonly string[] | undefined): boolean {
  if (include && include.length > 0 && (value === null || !include.includes(value))) return false;
  if (exclude && value !== null && exclude.includes(value)) return false;
  return true;
}

function matchesQuery(row: TestSearchResult, query: SearchTestsQuery): boolean {
  if (query.test_name?.length && !query.test_name.some((pattern) => glob(pattern).test(row.test_name))) return false;
  if (query.test_name_exclude?.some((pattern) => glob(pattern).test(row.test_name))) return false;
  return (
    within(row.pipeline_name, query.pipeline_name, query.pipeline_name_exclude) &&
    within(row.job_name, query.job_name, query.job_name_exclude) &&
    within(row.metrics.health_status, query.health_status, query.health_status_exclude) &&
    within(row.metrics.health_confidence, query.health_confidence, query.health_confidence_exclude) &&
    within(row.metrics.failed_executions_impact, query.failed_executions_impact, query.failed_executions_impact_exclude)
  );
}

const RANK: Record<string, number> = { healthy: 0, flaky: 1, broken: 2, low: 0, medium: 1, high: 2 };

function comparator(query: SearchTestsQuery) {
  const sign = query.direction === 'asc' ? 1 : -1;
  const key = (row: TestSearchResult): string | number => {
    switch (query.sort) {
      case 'test_name':
        return row.test_name;
      case 'pipeline_name':
        return row.pipeline_name;
      case 'job_name':
        return row.job_name;
      case 'health_status':
        return RANK[row.metrics.health_status] ?? 0;
      case 'health_confidence':
        return RANK[row.metrics.health_confidence] ?? 0;
      case 'failed_executions_impact':
        return row.metrics.failed_executions_impact === null ? -1 : (RANK[row.metrics.failed_executions_impact] ?? 0);
      default:
        return 0; // executions and failure ratio: the fixture order stands in
    }
  };
  return (a: TestSearchResult, b: TestSearchResult) => {
    const [ka, kb] = [key(a), key(b)];
    const primary = ka < kb ? -1 : ka > kb ? 1 : 0;
    return sign * primary || (a.test_name < b.test_name ? -1 : a.test_name > b.test_name ? 1 : 0);
  };
}

export function searchRow(
  testName: string,
  pipeline: string,
  job: string,
  health: TestSearchResult['metrics']['health_status'],
  confidence: TestSearchResult['metrics']['health_confidence'] = 'high',
  impact: TestSearchResult['metrics']['failed_executions_impact'] = health === 'healthy' ? null : 'low',
): TestSearchResult {
  const id = [...testName].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1e12, 7);
  return {
    test_id: `00000000-0000-5000-8000-${String(id).padStart(12, '0')}`,
    test_name: testName,
    pipeline_name: pipeline,
    job_name: job,
    metrics: { health_status: health, health_confidence: confidence, failed_executions_impact: impact },
  };
}
