import { describe, expect, it } from 'vitest';
import { computeTestStat } from './stats-series';
import { DAY_MS } from './time-constants';
import { BASE, at, runs } from '../../tests/mock-kit/runs';

const columns = runs([
  { h: 1, c: 'P', commit: 1, durationMs: 1000 },
  { h: 2, c: 'F', commit: 2, durationMs: 3000 },
  { h: 3, c: 'P', commit: 2, attempt: 2, durationMs: 2000 },
  { h: 5, c: 'F', commit: 3, durationMs: 5000 },
  { h: 6, c: 'S', commit: 4, durationMs: 0 },
  { h: 30, c: 'P', commit: 5, durationMs: 4000 },
]);
const window = { start: BASE, end: BASE + DAY_MS };

describe('computeTestStat', () => {
  it('counts passed and failed runs per bucket, summing to the value', () => {
    for (const stat of ['success_count', 'failure_count', 'flaky_count'] as const) {
      const series = computeTestStat(columns, stat, window, 0);
      expect(series.points).toHaveLength(24);
      expect(series.points.reduce((sum, point) => sum + point.value, 0)).toBe(series.value);
    }
    expect(computeTestStat(columns, 'success_count', window, 0).value).toBe(2);
    expect(computeTestStat(columns, 'failure_count', window, 0).value).toBe(2);
    const failures = computeTestStat(columns, 'failure_count', window, 0).points;
    expect(failures[2]?.value).toBe(1);
    expect(failures[5]?.value).toBe(1);
  });

  it('counts as flaky only failures whose commit also passed under the same identity', () => {
    const series = computeTestStat(columns, 'flaky_count', window, 0);
    expect(series.value).toBe(1);
    expect(series.points[2]?.value).toBe(1);
  });

  it('finds the passing rerun even when it falls after the window', () => {
    const late = runs([
      { h: 23.5, c: 'F', commit: 1 },
      { h: 24.5, c: 'P', commit: 1, attempt: 2 },
    ]);
    expect(computeTestStat(late, 'flaky_count', window, 0).value).toBe(1);
  });

  it('averages durations of passed and failed runs in seconds, 0 for empty buckets', () => {
    const series = computeTestStat(columns, 'mean_duration', window, 0);
    expect(series.value).toBe(2.75);
    expect(series.points[1]?.value).toBe(1);
    expect(series.points[0]?.value).toBe(0);
  });

  it('does not count runs before the retention', () => {
    expect(computeTestStat(columns, 'success_count', window, at(2)).value).toBe(1);
  });

  it('answers zeros over a window without runs', () => {
    const empty = computeTestStat(columns, 'failure_count', { start: at(100), end: at(110) }, 0);
    expect(empty.value).toBe(0);
    expect(empty.points.every((point) => point.value === 0)).toBe(true);
  });
});
