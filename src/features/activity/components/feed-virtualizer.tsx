import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, type RefObject } from 'react';
import { estimatedSize, FEED_OVERSCAN, type FeedLayout } from '../lib/feed-layout';
import type { FeedItem } from '../lib/feed-items';
import type { ReadingPosition } from '../lib/reading-position';
import type { FeedPaging } from './event-feed';
import type { ListPlacement } from './use-list-placement';
import { useReadingPosition } from './use-reading-position';
import { useRowsInPlace } from './use-rows-in-place';

/** How close (in rows) to either end of what has been read the next page is asked for. */
const LOAD_AHEAD = 50;

/**
 * The feed's virtualizer, in a chunk of its own that loads after the first rows are painted (the
 * feed draws its first screen from estimates, `firstScreenLayout`). It renders nothing: it hands the
 * feed the rows to mount and where (`onLayout`), and does the scrolling work: pages read ahead as the
 * reader nears either end, rows kept in place as newer pages land above, the reading position
 * restored and reported.
 */
export default memo(function FeedVirtualizer({
  items,
  placement,
  focusedKey,
  paging,
  restoreAt,
  onRead,
  onLayout,
}: {
  items: readonly FeedItem[];
  placement: ListPlacement | null;
  /** The row holding focus: it stays mounted while scrolled away, so focus is never dropped to the page. */
  focusedKey: RefObject<FeedItem['key'] | null>;
  paging: FeedPaging;
  restoreAt: number | null;
  onRead: (position: ReadingPosition | null) => void;
  onLayout: (layout: FeedLayout) => void;
}) {
  const getItemKey = useCallback((index: number) => items[index]?.key ?? index, [items]);
  const estimateSize = useCallback((index: number) => estimatedSize(items[index]), [items]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const key = focusedKey.current;
      if (key === null) return indexes;
      const focused = items.findIndex((item) => item.key === key);
      if (focused < 0 || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [items, focusedKey],
  );

  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count: items.length,
    getItemKey,
    estimateSize,
    rangeExtractor,
    overscan: FEED_OVERSCAN,
    scrollMargin: placement?.top ?? 0,
    scrollPaddingStart: placement?.headerOffset ?? 0,
  });
  useRowsInPlace(virtualizer, items);
  useReadingPosition({
    virtualizer,
    items,
    placement,
    atTop: !paging.hasNewer,
    restoreAt,
    busy: paging.loadingNewer || paging.loadingOlder,
    onRead,
  });

  // Read on before the reader reaches either end of what is loaded.
  const visible = virtualizer.range;
  const { hasOlder, hasNewer, loadingOlder, loadingNewer, olderError, newerError, loadOlder, loadNewer } = paging;
  useEffect(() => {
    if (visible === null || items.length === 0) return;
    if (hasOlder && !loadingOlder && !olderError && visible.endIndex >= items.length - LOAD_AHEAD) loadOlder();
    if (hasNewer && !loadingNewer && !newerError && visible.startIndex <= LOAD_AHEAD) loadNewer();
  }, [visible, items.length, hasOlder, hasNewer, loadingOlder, loadingNewer, olderError, newerError, loadOlder, loadNewer]);

  // Handed over before the browser paints, so a frame never shows the rows of an older layout; not
  // before the virtualizer has measured the window (until then it mounts nothing, and the rows drawn
  // without it, a focused one among them, would be taken down and put back).
  const mounted = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const margin = virtualizer.options.scrollMargin;
  const measured = virtualizer.range !== null || items.length === 0;
  useLayoutEffect(() => {
    if (measured) onLayout({ placed: true, mounted, totalSize, margin, measureElement: virtualizer.measureElement });
  }, [measured, mounted, totalSize, margin, virtualizer, onLayout]);
  return null;
});
