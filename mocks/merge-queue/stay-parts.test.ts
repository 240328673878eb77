import { describe, expect, it } from 'vitest';
import type { EndedSession } from './queue-history';
import { stayParts, unionLength } from './queue-figures';

function session(runs: { startAt: number; endAt: number | null }[], waits: { schedule?: number; freeze?: number } = {}): EndedSession {
  return {
    id: 's',
    pullRequest: 1,
    key: { baseRef: 'main', queueName: 'default', priorityRuleName: null },
    enterAt: 0,
    mergedAt: null,
    runs: runs.map((run) => ({ ...run, retryAttempt: null })),
    leave: {
      at: 100_000,
      merged: true,
      dequeueCode: 'PR_MERGED',
      waitingForScheduleSeconds: waits.schedule ?? 0,
      waitingForFreezeSeconds: waits.freeze ?? 0,
      batchId: null,
    },
  };
}

describe('unionLength', () => {
  it('counts overlapping time once and clips to the range', () => {
    const intervals = [
      { start: -50, end: 20 },
      { start: 10, end: 30 },
      { start: 25, end: 28 },
      { start: 60, end: 200 },
    ];
    expect(unionLength(intervals, 0, 100)).toBe(30 + 40);
  });
});

describe('stayParts', () => {
  it('splits the stay into CI, schedule, freeze and the rest', () => {
    const parts = stayParts(
      session(
        [
          { startAt: 10_000, endAt: 40_000 },
          { startAt: 30_000, endAt: 50_000 },
        ],
        { schedule: 20, freeze: 5 },
      ),
    );
    expect(parts).toEqual({ total: 100, ciRuntime: 40, idleSchedule: 20, idleFreeze: 5, idleCapacity: 35 });
  });

  it('caps the reported waits at the time CI did not take, so the parts add up to the stay', () => {
    const parts = stayParts(session([{ startAt: 0, endAt: 80_000 }], { schedule: 15, freeze: 30 }));
    expect(parts).toEqual({ total: 100, ciRuntime: 80, idleSchedule: 15, idleFreeze: 5, idleCapacity: 0 });
  });

  it('runs a run still open at the exit until the exit', () => {
    expect(stayParts(session([{ startAt: 90_000, endAt: null }])).ciRuntime).toBe(10);
  });
});
