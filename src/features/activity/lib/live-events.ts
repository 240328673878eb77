import type { ActivityLogEvent } from '@/api/types';

/*
 * The live log's rules, kept apart from React. The list on screen is one answer of the API, read by
 * cursor and pinned to its window (a cursor is a position in one answer, and the URL's reading position
 * names one): events newer than that window cannot be spliced into it without breaking both. So live
 * mode asks, every few seconds, for the events received since the answer's end, counts them in a
 * banner, and leaves what the reader is looking at alone; asking to see them reads the view anew from
 * its newest event.
 */

/** How often the newest events are asked for while Live is on. */
export const LIVE_POLL_MS = 5_000;

/** The events received since `since` (the end of the answer on screen) that the answer does not hold. */
export function newEventsSince(polled: readonly ActivityLogEvent[], since: string, held: ReadonlySet<number>): ActivityLogEvent[] {
  const sinceMs = Date.parse(since);
  return polled.filter((event) => {
    const at = Date.parse(event.received_at);
    // The API's window is inclusive at both ends: an event at the very second the answer ended may be in it.
    return at > sinceMs || (at === sinceMs && !held.has(event.id));
  });
}

/** The ids of the events the answer on screen starts with: the only ones a poll can overlap. */
export function heldIdsOf(firstPageEvents: readonly ActivityLogEvent[] | undefined): ReadonlySet<number> {
  return new Set((firstPageEvents ?? []).map((event) => event.id));
}

/** "1 new event", "12 new events", "100+ new events" (the poll reads one page; more may be waiting). */
export function newEventsLabel(count: number, more: boolean): string {
  const figure = more ? `${count}+` : String(count);
  return `${figure} new ${count === 1 && !more ? 'event' : 'events'}`;
}
