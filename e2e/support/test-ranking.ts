import type { SearchTestsQuery } from '@/api/types';
import { CHECKOUT_PATH, mockAnswers } from './mock-answers';

export type RankedTest = { testId: string; name: string; failed: number; runs: number; identities: number };

/**
 * Test search's opening order, from the mock's raw answer for every matching identity (one page of
 * 100 holds them in the demo): failed runs over the lookback added up per test, most first, then runs,
 * then name. Written here, not taken from the app's ranking, so a wrong ranking fails.
 */
export async function expectedTestRanking(query: SearchTestsQuery): Promise<RankedTest[]> {
  const answer = (
    await mockAnswers().searchTests({
      path: CHECKOUT_PATH,
      query: { ...query, sort: 'failed_executions_ratio', direction: 'desc', per_page: 100 },
    })
  ).data;
  if (answer.tests.length < answer.total) throw new Error('more identities than one page: the ranking covers only part of them');
  const tests = new Map<string, RankedTest>();
  for (const row of answer.tests) {
    const entry = tests.get(row.test_id) ?? { testId: row.test_id, name: row.test_name, failed: 0, runs: 0, identities: 0 };
    entry.failed += row.metrics.failed_executions_count ?? Number.NaN;
    entry.runs += row.metrics.executions_count ?? Number.NaN;
    entry.identities += 1;
    tests.set(row.test_id, entry);
  }
  return [...tests.values()].sort((a, b) => b.failed - a.failed || b.runs - a.runs || (a.name < b.name ? -1 : 1));
}
