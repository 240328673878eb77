import { describe, expect, it } from 'vitest';
import type { ActivityLogEvent, HealthTransition } from '@/api/types';
import { buildTimeline, entryTimeWords, isQuarantineEventOf, namedPullRequests, timelineRows } from './correlated-timeline';
import { HOUR_MS } from '@/lib/time-constants';

const pull = (number: number) => ({ id: number, number, title: `PR ${number}`, user: { id: 1, login: 'someone' } });
const transitions: HealthTransition[] = [
  { at: '2026-11-13T00:00:00Z', health_status: 'healthy', exception_type: null, pull_request: null },
  { at: '2026-11-18T00:00:00Z', health_status: 'broken', exception_type: 'AssertionError', pull_request: pull(1287) },
];

function event(id: number, type: string, at: string, extra: Partial<Record<string, unknown>> = {}): ActivityLogEvent {
  return {
    id,
    type,
    received_at: at,
    trigger: 'x',
    repository: 'acme/checkout',
    pull_request: null,
    base_ref: null,
    outcome: 'neutral',
    metadata: {},
    ...extra,
  } as unknown as ActivityLogEvent;
}

const test = { testId: 't-1', testName: 'cart rounds tax' };
const quarantined = event(3, 'test.quarantined', '2026-11-18T06:00:00Z', {
  metadata: { quarantine_id: 'q-1', test_id: 't-1', test_name: test.testName, branch: null },
});
const enter = event(1, 'action.queue.enter', '2026-11-17T18:10:26Z', { pull_request: 1287 });
const merged = event(2, 'action.queue.merged', '2026-11-17T18:36:57Z', { pull_request: 1287 });
const window = { start: Date.parse('2026-11-13T00:00:00Z'), end: Date.parse('2026-11-20T12:00:00Z') };
const taxGroup = {
  id: 'g-1',
  exception_type: 'AssertionError',
  first_failure_at: '2026-11-17T18:40:15Z',
  last_failure_at: '2026-11-20T11:49:51Z',
};

describe('correlated timeline', () => {
  it('puts the queue events, the transition and the quarantine in time order, each opening what it names', () => {
    const entries = buildTimeline({
      transitions,
      quarantineEvents: [quarantined],
      queueEvents: [merged, enter],
      failures: [taxGroup],
      bucketMs: 4 * HOUR_MS,
      window,
    });
    expect(entries.map((entry) => [entry.lane, entry.label])).toEqual([
      ['queue', '#1287: Entered the queue'],
      ['queue', '#1287: Merged by the queue'],
      ['health', 'Became broken (#1287)'],
      ['quarantine', 'Quarantined on every branch'],
    ]);
    expect(entries[3]?.target).toEqual({ kind: 'quarantine', quarantineId: 'q-1' });
    expect(entries[0]?.target).toEqual({
      kind: 'activity',
      type: 'action.queue.enter',
      at: Date.parse(enter.received_at),
      pullRequest: 1287,
    });
    // The change at its episode's first failure, not at its bucket's boundary.
    expect(entries[2]).toMatchObject({ at: Date.parse(taxGroup.first_failure_at) });
    expect(entries[2]?.between).toBeUndefined();
  });

  it('places a change no failure dates in its bucket', () => {
    const entries = buildTimeline({ transitions, quarantineEvents: [], queueEvents: [], failures: [], bucketMs: 4 * HOUR_MS, window });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ at: Date.parse('2026-11-18T00:00:00Z'), between: Date.parse('2026-11-17T20:00:00Z') });
    expect(entryTimeWords(entries[0]!)).toMatch(/^between .+ and .+$/);
  });

  it('leaves out the window-opening point and anything outside the window', () => {
    const late = event(9, 'test.dequarantined', '2026-11-21T00:00:00Z', { metadata: { test_name: test.testName } });
    const entries = buildTimeline({
      transitions: transitions.slice(0, 1),
      quarantineEvents: [late],
      queueEvents: [],
      bucketMs: 4 * HOUR_MS,
      window,
    });
    expect(entries).toEqual([]);
  });

  it('names the pull requests of transitions and first failure once each', () => {
    expect(namedPullRequests(transitions, { number: 1287 })).toEqual([1287]);
    expect(namedPullRequests([], { number: 12 })).toEqual([12]);
    expect(namedPullRequests(transitions, null)).toEqual([1287]);
    // The window-opening point's episode began before the window: its pull request is no cause.
    const opening = [
      { at: '2026-11-13T00:00:00Z', health_status: 'flaky' as const, exception_type: 'ReadTimeout', pull_request: pull(1172) },
    ];
    expect(namedPullRequests(opening, null)).toEqual([]);
  });

  it('matches quarantine events by test id, or by name when the event has no id', () => {
    expect(isQuarantineEventOf(quarantined, test)).toBe(true);
    expect(isQuarantineEventOf(quarantined, { testId: 'other', testName: test.testName })).toBe(false);
    expect(
      isQuarantineEventOf(event(4, 'test.dequarantined', '2026-11-19T00:00:00Z', { metadata: { test_name: test.testName } }), test),
    ).toBe(true);
    expect(isQuarantineEventOf(enter, test)).toBe(false);
  });

  it('lays entries on the buckets; one past the end joins the last bucket', () => {
    const day = 86_400_000;
    const iso = (at: number) => new Date(at).toISOString();
    const buckets = [0, 1, 2].map((index) => ({ start: iso(window.start + index * day), end: iso(window.start + (index + 1) * day) }));
    const entries = [
      { key: 'a', at: window.start + 10, lane: 'health' as const, label: 'a', target: { kind: 'health' as const } },
      { key: 'b', at: window.start + 5 * day, lane: 'queue' as const, label: 'b', target: { kind: 'health' as const } },
    ];
    const rows = timelineRows(buckets, entries);
    expect(rows[0]?.entries.health.map((entry) => entry.key)).toEqual(['a']);
    expect(rows[2]?.entries.queue.map((entry) => entry.key)).toEqual(['b']);
    expect(timelineRows([], entries)).toEqual([]);
  });
});
