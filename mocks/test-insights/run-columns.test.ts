import { describe, expect, it } from 'vitest';
import { appendRuns, columnsFromRuns, lowerBound, mergeColumns, rangeOf, RunBuffer, sliceRuns } from './run-columns';
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
    const merged = mergeColumns([
      runs([
        { h: 1, c: 'P' },
        { h: 3, c: 'F' },
      ]),
      runs([
        { h: 2, c: 'S' },
        { h: 4, c: 'P' },
      ]),
    ]);
    expect([...merged.time]).toEqual([at(1), at(2), at(3), at(4)]);
    expect([...merged.identity]).toEqual([0, 1, 0, 1]);
    expect([...merged.conclusion]).toEqual([0, 2, 1, 0]);
    const single = runs([{ h: 1, c: 'P' }]);
    expect(mergeColumns([single])).toBe(single);
  });

  it('finds half-open time ranges by binary search', () => {
    const columns = runs([
      { h: 1, c: 'P' },
      { h: 2, c: 'P' },
      { h: 2, c: 'P' },
      { h: 5, c: 'P' },
    ]);
    expect(lowerBound(columns.time, at(2))).toBe(1);
    expect(lowerBound(columns.time, at(6))).toBe(4);
    expect(rangeOf(columns, at(2), at(5))).toEqual([1, 3]);
    expect(rangeOf(columns, at(6), at(7))).toEqual([4, 4]);
  });

  it('buffers runs without an object each and orders them like loose runs (time, attempt, arrival)', () => {
    const loose = [
      { time: 30, duration: 1.5, conclusion: 0, attempt: 1, commit: 3, failureKind: -1 },
      { time: 10, duration: 2, conclusion: 1, attempt: 2, commit: 1, failureKind: 0 },
      { time: 10, duration: 3, conclusion: 0, attempt: 1, commit: 1, failureKind: -1 },
      ...Array.from({ length: 20 }, (_, index) => ({
        time: 40 + index,
        duration: index,
        conclusion: 2,
        attempt: 1,
        commit: 4,
        failureKind: -1,
      })),
    ];
    const buffer = new RunBuffer();
    for (const run of loose) buffer.push(run.time, run.duration, run.conclusion, run.attempt, run.commit, run.failureKind);
    expect(buffer.length).toBe(loose.length);
    expect(buffer.toColumns()).toEqual(columnsFromRuns(loose));
    expect(new RunBuffer().toColumns().length).toBe(0);
  });

  it('slices a time range as views over the same arrays', () => {
    const columns = runs([
      { h: 1, c: 'P' },
      { h: 2, c: 'F' },
      { h: 3, c: 'P' },
    ]);
    const middle = sliceRuns(columns, at(2), at(3));
    expect([...middle.time]).toEqual([at(2)]);
    expect(middle.conclusion.buffer).toBe(columns.conclusion.buffer);
    expect(sliceRuns(columns, -Infinity, Infinity)).toBe(columns);
  });

  it('appends a later day: held runs keep their order, earlier ones past `keepFrom` go, added ones fall in by time', () => {
    const held = runs([
      { h: 1, c: 'P' },
      { h: 2, c: 'F' },
      { h: 5, c: 'P' },
    ]);
    const added = runs([
      { h: 4, c: 'S' },
      { h: 5, c: 'F' },
      { h: 6, c: 'P' },
    ]);
    const appended = appendRuns(held, added, at(2));
    expect([...appended.time]).toEqual([at(2), at(4), at(5), at(5), at(6)]);
    expect([...appended.conclusion]).toEqual([1, 2, 0, 1, 0]);
    expect(appendRuns(held, runs([]), at(0))).toBe(held);
    expect(held.length).toBe(3);
  });
});
