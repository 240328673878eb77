import { describe, expect, it } from 'vitest';
import type { QuarantineRecord } from '../store/records';
import { findQuarantineConflict, listQuarantines } from './quarantine-rules';
import { RECOVERY_MIN_EXECUTED_RUNS, isRecovered } from './test-health-now';

function record(
  id: string,
  testName: string,
  branch: string | null,
  createdAt: number,
  source: 'manual' | 'auto' = 'manual',
): QuarantineRecord {
  return { id, testName, testId: `tid-${testName}`, reason: 'r', branch, createdAt, source };
}

const records = [record('b', 'test_a', null, 20, 'auto'), record('a', 'test_a', 'main', 20), record('c', 'test_b', 'main', 10)];

describe('findQuarantineConflict', () => {
  it('matches the same test name and the same branch value, null included', () => {
    expect(findQuarantineConflict(records, 'test_a', null)?.id).toBe('b');
    expect(findQuarantineConflict(records, 'test_a', 'main')?.id).toBe('a');
    expect(findQuarantineConflict(records, 'test_a', 'release')).toBeUndefined();
    expect(findQuarantineConflict(records, 'test_b', null)).toBeUndefined();
    expect(findQuarantineConflict(records, 'TEST_A', null)).toBeUndefined();
  });
});

describe('listQuarantines', () => {
  it('orders by creation time, then id', () => {
    expect(listQuarantines(records, {}).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it('filters by branch (its own and every all-branches quarantine), test id and source', () => {
    expect(listQuarantines(records, { branch: 'main' }).map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(listQuarantines(records, { branch: 'nope' }).map((item) => item.id)).toEqual(['b']);
    expect(listQuarantines(records, { branch: 'Main' }).map((item) => item.id)).toEqual(['b']);
    expect(listQuarantines(records, { branch: 'main', source: 'manual' }).map((item) => item.id)).toEqual(['c', 'a']);
    expect(listQuarantines(records, { testId: 'tid-test_a', source: 'auto' }).map((item) => item.id)).toEqual(['b']);
    expect(
      listQuarantines(
        records.filter((item) => item.branch !== null),
        { branch: 'nope' },
      ),
    ).toEqual([]);
  });
});

describe('isRecovered', () => {
  it('needs a healthy badge resting on enough executed runs', () => {
    expect(isRecovered({ health: 'healthy', executed: RECOVERY_MIN_EXECUTED_RUNS })).toBe(true);
    expect(isRecovered({ health: 'healthy', executed: RECOVERY_MIN_EXECUTED_RUNS - 1 })).toBe(false);
    expect(isRecovered({ health: 'flaky', executed: 100 })).toBe(false);
    expect(isRecovered(null)).toBe(false);
  });
});
