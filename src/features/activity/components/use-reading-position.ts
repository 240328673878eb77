import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { FeedItem } from '../lib/feed-items';
import type { ReadingPosition } from '../lib/reading-position';
import type { ListPlacement } from './use-list-placement';

/**
 * The event at the top of the screen (the first one at least half visible below the fixed header),
 * with the page that holds it; null at the very top of the view, where there is nothing to restore.
 */
export function readingPositionAt(
  virtualizer: Virtualizer<Window, HTMLElement>,
  items: readonly FeedItem[],
  headerOffset: number,
  atTop: boolean,
): ReadingPosition | null {
  const top = (virtualizer.scrollOffset ?? 0) + headerOffset;
  const rendered = virtualizer.getVirtualItems();
  const first = rendered.find((virtual) => virtual.end - top >= virtual.size / 2);
  if (first === undefined) return null;
  // A day heading on top: the reader is at that day's first event.
  let index = first.index;
  while (items[index]?.kind === 'day') index++;
  const item = items[index];
  if (item === undefined || item.kind !== 'event') return null;
  const firstEvent = items[0]?.kind === 'day' ? 1 : 0;
  if (atTop && index <= firstEvent) return null;
  return { cursor: item.page.cursor, page: item.page.page, at: item.key };
}

/** How long scrolling must have stopped before the position is recorded. */
const SETTLE_MS = 400;

/** Runs `callback` when the main thread is idle (soon at the latest); returns the cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}

/** The user moved the page: from then on, scrolling is theirs. */
const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The item to align at the top for an event: its day's heading when the event opens the day. */
function alignIndex(items: readonly FeedItem[], id: number): number {
  const index = items.findIndex((item) => item.kind === 'event' && item.key === id);
  return index > 0 && items[index - 1]?.kind === 'day' ? index - 1 : index;
}

/**
 * Keeps the reading position: scrolls to `restoreAt` (an event id) once it is among the rows, its
 * day's heading included, and holds it there until the reader moves the page (wheel, touch, key,
 * pointer). Holding matters: other scrolls follow a reload (the router restores the old scroll
 * offset, which means nothing in a list restored from one page; rows above get measured; newer pages
 * load above), and each would push the event away. Once the reader moves, the position is reported
 * each time scrolling settles; nothing is reported while a restore is pending, so it is never written
 * over.
 */
export function useReadingPosition({
  virtualizer,
  items,
  placement,
  atTop,
  restoreAt,
  busy,
  onRead,
}: {
  virtualizer: Virtualizer<Window, HTMLElement>;
  items: readonly FeedItem[];
  placement: ListPlacement | null;
  /** Whether the rows begin at the newest event of the view (no newer page to read). */
  atTop: boolean;
  restoreAt: number | null;
  /** A page is loading: the event to restore may be in it. */
  busy: boolean;
  onRead: (position: ReadingPosition | null) => void;
}) {
  // The event being restored: `found` once it has been among the rows.
  const hold = useRef<{ at: number; found: boolean } | null>(restoreAt === null ? null : { at: restoreAt, found: false });

  const align = useEffectEvent(() => {
    const target = hold.current;
    if (target === null || placement === null) return;
    const index = alignIndex(items, target.at);
    if (index < 0) {
      // Not in what was read from the saved page (the answer changed): the list stays at its top.
      if (!target.found && !busy) hold.current = null;
      return;
    }
    target.found = true;
    const wanted = virtualizer.getOffsetForIndex(index, 'start')?.[0];
    if (wanted === undefined || Math.abs(wanted - (virtualizer.scrollOffset ?? 0)) > 1)
      virtualizer.scrollToIndex(index, { align: 'start' });
  });

  useLayoutEffect(() => {
    align();
  }, [items, placement, busy]);

  useEffect(() => {
    if (hold.current === null) return;
    const release = () => {
      hold.current = null;
      stop();
    };
    const realign = () => align();
    const stop = () => {
      window.removeEventListener('scroll', realign);
      for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, release, { capture: true });
    };
    window.addEventListener('scroll', realign, { passive: true });
    for (const type of USER_INPUT_EVENTS) window.addEventListener(type, release, { capture: true, passive: true });
    return stop;
  }, []);

  const report = useEffectEvent(() => {
    if (placement === null || hold.current !== null) return;
    onRead(readingPositionAt(virtualizer, items, placement.headerOffset, atTop));
  });
  const scrolling = virtualizer.isScrolling;
  useEffect(() => {
    if (scrolling) return;
    // Recorded once the reader has paused, when the page is idle: rewriting the URL is a navigation,
    // never to be paid for in the middle of a scroll's frames.
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => (cancelIdle = whenIdle(report)), SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [scrolling]);
}
