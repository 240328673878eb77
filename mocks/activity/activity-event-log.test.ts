import { describe, expect, it } from 'vitest';
import type { Clock } from '../core/clock';
import { ActivityEventLog } from './activity-event-log';
import { listQuery } from '../../tests/mock-kit/test-store';
import { listEvents } from './activity-query';

const T0 = Date.parse('2026-11-20T12:00:00.000Z');

function logWithClock(times: number[]): ActivityEventLog {
  let call = 0;
  const clock: Clock = { now: () => times[Math.min(call++, times.length - 1)] ?? T0 };
  return new ActivityEventLog({ repository: 'acme/checkout', clock });
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
      id: 1,
      received_at: '2026-11-20T12:00:00.000Z',
      trigger: 'merge queue internal',
      repository: 'acme/checkout',
      pull_request: 7,
      base_ref: 'main',
      outcome: 'success',
      type: 'action.merge',
      metadata: { branch: 'main' },
    });
    expect(second).toMatchObject({ id: 2, outcome: 'failure', received_at: '2026-11-20T12:00:01.000Z' });
    expect(log.size).toBe(2);
    expect(listEvents(log, listQuery({ from: T0 - 1000, to: T0 + 5000 }, { outcome: ['failure'] }))).toEqual([second]);
  });

  it('never goes back in time when the clock is behind the newest event', () => {
    const log = logWithClock([T0, T0 - 60_000]);
    log.append({ type: 'action.refresh', trigger: '@alice', pull_request: 1, base_ref: 'main', metadata: {} });
    const late = log.append({ type: 'action.refresh', trigger: '@bob', pull_request: 1, base_ref: 'main', metadata: {} });
    expect(late.received_at).toBe('2026-11-20T12:00:00.000Z');
    expect(late.id).toBe(2);
  });
});
