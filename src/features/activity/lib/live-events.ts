import type { ActivityLogEvent } from '@/api/types';
import { toIsoSeconds } from '@/lib/format';

// A cursor is a position in one answer, so new events are counted, not spliced in. "Since" is on the server's
// clock (the newest event held), looked LIVE_OVERLAP_MS back for late arrivals, told apart by id.

export const LIVE_POLL_MS = 5_000;

export const LIVE_OVERLAP_MS = 10 * 60_000;

/** What the answer on screen holds at its newest end: page 1 of the answer (the API's newest first). */
export type LiveAnchor = {
  /** `received_at` of the newest event held; null when the answer is empty. */
  newest: string | null;
  /** `received_at` of page 1's oldest event when the answer goes on: a poll must not look further back. */
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

/** Where a poll starts: LIVE_OVERLAP_MS before the newest event held, not before the floor nor the window. */
export function pollFrom(anchor: LiveAnchor): string {
  if (anchor.newest === null) return anchor.windowFrom;
  const bounds = [Date.parse(anchor.newest) - LIVE_OVERLAP_MS, Date.parse(anchor.windowFrom)];
  if (anchor.floor !== null) bounds.push(Date.parse(anchor.floor));
  return toIsoSeconds(Math.max(...bounds));
}

/** The events of a poll the answer on screen does not hold, and whether more may wait (a full page whose oldest is new too). */
export function newEventsOf(poll: { events: readonly ActivityLogEvent[]; more: boolean }, anchor: LiveAnchor) {
  const floorMs = anchor.floor === null ? null : Date.parse(anchor.floor);
  const from = Date.parse(pollFrom(anchor));
  const events = poll.events.filter((event) => {
    if (anchor.held.has(event.id)) return false;
    const at = Date.parse(event.received_at);
    // At the floor's very second, an event not on page 1 may well be on page 2 of the answer.
    return !(floorMs !== null && from === floorMs && at <= floorMs);
  });
  const oldest = poll.events.at(-1);
  return { events, more: poll.more && oldest !== undefined && !anchor.held.has(oldest.id) };
}

/** "1 new event", "12 new events", "100+ new events" (the poll reads one page; more may be waiting). */
export function newEventsLabel(count: number, more: boolean): string {
  const figure = more ? `${count}+` : String(count);
  return `${figure} new ${count === 1 && !more ? 'event' : 'events'}`;
}
