import { describe, expect, it } from 'vitest';
import { bucketWidthFor, episodeFirstFailure, isAtRetentionEdge, mergeTimes, retainedFrom, transitionInterval } from './episode-times';
import { HOUR_MS, DAY_MS } from '@/lib/time-constants';

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-11-20T12:34:56Z');

describe('retainedFrom', () => {
  it('starts the kept history 30 days before the current hour', () => {
    expect(new Date(retainedFrom(NOW)).toISOString()).toBe('2026-10-21T12:00:00.000Z');
  });
});

describe('bucketWidthFor / transitionInterval', () => {
  it('chooses the service’s widths', () => {
    expect(bucketWidthFor(DAY_MS)).toBe(HOUR_MS);
    expect(bucketWidthFor(7 * DAY_MS)).toBe(4 * HOUR_MS);
    expect(bucketWidthFor(30 * DAY_MS)).toBe(DAY_MS);
    expect(bucketWidthFor(90 * DAY_MS)).toBe(2 * DAY_MS);
  });

  it('gives the bucket a transition sums up: the UTC bucket ending at its stamp, or holding "now"', () => {
    expect(transitionInterval(at('2026-11-18T00:00:00Z'), 4 * HOUR_MS)).toEqual({
      from: at('2026-11-17T20:00:00Z'),
      to: at('2026-11-18T00:00:00Z'),
    });
    // The current bucket's change is stamped now: the bucket holding it, up to now.
    expect(transitionInterval(at('2026-11-18T01:30:00Z'), 4 * HOUR_MS)).toEqual({
      from: at('2026-11-18T00:00:00Z'),
      to: at('2026-11-18T01:30:00Z'),
    });
    expect(transitionInterval(at('2026-11-18T00:00:00Z'), DAY_MS).from).toBe(at('2026-11-17T00:00:00Z'));
  });
});

describe('episodeFirstFailure', () => {
  const broken = { at: '2026-11-18T12:00:00Z', health_status: 'broken' as const, exception_type: 'AssertionError' };
  const group = (id: string, first: string, last: string, type = 'AssertionError') => ({
    id,
    exception_type: type,
    first_failure_at: first,
    last_failure_at: last,
  });

  it('is the earliest group of the exception that began after the previous change', () => {
    const groups = [
      group('b', '2026-11-18T02:00:00Z', '2026-11-20T00:00:00Z'),
      group('a', '2026-11-17T18:40:15Z', '2026-11-20T11:49:51Z'),
      group('x', '2026-11-01T00:00:00Z', '2026-11-20T00:00:00Z', 'Other'),
    ];
    expect(episodeFirstFailure(broken, '2026-10-22T12:00:00Z', groups)).toEqual({ at: '2026-11-17T18:40:15Z', failureId: 'a' });
  });

  it('is unknown when a group of the exception also failed before the episode, or for a recovery', () => {
    expect(episodeFirstFailure(broken, '2026-11-15T12:00:00Z', [group('a', '2026-11-14T00:00:00Z', '2026-11-20T00:00:00Z')])).toBeNull();
    expect(
      episodeFirstFailure({ ...broken, health_status: 'healthy' }, null, [group('a', '2026-11-17T00:00:00Z', '2026-11-20T00:00:00Z')]),
    ).toBeNull();
    expect(episodeFirstFailure({ ...broken, exception_type: null }, null, [])).toBeNull();
  });

  it('ignores groups that ended before the episode or began after its change', () => {
    const groups = [
      group('old', '2026-10-01T00:00:00Z', '2026-10-02T00:00:00Z'),
      group('late', '2026-11-19T00:00:00Z', '2026-11-20T00:00:00Z'),
    ];
    expect(episodeFirstFailure(broken, '2026-11-10T00:00:00Z', groups)).toBeNull();
  });
});

describe('isAtRetentionEdge', () => {
  const keptWindow = { start: '2026-10-21T12:00:00Z' };
  const flaky = [{ at: '2026-10-22T12:00:00Z', health_status: 'flaky' as const }];

  it('is the first failure of an episode under way where the kept history starts', () => {
    expect(
      isAtRetentionEdge('2026-10-21T21:30:00Z', { window: keptWindow, first_activity_at: keptWindow.start, transitions: flaky }, NOW),
    ).toBe(true);
  });

  it('is not when the test began later, was healthy first, recovered before it, or the window starts later', () => {
    const history = { window: keptWindow, first_activity_at: keptWindow.start, transitions: flaky };
    expect(isAtRetentionEdge('2026-10-21T21:30:00Z', { ...history, first_activity_at: '2026-10-25T12:00:00Z' }, NOW)).toBe(false);
    expect(
      isAtRetentionEdge(
        '2026-11-17T18:40:00Z',
        {
          ...history,
          transitions: [
            { at: '2026-10-22T12:00:00Z', health_status: 'healthy' },
            { at: '2026-11-18T12:00:00Z', health_status: 'broken' },
          ],
        },
        NOW,
      ),
    ).toBe(false);
    expect(
      isAtRetentionEdge(
        '2026-11-01T00:00:00Z',
        { ...history, transitions: [...flaky, { at: '2026-10-25T12:00:00Z', health_status: 'healthy' }] },
        NOW,
      ),
    ).toBe(false);
    expect(
      isAtRetentionEdge(
        '2026-11-14T00:00:00Z',
        { window: { start: '2026-11-13T12:00:00Z' }, first_activity_at: '2026-11-13T12:00:00Z', transitions: flaky },
        NOW,
      ),
    ).toBe(false);
    expect(isAtRetentionEdge(null, history, NOW)).toBe(false);
  });
});

describe('mergeTimes', () => {
  it('takes each pull request’s earliest merge event', () => {
    const events = [
      { type: 'action.queue.merged', received_at: '2026-11-17T18:36:57Z', pull_request: 1287 },
      { type: 'action.merge', received_at: '2026-11-17T18:37:10Z', pull_request: 1287 },
      { type: 'action.queue.enter', received_at: '2026-11-17T18:00:00Z', pull_request: 1204 },
      { type: 'action.merge', received_at: '2026-11-03T18:19:00Z', pull_request: null },
    ];
    expect([...mergeTimes(events)]).toEqual([[1287, '2026-11-17T18:36:57Z']]);
  });
});
