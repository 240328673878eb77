import { describe, expect, it } from 'vitest';
import type { QuarantineRecord } from '../store/records';
import {
  RECOVERY_MIN_EXECUTED_RUNS,
  checkQuarantinedNames,
  findQuarantineConflict,
  isRecovered,
  listQuarantines,
} from './quarantine-rules';

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
  it('finds the quarantine of the same test name, whatever its branch; names match exactly', () => {
    const unique = [record('b', 'test_a', null, 20), record('c', 'test_b', 'main', 10)];
    expect(findQuarantineConflict(unique, 'test_a')?.id).toBe('b');
    expect(findQuarantineConflict(unique, 'test_b')?.id).toBe('c');
    expect(findQuarantineConflict(unique, 'TEST_A')).toBeUndefined();
    expect(findQuarantineConflict(unique, 'test_c')).toBeUndefined();
  });
});

describe('checkQuarantinedNames', () => {
  const unique = [record('b', 'test_a', null, 20), record('c', 'test_b', 'main', 10), record('d', 'test_c', 'release', 5)];

  it('counts the branch’s own and the all-branches quarantines, as the list’s branch filter does', () => {
    expect(checkQuarantinedNames(unique, ['test_a', 'test_b', 'test_c', 'unknown'], 'main')).toEqual({
      quarantined: ['test_a', 'test_b'],
      nonQuarantined: ['test_c', 'unknown'],
    });
    expect(checkQuarantinedNames(unique, ['test_b', 'test_a'], 'Main')).toEqual({ quarantined: ['test_a'], nonQuarantined: ['test_b'] });
  });

  it('treats the names as a set, in the order first sent', () => {
    expect(checkQuarantinedNames(unique, ['x', 'test_a', 'x', 'test_a', 'y'], 'main')).toEqual({
      quarantined: ['test_a'],
      nonQuarantined: ['x', 'y'],
    });
    expect(checkQuarantinedNames(unique, [], 'main')).toEqual({ quarantined: [], nonQuarantined: [] });
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
