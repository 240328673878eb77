import type { ActivityLogEvent } from '@/api/types';
import { formatElapsedShort, toIsoSeconds } from '@/lib/format';

/*
 * The live log's rules, kept apart from React. The list on screen is one answer of the API, read by
 * cursor and pinned to its window (a cursor is a position in one answer, and the URL's reading position
 * names one): events newer than that window cannot be spliced into it without breaking both. So live
 * mode asks, every few seconds, for the events received since what the answer holds, counts them in a
 * banner, and leaves what the reader is looking at alone; asking to see them reads the view anew from
 * its newest event.
 *
 * "Since" is measured on the server's clock, never the browser's: the poll starts from the newest
 * event the answer holds (its `received_at`, a time the server wrote) and leaves the end of its range
 * to the server ("now" by its own clock). A browser clock ahead of the server's, or behind it, then
 * neither hides nor invents events. The start is taken a few minutes back (LIVE_OVERLAP_MS) because
 * an event can be received late with an older `received_at` than the newest one shown (the API's
 * ingestion delay); the ids the answer holds tell the overlap's events apart from new ones.
 */

/** How often the newest events are asked for while Live is on. */
export const LIVE_POLL_MS = 5_000;

/** How far before the newest event held a poll looks again, for events received late. */
export const LIVE_OVERLAP_MS = 10 * 60_000;

/** What the answer on screen holds at its newest end: page 1 of the answer (the API's newest first). */
export type LiveAnchor = {
  /** `received_at` of the newest event held; null when the answer is empty. */
  newest: string | null;
  /**
   * `received_at` of the oldest event of page 1 when the answer goes on past it: below it the answer
   * holds events not in `held`, so a poll must not look further back (they would read as new).
   */
  floor: string | null;
  held: ReadonlySet<number>;
  /** The start of the answer's window (an empty answer: everything the poll finds in it is new). */
  windowFrom: string;
};

/** The anchor of an answer from its first page (`more`: the answer has further pages). */
export function liveAnchorOf(firstPage: readonly ActivityLogEvent[], more: boolean, windowFrom: string): LiveAnchor {
  const newest = firstPage[0]?.received_at ?? null;
  const oldest = firstPage.at(-1)?.received_at ?? null;
  return { newest, floor: more ? oldest : null, held: new Set(firstPage.map((event) => event.id)), windowFrom };
}

/**
 * Where a poll starts (`received_from`; it names no end): LIVE_OVERLAP_MS before the newest event held,
 * but not before the answer's floor nor its window's start (events older than the view are not new).
 */
export function pollFrom(anchor: LiveAnchor): string {
  if (anchor.newest === null) return anchor.windowFrom;
  const bounds = [Date.parse(anchor.newest) - LIVE_OVERLAP_MS, Date.parse(anchor.windowFrom)];
  if (anchor.floor !== null) bounds.push(Date.parse(anchor.floor));
  return toIsoSeconds(Math.max(...bounds));
}

/** The events of a poll the answer on screen does not hold. */
export function newEventsOf(polled: readonly ActivityLogEvent[], anchor: LiveAnchor): ActivityLogEvent[] {
  const floorMs = anchor.floor === null ? null : Date.parse(anchor.floor);
  const from = Date.parse(pollFrom(anchor));
  return polled.filter((event) => {
    if (anchor.held.has(event.id)) return false;
    const at = Date.parse(event.received_at);
    // At the floor's very second, an event not on page 1 may well be on page 2 of the answer.
    return !(floorMs !== null && from === floorMs && at <= floorMs);
  });
}

/**
 * Whether more new events may wait beyond the poll's one page: the page was full and its oldest event
 * is new too (when it is one the answer holds, the page reached back into what is on screen).
 */
export function moreNewEvents(polled: readonly ActivityLogEvent[], pollHasMore: boolean, anchor: LiveAnchor): boolean {
  const oldest = polled.at(-1);
  return pollHasMore && oldest !== undefined && !anchor.held.has(oldest.id);
}

/** "1 new event", "12 new events", "100+ new events" (the poll reads one page; more may be waiting). */
export function newEventsLabel(count: number, more: boolean): string {
  const figure = more ? `${count}+` : String(count);
  return `${figure} new ${count === 1 && !more ? 'event' : 'events'}`;
}

/** "checked 0 s ago", "checked 10 s ago", "checked 3 min ago": how long ago the last poll answered. */
export function checkedAgoLabel(checkedAt: number, now: number): string {
  return `checked ${formatElapsedShort(now - checkedAt)} ago`;
}
