import type { HealthStatus, SearchTestsQuery, TestSearchResult } from '@/api/types';
import { CHECKOUT_PATH, mockAnswers } from './mock-answers';

export type RankedTest = { testId: string; name: string; failed: number; runs: number; identities: number; health: HealthStatus };

const SEVERITY: readonly HealthStatus[] = ['healthy', 'flaky', 'broken'];

/**
 * Test search's per-test order, from the mock's raw answer for every identity under the query's filters
 * but health (page after page): failed runs over the lookback added up per test, most first, then runs,
 * then name; a test's health is its worst identity's, and the query's health filter keeps the tests whose
 * own health it names. Written here, not taken from the app's ranking, so a wrong ranking fails.
 */
export async function expectedTestRanking(query: SearchTestsQuery): Promise<RankedTest[]> {
  const { health_status: include = [], health_status_exclude: exclude = [], ...others } = query;
  const rows: TestSearchResult[] = [];
  let cursor: string | undefined;
  do {
    const answer = await mockAnswers().searchTests({
      path: CHECKOUT_PATH,
      query: { ...others, sort: 'failed_executions_ratio', direction: 'desc', per_page: 100, ...(cursor === undefined ? {} : { cursor }) },
    });
    rows.push(...answer.data.tests);
    cursor = answer.links.next?.cursor ?? undefined;
  } while (cursor !== undefined);
  const tests = new Map<string, RankedTest>();
  for (const row of rows) {
    const entry = tests.get(row.test_id) ?? {
      testId: row.test_id,
      name: row.test_name,
      failed: 0,
      runs: 0,
      identities: 0,
      health: 'healthy',
    };
    entry.failed += row.metrics.failed_executions_count ?? Number.NaN;
    entry.runs += row.metrics.executions_count ?? Number.NaN;
    entry.identities += 1;
    if (SEVERITY.indexOf(row.metrics.health_status) > SEVERITY.indexOf(entry.health)) entry.health = row.metrics.health_status;
    tests.set(row.test_id, entry);
  }
  return [...tests.values()]
    .filter((test) => (include.length === 0 || include.includes(test.health)) && !exclude.includes(test.health))
    .sort((a, b) => b.failed - a.failed || b.runs - a.runs || (a.name < b.name ? -1 : 1));
}
