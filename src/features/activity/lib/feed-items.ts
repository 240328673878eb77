import type { ActivityLogEvent } from '@/api/types';
import { dayHeading, localDay } from './local-day';

/** What the feed needs of a page of events. */
export type FeedPage = {
  events: readonly ActivityLogEvent[];
  cursor: string | null;
  page: number;
};

/** A day's heading, placed before its first event. */
export type FeedDay = { kind: 'day'; key: string; day: string; label: string };

/** One event and where it is: its 1-based place in the view, and the page (cursor) that holds it. */
export type FeedEvent = {
  kind: 'event';
  key: number;
  event: ActivityLogEvent;
  day: string;
  position: number;
  page: { cursor: string | null; page: number };
};

export type FeedItem = FeedDay | FeedEvent;

type PageRows = { rows: FeedEvent[] };

// A page's rows are derived once (dates are the costly part), keyed by the day function too.
const rowsByDayFunction = new WeakMap<(iso: string) => string, WeakMap<FeedPage, PageRows>>();

function pageRows(page: FeedPage, perPage: number, dayOf: (iso: string) => string): PageRows {
  let rowsOfPage = rowsByDayFunction.get(dayOf);
  if (rowsOfPage === undefined) {
    rowsOfPage = new WeakMap();
    rowsByDayFunction.set(dayOf, rowsOfPage);
  }
  const cached = rowsOfPage.get(page);
  if (cached !== undefined) return cached;
  const where = { cursor: page.cursor, page: page.page };
  const rows = page.events.map((event, index): FeedEvent => ({
    kind: 'event',
    key: event.id,
    event,
    day: dayOf(event.received_at),
    position: (page.page - 1) * perPage + index + 1,
    page: where,
  }));
  const computed = { rows };
  rowsOfPage.set(page, computed);
  return computed;
}

/** The pages read so far as one flat list, with a heading wherever the day changes; only cut, never reordered. */
export function feedItems(
  pages: readonly FeedPage[],
  perPage: number,
  dayOf: (iso: string) => string = localDay,
  headingOf: (day: string) => string = dayHeading,
): FeedItem[] {
  const items: FeedItem[] = [];
  let currentDay: string | null = null;
  for (const page of pages) {
    for (const row of pageRows(page, perPage, dayOf).rows) {
      if (row.day !== currentDay) {
        currentDay = row.day;
        items.push({ kind: 'day', key: `day:${row.day}`, day: row.day, label: headingOf(row.day) });
      }
      items.push(row);
    }
  }
  return items;
}
