import type { Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';
import type { FeedItem } from '../lib/feed-items';

/**
 * Newer events read above the screen (scrolling up from a restored position) push every row down; this
 * scrolls by the same amount before the browser paints, so the rows the reader is looking at stay put.
 * Rows added below, and rows measured above (the virtualizer corrects those itself), need nothing.
 */
export function useRowsInPlace(virtualizer: Virtualizer<Window, HTMLElement>, items: readonly FeedItem[]) {
  // The row at the top of the screen after the last commit, and where it was on the list's canvas.
  const anchor = useRef<{ key: FeedItem['key']; start: number; firstKey: FeedItem['key'] | undefined } | null>(null);

  useLayoutEffect(() => {
    const previous = anchor.current;
    // The newest event read (a day's heading may stay first while rows are added under it).
    const firstKey = items.find((item) => item.kind === 'event')?.key;
    if (previous !== null && previous.firstKey !== undefined && firstKey !== previous.firstKey) {
      const index = items.findIndex((item) => item.key === previous.key);
      const start = index < 0 ? undefined : virtualizer.measurementsCache[index]?.start;
      if (start !== undefined && start !== previous.start) virtualizer.scrollBy(start - previous.start);
    }
    const top = virtualizer.getVirtualItemForOffset(virtualizer.scrollOffset ?? 0);
    anchor.current = top === undefined ? null : { key: top.key as FeedItem['key'], start: top.start, firstKey };
  });
}
