import { describe, expect, it } from 'vitest';
import type { SuccessData } from '@/api/operation-routes';
import { intervalGrid } from '@/domain/merge-queue/queue-values';
import { timeSplit, wholeSecondsAddingUp } from './time-split';

const grid = intervalGrid({ start_at: '2026-11-18T00:00:00Z', end_at: '2026-11-20T12:00:00Z' });
const day = (d: number) => ({ start: `2026-11-${d}T00:00:00Z`, end: `2026-11-${d + 1}T00:00:00Z` });
const group = (queue_name: string) => ({ base_ref: 'main', queue_name, priority_rule_name: null });

/** An interval's idle row: per part [sum, p95, max] over `count` sessions. */
function idleRow(d: number, count: number, ci: number[], capacity: number[], schedule = [0, 0, 0], freeze = [0, 0, 0]) {
  const parts = { ci_runtime: ci, idle_capacity: capacity, idle_schedule: schedule, idle_freeze: freeze };
  const row: Record<string, unknown> = { ...day(d), count_idle: count };
  for (const [part, [sum = 0, p95 = 0, max = 0]] of Object.entries(parts)) {
    Object.assign(row, { [part]: count === 0 ? 0 : sum / count, [`sum_${part}`]: sum, [`p95_${part}`]: p95, [`max_${part}`]: max });
  }
  return row;
}
const summary = (p95: number) => ({
  ...Object.fromEntries(
    ['avg', 'max'].flatMap((f) => ['idle_capacity', 'idle_schedule', 'idle_freeze', 'ci_runtime'].map((p) => [`${f}_${p}`, 0])),
  ),
  p95_ci_runtime: p95,
  p95_idle_capacity: p95,
  p95_idle_schedule: 0,
  p95_idle_freeze: 0,
});
const totalRow = (d: number, sum: number, count: number, max: number) => ({
  ...day(d),
  avg_queue_time: count === 0 ? 0 : sum / count,
  max_queue_time: max,
  min_queue_time: 0,
  sum_queue_time: sum,
  count_queue_time: count,
});

describe('where the time in queue goes', () => {
  it('adds the groups’ parts into means that sum to the mean time in queue; p95 only where one group had sessions', () => {
    const idle = {
      groups: [
        {
          ...group('default'),
          stats: [idleRow(18, 2, [600, 400, 500], [200, 150, 180]), idleRow(19, 1, [60, 60, 60], [0, 0, 0])],
          summary: summary(9),
        },
        {
          ...group('hotfix'),
          stats: [idleRow(18, 2, [300, 200, 250], [100, 60, 90]), idleRow(19, 0, [0, 0, 0], [0, 0, 0])],
          summary: summary(7),
        },
      ],
    } as unknown as SuccessData<'getQueueIdleTime'>;
    const totals = {
      groups: [
        { ...group('default'), stats: [totalRow(18, 800, 2, 680), totalRow(19, 60, 1, 60)] },
        { ...group('hotfix'), stats: [totalRow(18, 400, 2, 340), totalRow(19, 0, 0, 0)] },
      ],
    } as unknown as SuccessData<'getQueueTotalTime'>;
    const { perInterval, window } = timeSplit(grid, idle, totals);
    expect(perInterval[0]).toMatchObject({
      sessions: 4,
      parts: { ci_runtime: { mean: 225, p95: null, max: 500 }, idle_capacity: { mean: 75, p95: null, max: 180 } },
      total: { mean: 300, max: 680 },
      remainder: 0,
    });
    // One group had sessions that day: its p95 is the day's.
    expect(perInterval[1]?.parts.ci_runtime).toEqual({ mean: 60, p95: 60, max: 60 });
    expect(perInterval[2]).toMatchObject({ sessions: 0, parts: { ci_runtime: { mean: null } }, total: { mean: null, max: null } });
    expect(window).toMatchObject({ sessions: 5, parts: { ci_runtime: { mean: 192, p95: null, max: 500 } }, total: { mean: 252 } });
  });

  it('names what the parts leave unaccounted for, rather than making them add up', () => {
    const idle = { groups: [{ ...group('default'), stats: [idleRow(18, 1, [100, 100, 100], [50, 50, 50])], summary: summary(1) }] };
    const totals = { groups: [{ ...group('default'), stats: [totalRow(18, 200, 1, 200)] }] };
    const { window } = timeSplit(
      grid,
      idle as unknown as SuccessData<'getQueueIdleTime'>,
      totals as unknown as SuccessData<'getQueueTotalTime'>,
    );
    expect(window.remainder).toBe(50);
    // One group over the window: its summary's p95.
    expect(window.parts.ci_runtime.p95).toBe(1);
  });

  it('rounds the parts to whole seconds that add up to the rounded whole', () => {
    expect(wholeSecondsAddingUp([10.2, 20.5, 30.4])).toEqual([10, 21, 30]);
    expect(wholeSecondsAddingUp([0.5, 0.5])).toEqual([1, 0]);
    expect(wholeSecondsAddingUp([59.9, 0.2])).toEqual([60, 0]);
  });
});
