import { describe, expect, it } from 'vitest';
import type { ActivityLogEvent } from '@/api/types';
import { heldIdsOf, newEventsLabel, newEventsSince } from './live-events';

const event = (id: number, received_at: string) => ({ id, received_at }) as ActivityLogEvent;
const SINCE = '2026-11-20T12:00:00Z';

describe('newEventsSince', () => {
  it('keeps the events received after the end of the answer on screen, newest first as polled', () => {
    const polled = [event(9, '2026-11-20T12:05:00Z'), event(8, '2026-11-20T12:00:01Z'), event(7, '2026-11-20T11:59:59Z')];
    expect(newEventsSince(polled, SINCE, new Set()).map((e) => e.id)).toEqual([9, 8]);
  });

  it('at the very second the answer ended, counts only the events the answer does not hold', () => {
    const polled = [event(9, '2026-11-20T12:00:00Z'), event(8, '2026-11-20T12:00:00Z')];
    expect(newEventsSince(polled, SINCE, new Set([8])).map((e) => e.id)).toEqual([9]);
  });

  it('finds nothing new in an empty poll or one that only repeats the answer', () => {
    expect(newEventsSince([], SINCE, new Set())).toEqual([]);
    expect(newEventsSince([event(1, SINCE)], SINCE, heldIdsOf([event(1, SINCE)]))).toEqual([]);
  });
});

describe('newEventsLabel', () => {
  it('words the count, and says when there may be more than one page', () => {
    expect(newEventsLabel(1, false)).toBe('1 new event');
    expect(newEventsLabel(12, false)).toBe('12 new events');
    expect(newEventsLabel(100, true)).toBe('100+ new events');
  });
});
