import { describe, expect, it } from 'vitest';
import type { Clock } from '../core/clock';
import { fingerprintFilters, decodeCursor, encodeCursor } from './activity-cursor';
import { ActivityEventLog } from './activity-event-log';
import { NO_FILTERS } from './activity-query';
import { listQuery } from '../../tests/mock-kit/test-store';
import { listEvents } from './list-events';

const T0 = Date.parse('2026-11-20T12:00:00.000Z');

function logWithClock(times: number[]): ActivityEventLog {
  let call = 0;
  const clock: Clock = { now: () => times[Math.min(call++, times.length - 1)] ?? T0 };
  return new ActivityEventLog({ repository: 'acme/checkout', clock, firstId: 500 });
}

describe('ActivityEventLog.append', () => {
  it('stamps the clock time, assigns increasing ids, derives the outcome and indexes the event', () => {
    const log = logWithClock([T0, T0 + 1000]);
    const first = log.append({
      type: 'action.merge',
      trigger: 'merge queue internal',
      pull_request: 7,
      base_ref: 'main',
      metadata: { branch: 'main' },
    });
    const second = log.append({
      type: 'action.review',
      trigger: 'Rule: changelog',
      pull_request: 7,
      base_ref: 'main',
      metadata: { review_type: 'REQUEST_CHANGES', reviewer: null, message: null },
    });
    expect(first).toEqual({
      id: 500,
      received_at: '2026-11-20T12:00:00.000Z',
      trigger: 'merge queue internal',
      repository: 'acme/checkout',
      pull_request: 7,
      base_ref: 'main',
      outcome: 'success',
      type: 'action.merge',
      metadata: { branch: 'main' },
    });
    expect(second).toMatchObject({ id: 501, outcome: 'failure', received_at: '2026-11-20T12:00:01.000Z' });
    expect(log.size).toBe(2);
    const page = listEvents(log, listQuery({ from: T0 - 1000, to: T0 + 5000 }, { outcome: ['failure'] }));
    expect(page.events).toEqual([second]);
  });

  it('never goes back in time when the clock is behind the newest event', () => {
    const log = logWithClock([T0, T0 - 60_000]);
    log.append({ type: 'action.refresh', trigger: '@alice', pull_request: 1, base_ref: 'main', metadata: {} });
    const late = log.append({ type: 'action.refresh', trigger: '@bob', pull_request: 1, base_ref: 'main', metadata: {} });
    expect(late.received_at).toBe('2026-11-20T12:00:00.000Z');
    expect(late.id).toBe(501);
  });
});

describe('activity cursors', () => {
  it('round-trip and ignore filter order and repeats in the fingerprint', () => {
    const a = fingerprintFilters({ ...NO_FILTERS, pullRequest: [3, 1, 3], trigger: ['b', 'a'] });
    const b = fingerprintFilters({ ...NO_FILTERS, pullRequest: [1, 3], trigger: ['a', 'b'] });
    expect(a).toBe(b);
    expect(fingerprintFilters({ ...NO_FILTERS, notPullRequest: [1, 3] })).not.toBe(
      fingerprintFilters({ ...NO_FILTERS, pullRequest: [1, 3] }),
    );
    const state = {
      position: { direction: 'prev' as const, receivedAt: T0, id: 9 },
      scope: 'r',
      filterFingerprint: a,
      window: { from: T0 - 1, to: T0 },
    };
    expect(decodeCursor(encodeCursor(state))).toEqual(state);
    expect(decodeCursor('')).toBeNull();
    expect(decodeCursor('a.b.c')).toBeNull();
  });
});
