import type { ActivityLogEvent } from '@/api/types';
import type { ActivityPage } from '@/queries/activity';

export type FeedPage = Pick<ActivityPage, 'events' | 'cursor' | 'page'>;

/** One event and where it is: its 1-based place in the view, and the page (cursor) that holds it. */
export type FeedEvent = {
  kind: 'event';
  key: number;
  event: ActivityLogEvent;
  day: string;
  position: number;
  page: Pick<FeedPage, 'cursor' | 'page'>;
};

export type FeedItem = { kind: 'day'; key: string; day: string } | FeedEvent;

/** A page's events as items, made once per page and `dayOf`: a page comes and the items (and rows) of those read stay the same. */
const pageItems = new WeakMap<FeedPage, { dayOf: (iso: string) => string; events: FeedEvent[] }>();

/** The pages read so far as one flat list, with a heading wherever the day changes; only cut, never reordered. */
export function feedItems(pages: readonly FeedPage[], perPage: number, dayOf: (iso: string) => string): FeedItem[] {
  const items: FeedItem[] = [];
  for (const page of pages) {
    let cached = pageItems.get(page);
    if (cached?.dayOf !== dayOf) {
      const events = page.events.map((event, index): FeedEvent => {
        const position = (page.page - 1) * perPage + index + 1;
        return { kind: 'event', key: event.id, event, day: dayOf(event.received_at), position, page };
      });
      pageItems.set(page, (cached = { dayOf, events }));
    }
    for (const item of cached.events) {
      if (item.day !== items.at(-1)?.day) items.push({ kind: 'day', key: `day:${item.day}`, day: item.day });
      items.push(item);
    }
  }
  return items;
}
