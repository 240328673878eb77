import { describe, expect, it } from 'vitest';
import type { ActivityLogEvent } from '@/api/types';
import { feedItems, type FeedItem, type FeedPage } from './feed-items';

const utcDay = (iso: string) => iso.slice(0, 10);
const event = (id: number, at: string) => ({ id, received_at: at }) as ActivityLogEvent;
const page = (number: number, cursor: string | null, events: ActivityLogEvent[]): FeedPage => ({ page: number, cursor, events });
const shape = (items: FeedItem[]) =>
  items.map((item) => (item.kind === 'day' ? `Day ${item.day}` : [item.key, item.position, item.page.cursor]));

describe('feedItems', () => {
  it('heads each local day once, across page boundaries, in the order the API gave', () => {
    const pages = [
      page(2, 'c2', [event(9, '2026-11-20T11:00:00Z'), event(8, '2026-11-20T01:00:00Z')]),
      page(3, 'c3', [event(7, '2026-11-20T00:00:00Z'), event(6, '2026-11-19T23:00:00Z')]),
    ];
    expect(shape(feedItems(pages, 2, utcDay))).toEqual([
      'Day 2026-11-20',
      [9, 3, 'c2'],
      [8, 4, 'c2'],
      [7, 5, 'c3'],
      'Day 2026-11-19',
      [6, 6, 'c3'],
    ]);
  });

  it('numbers rows from the page index, so a list read from a saved page numbers them as from the top', () => {
    const items = feedItems([page(1, null, [event(3, '2026-11-20T10:00:00Z')])], 100, utcDay);
    expect(shape(items)).toEqual(['Day 2026-11-20', [3, 1, null]]);
    const later = feedItems([page(4, 'c4', [event(1, '2026-11-20T09:00:00Z')])], 100, utcDay);
    expect(shape(later)).toEqual(['Day 2026-11-20', [1, 301, 'c4']]);
  });

  it('has nothing for no events', () => {
    expect(feedItems([page(1, null, [])], 100, utcDay)).toEqual([]);
  });
});
