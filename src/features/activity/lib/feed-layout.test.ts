import { describe, expect, it } from 'vitest';
import type { FeedItem } from './feed-items';
import { estimatedSize, FEED_OVERSCAN, firstScreenLayout } from './feed-layout';

/** A day heading, then `events` events, repeated for each day. */
function feed(...eventsPerDay: number[]): FeedItem[] {
  const items: FeedItem[] = [];
  let id = 1;
  eventsPerDay.forEach((events, day) => {
    items.push({ kind: 'day', key: `day-${day}`, day: `2026-11-${20 + day}`, label: `Day ${day}` });
    for (let index = 0; index < events; index++, id++) {
      items.push({ kind: 'event', key: id, event: {} as never, day: `2026-11-${20 + day}`, position: id, page: { cursor: null, page: 1 } });
    }
  });
  return items;
}

const sum = (items: readonly FeedItem[]) => items.reduce((total, item) => total + estimatedSize(item), 0);

describe('firstScreenLayout', () => {
  it('mounts, in the flow, the items whose estimated place reaches into the window, and the overscan after them', () => {
    const items = feed(100);
    const layout = firstScreenLayout(items, 200, 0, 900);
    expect(layout.placed).toBe(false);
    // The list starts 200 px down: 700 px of it show, a heading (38) and rows of 58 → 12 items reach in.
    const reaching = 1 + Math.ceil((700 - estimatedSize(items[0])) / estimatedSize(items[1]));
    expect(layout.mounted.map((item) => item.index)).toEqual(Array.from({ length: reaching + FEED_OVERSCAN }, (_, index) => index));
    expect(layout.mounted[1]).toEqual({ index: 1, start: 200 + estimatedSize(items[0]) });
    expect(layout.margin).toBe(200);
    expect(layout.totalSize).toBe(sum(items));
  });

  it('starts where the window is scrolled to, with the overscan before it too', () => {
    const items = feed(50, 50);
    const layout = firstScreenLayout(items, 0, 58 * 40, 600);
    const indexes = layout.mounted.map((item) => item.index);
    const firstShown = items.findIndex((_, index) => sum(items.slice(0, index + 1)) > 58 * 40);
    expect(indexes[0]).toBe(firstShown - FEED_OVERSCAN);
    expect(indexes).toEqual(Array.from({ length: indexes.length }, (_, offset) => indexes[0]! + offset));
    for (const { index, start } of layout.mounted) expect(start).toBe(sum(items.slice(0, index)));
  });

  it('mounts nothing when the list is below the window or empty', () => {
    expect(firstScreenLayout(feed(10), 5000, 0, 900).mounted).toEqual([]);
    expect(firstScreenLayout([], 0, 0, 900)).toEqual({ placed: false, mounted: [], totalSize: 0, margin: 0 });
  });
});
