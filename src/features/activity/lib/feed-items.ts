import type { ActivityLogEvent } from '@/api/types';

export type FeedPage = {
  events: readonly ActivityLogEvent[];
  cursor: string | null;
  page: number;
};

export type FeedDay = { kind: 'day'; key: string; day: string };

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

/** The pages read so far as one flat list, with a heading wherever the day changes; only cut, never reordered. */
export function feedItems(pages: readonly FeedPage[], perPage: number, dayOf: (iso: string) => string): FeedItem[] {
  const items: FeedItem[] = [];
  let currentDay: string | null = null;
  for (const page of pages) {
    const where = { cursor: page.cursor, page: page.page };
    page.events.forEach((event, index) => {
      const day = dayOf(event.received_at);
      if (day !== currentDay) {
        currentDay = day;
        items.push({ kind: 'day', key: `day:${day}`, day });
      }
      items.push({ kind: 'event', key: event.id, event, day, position: (page.page - 1) * perPage + index + 1, page: where });
    });
  }
  return items;
}
