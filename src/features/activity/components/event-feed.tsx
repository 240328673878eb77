import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { Fragment, memo, useCallback, useEffect, useId, useRef, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import type { RepositoryRef } from '@/lib/app-config';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import type { FeedItem } from '../lib/feed-items';
import { mountedDays } from '../lib/mounted-days';
import type { ReadingPosition } from '../lib/reading-position';
import classes from './activity.module.css';
import { EventRow } from './event-row';
import { loadEventDetails } from './load-event-details';
import { useListPlacement } from './use-list-placement';
import { useReadingPosition } from './use-reading-position';
import { useRowsInPlace } from './use-rows-in-place';

// Estimates before a row is measured: a one-line sentence with its line of facts, a day heading.
const ESTIMATED_ROW_PX = 58;
const ESTIMATED_HEADING_PX = 38;
/** Rows mounted beyond each edge of the screen: Tab and short scrolls find them ready. */
const OVERSCAN = 6;
/** How close (in rows) to either end of what has been read the next page is asked for. */
const LOAD_AHEAD = 50;

export type FeedPaging = {
  hasOlder: boolean;
  hasNewer: boolean;
  loadingOlder: boolean;
  loadingNewer: boolean;
  /** A failed page at either end, with its retry. */
  olderError: unknown;
  newerError: unknown;
  loadOlder: () => void;
  loadNewer: () => void;
};

/**
 * The events of a view as one long, virtualized list scrolled with the page: only the rows on screen
 * (and a few around) are in the document, pages are read by cursor as the reader nears either end,
 * and a heading opens each local day. The row at the top of the screen is reported when scrolling
 * settles (`onRead`), and `restoreAt` (an event id) is scrolled to once it is among the rows.
 */
export const EventFeed = memo(function EventFeed({
  repo,
  items,
  setSize,
  busy,
  paging,
  restoreAt,
  onRead,
  openEventId,
  onToggleOpen,
  banner = null,
}: {
  repo: RepositoryRef;
  items: readonly FeedItem[];
  setSize: number;
  busy: boolean;
  paging: FeedPaging;
  restoreAt: number | null;
  onRead: (position: ReadingPosition | null) => void;
  /** The event whose details are open (the URL's `open`: a shared link opens the same row). */
  openEventId: number | null;
  onToggleOpen: (id: number) => void;
  /** Stuck over the top of the list while it scrolls (live mode's count of new events); takes no room. */
  banner?: ReactNode;
}) {
  const idPrefix = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const placement = useListPlacement(canvasRef);
  const focusedKey = useRef<FeedItem['key'] | null>(null);
  // The rows are painted: fetch the details' code now, so opening one does not wait for it.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) void loadEventDetails();
  }, [painted]);

  const getItemKey = useCallback((index: number) => items[index]?.key ?? index, [items]);
  const estimateSize = useCallback((index: number) => (items[index]?.kind === 'day' ? ESTIMATED_HEADING_PX : ESTIMATED_ROW_PX), [items]);
  // A focused row stays mounted while scrolled away, so focus is never dropped to the page.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const key = focusedKey.current;
      if (key === null) return indexes;
      const focused = items.findIndex((item) => item.key === key);
      if (focused < 0 || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [items],
  );

  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count: items.length,
    getItemKey,
    estimateSize,
    rangeExtractor,
    overscan: OVERSCAN,
    scrollMargin: placement?.top ?? 0,
    scrollPaddingStart: placement?.headerOffset ?? 0,
  });
  useRowsInPlace(virtualizer, items);

  useReadingPosition({ virtualizer, items, placement, atTop: !paging.hasNewer, restoreAt, busy: paging.loadingNewer || paging.loadingOlder, onRead });

  // Read on before the reader reaches either end of what is loaded.
  const visible = virtualizer.range;
  const { hasOlder, hasNewer, loadingOlder, loadingNewer, olderError, newerError, loadOlder, loadNewer } = paging;
  useEffect(() => {
    if (visible === null || items.length === 0) return;
    if (hasOlder && !loadingOlder && !olderError && visible.endIndex >= items.length - LOAD_AHEAD) loadOlder();
    if (hasNewer && !loadingNewer && !newerError && visible.startIndex <= LOAD_AHEAD) loadNewer();
  }, [visible, items.length, hasOlder, hasNewer, loadingOlder, loadingNewer, olderError, newerError, loadOlder, loadNewer]);

  const trackFocus = (event: FocusEvent<HTMLElement>) => {
    const index = Number(event.target.closest('[data-index]')?.getAttribute('data-index'));
    focusedKey.current = Number.isInteger(index) ? (items[index]?.key ?? null) : null;
  };
  const forgetFocus = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) focusedKey.current = null;
  };

  const margin = virtualizer.options.scrollMargin;
  return (
    <section
      aria-label="Events"
      aria-busy={busy || loadingNewer || loadingOlder}
      style={{ opacity: busy ? 0.55 : 1, transition: 'opacity 120ms', ...headerOffsetVariable(placement?.headerOffset ?? 0) }}
      onFocus={trackFocus}
      onBlur={forgetFocus}
    >
      {paging.newerError ? (
        <ErrorState compact error={paging.newerError} onRetry={paging.loadNewer} title="Could not load newer events" />
      ) : null}
      {banner}
      <div ref={canvasRef} className={classes.canvas} style={{ height: virtualizer.getTotalSize() }}>
        {mountedDays(virtualizer.getVirtualItems(), items).map((group) => (
          <Fragment key={group.day}>
            {group.heading ? (
              <h3 ref={virtualizer.measureElement} data-index={group.heading.index} className={`${classes.placed} ${classes.dayHeading}`} style={{ transform: `translateY(${group.heading.start - margin}px)` }}>
                {group.label}
              </h3>
            ) : null}
            <ol className={classes.dayList} aria-label={group.label}>
              {group.rows.map(({ mounted, item }) => (
                <EventRow
                  key={item.key}
                  repo={repo}
                  item={item}
                  idPrefix={idPrefix}
                  index={mounted.index}
                  start={mounted.start - margin}
                  setSize={setSize}
                  expanded={openEventId === item.key}
                  onToggle={onToggleOpen}
                  measureRef={virtualizer.measureElement}
                />
              ))}
            </ol>
          </Fragment>
        ))}
      </div>
      <FeedEnd paging={paging} />
    </section>
  );
});

/** The fixed header's height, for the rows' `scroll-margin-top` (activity.module.css). */
function headerOffsetVariable(px: number): CSSProperties {
  return { ['--feed-header-offset' as string]: `${px}px` };
}

/** Under the list: the next page loading, its failure with a retry, or the end of the window. */
function FeedEnd({ paging }: { paging: FeedPaging }) {
  if (paging.olderError) {
    return <ErrorState compact error={paging.olderError} onRetry={paging.loadOlder} title="Could not load older events" />;
  }
  return (
    <p className={classes.feedEnd} role="status">
      {paging.hasOlder ? 'Loading older events…' : 'No older events in this window.'}
    </p>
  );
}
