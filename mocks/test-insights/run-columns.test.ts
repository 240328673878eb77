import { describe, expect, it } from 'vitest';
import { columnsFromRuns, lowerBound, mergeColumns, rangeOf } from './run-columns';
import { at, runs } from './testing/runs';

describe('run columns', () => {
  it('sorts loose runs by time, then attempt', () => {
    const columns = columnsFromRuns([
      { time: 30, duration: 1, conclusion: 0, attempt: 1, commit: 3, failureKind: -1 },
      { time: 10, duration: 1, conclusion: 1, attempt: 2, commit: 1, failureKind: 0 },
      { time: 10, duration: 1, conclusion: 0, attempt: 1, commit: 1, failureKind: -1 },
    ]);
    expect([...columns.time]).toEqual([10, 10, 30]);
    expect([...columns.attempt]).toEqual([1, 2, 1]);
  });

  it('merges identities in time order, tagging each run with its identity', () => {
    const merged = mergeColumns([runs([{ h: 1, c: 'P' }, { h: 3, c: 'F' }]), runs([{ h: 2, c: 'S' }, { h: 4, c: 'P' }])]);
    expect([...merged.time]).toEqual([at(1), at(2), at(3), at(4)]);
    expect([...merged.identity]).toEqual([0, 1, 0, 1]);
    expect([...merged.conclusion]).toEqual([0, 2, 1, 0]);
    const single = runs([{ h: 1, c: 'P' }]);
    expect(mergeColumns([single])).toBe(single);
  });

  it('finds half-open time ranges by binary search', () => {
    const columns = runs([{ h: 1, c: 'P' }, { h: 2, c: 'P' }, { h: 2, c: 'P' }, { h: 5, c: 'P' }]);
    expect(lowerBound(columns.time, at(2))).toBe(1);
    expect(lowerBound(columns.time, at(6))).toBe(4);
    expect(rangeOf(columns, at(2), at(5))).toEqual([1, 3]);
    expect(rangeOf(columns, at(6), at(7))).toEqual([4, 4]);
  });
});
