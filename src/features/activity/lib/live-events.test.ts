import { describe, expect, it } from 'vitest';
import type { ActivityLogEvent } from '@/api/types';
import type { LiveAnchor } from './live-events';
import { liveAnchorOf, newEventsLabel, newEventsOf, pollFrom } from './live-events';

const event = (id: number, received_at: string) => ({ id, received_at }) as ActivityLogEvent;
const newIds = (events: ActivityLogEvent[], anchor: LiveAnchor) => newEventsOf({ events, more: false }, anchor).events.map((e) => e.id);
const WINDOW_FROM = '2026-11-19T12:00:00Z';
/** Page 1 of an answer, newest first. */
const PAGE = [event(5, '2026-11-20T11:58:00Z'), event(4, '2026-11-20T11:50:00Z'), event(3, '2026-11-20T11:30:00Z')];

describe('pollFrom', () => {
  it('starts from the newest event held, ten minutes back for events received late, never from the browser clock', () => {
    expect(pollFrom(liveAnchorOf(PAGE, false, WINDOW_FROM))).toBe('2026-11-20T11:48:00Z');
  });

  it('does not reach below page 1 of an answer that goes on (those events are on screen but not held)', () => {
    const busy = [event(5, '2026-11-20T11:58:00Z'), event(4, '2026-11-20T11:55:00Z')];
    expect(pollFrom(liveAnchorOf(busy, true, WINDOW_FROM))).toBe('2026-11-20T11:55:00Z');
  });

  it('does not reach before the window of the view, and reads an empty answer from the window start', () => {
    expect(pollFrom(liveAnchorOf(PAGE, false, '2026-11-20T11:55:00Z'))).toBe('2026-11-20T11:55:00Z');
    expect(pollFrom(liveAnchorOf([], false, WINDOW_FROM))).toBe(WINDOW_FROM);
  });
});

describe('newEventsOf', () => {
  const anchor = liveAnchorOf(PAGE, false, WINDOW_FROM);

  it('counts what the answer does not hold, later events and events received late alike', () => {
    const polled = [
      event(9, '2026-11-20T12:05:00Z'),
      event(5, '2026-11-20T11:58:00Z'),
      event(8, '2026-11-20T11:52:00Z'),
      event(4, '2026-11-20T11:50:00Z'),
    ];
    expect(newIds(polled, anchor)).toEqual([9, 8]);
  });

  it('counts an event of the very second of the newest one held when it is another event', () => {
    expect(newIds([event(6, '2026-11-20T11:58:00Z'), event(5, '2026-11-20T11:58:00Z')], anchor)).toEqual([6]);
  });

  it('finds nothing new in an empty poll or one that only repeats the answer', () => {
    expect(newEventsOf({ events: [], more: false }, anchor)).toEqual({ events: [], more: false });
    expect(newEventsOf({ events: PAGE, more: true }, anchor)).toEqual({ events: [], more: false });
  });

  it('at the floor of a long answer, leaves alone the events of that second it does not hold (page 2 has them)', () => {
    const busy = liveAnchorOf([event(5, '2026-11-20T11:58:00Z'), event(4, '2026-11-20T11:55:00Z')], true, WINDOW_FROM);
    const polled = [
      event(7, '2026-11-20T11:59:00Z'),
      event(5, '2026-11-20T11:58:00Z'),
      event(4, '2026-11-20T11:55:00Z'),
      event(2, '2026-11-20T11:55:00Z'),
    ];
    expect(newIds(polled, busy)).toEqual([7]);
  });
});

describe('newEventsOf: more', () => {
  const anchor = liveAnchorOf(PAGE, false, WINDOW_FROM);
  const more = (events: ActivityLogEvent[], pollMore: boolean) => newEventsOf({ events, more: pollMore }, anchor).more;
  it('says more may wait only when the poll had more pages and its oldest event is new', () => {
    expect(more([event(9, '2026-11-20T12:05:00Z')], true)).toBe(true);
    expect(more([event(9, '2026-11-20T12:05:00Z'), event(5, '2026-11-20T11:58:00Z')], true)).toBe(false);
    expect(more([event(9, '2026-11-20T12:05:00Z')], false)).toBe(false);
  });
});

describe('labels', () => {
  it('words the count, and says when there may be more than one page', () => {
    expect(newEventsLabel(1, false)).toBe('1 new event');
    expect(newEventsLabel(12, false)).toBe('12 new events');
    expect(newEventsLabel(100, true)).toBe('100+ new events');
  });
});
