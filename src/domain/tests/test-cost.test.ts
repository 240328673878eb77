import { describe, expect, it } from 'vitest';
import type { TestSearchResult } from '@/api/types';
import { rankTestsByCost } from './test-cost';

function identity(
  testId: string,
  job: string,
  health: TestSearchResult['metrics']['health_status'],
  counts?: [number, number],
): TestSearchResult {
  return {
    test_id: testId,
    test_name: `name of ${testId}`,
    pipeline_name: 'ci',
    job_name: job,
    metrics: {
      health_status: health,
      health_confidence: 'medium',
      failed_executions_impact: health === 'healthy' ? null : 'low',
      ...(counts ? { failed_executions_count: counts[0], executions_count: counts[1] } : {}),
    },
  };
}

describe('rankTestsByCost', () => {
  it('puts one entry per test, its failed runs added up over its identities, most first', () => {
    const { entries, counted } = rankTestsByCost([
      identity('a', 'unit', 'flaky', [1, 10]),
      identity('b', 'unit', 'broken', [8, 10]),
      identity('a', 'e2e', 'broken', [9, 12]),
    ]);
    expect(counted).toBe(true);
    expect(entries.map((entry) => [entry.testId, entry.failedRuns, entry.runs, entry.health])).toEqual([
      ['a', 10, 22, 'broken'],
      ['b', 8, 10, 'broken'],
    ]);
    expect(entries[0]?.identities.map((row) => row.job_name)).toEqual(['e2e', 'unit']);
  });

  it('breaks ties by runs, then by name, so every load gives the same order', () => {
    const { entries } = rankTestsByCost([
      identity('c', 'unit', 'flaky', [2, 5]),
      identity('b', 'unit', 'flaky', [2, 5]),
      identity('a', 'unit', 'flaky', [2, 4]),
    ]);
    expect(entries.map((entry) => entry.testId)).toEqual(['b', 'c', 'a']);
  });

  it('keeps the service’s order and reports no figure when the service gives no counts', () => {
    const { entries, counted } = rankTestsByCost([
      identity('b', 'unit', 'flaky'),
      identity('a', 'unit', 'broken', [5, 5]),
      identity('b', 'e2e', 'flaky'),
    ]);
    expect(counted).toBe(false);
    expect(entries.map((entry) => [entry.testId, entry.failedRuns, entry.identities.length])).toEqual([
      ['b', null, 2],
      ['a', null, 1],
    ]);
  });
});
