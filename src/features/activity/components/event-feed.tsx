import {
  defaultRangeExtractor,
  observeWindowOffset,
  useWindowVirtualizer,
  windowScroll,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  Fragment,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { Skeleton, Stack } from '@mantine/core';
import { useQueryClient, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { isApiError, isStaleCursorError } from '@/api/api-error';
import { ErrorState } from '@/components/feedback/error-state';
import { StalePageLinkNotice } from '@/components/feedback/stale-page-link-notice';
import type { RepositoryRef } from '@/lib/app-config';
import { formatDayHeading, formatIsoDay } from '@/lib/format';
import { ACTIVITY_PAGE_SIZE, type ActivityEvents } from '@/queries/activity';
import { withWindow, type ActivitySearch, type UpdateActivitySearch } from '../lib/activity-search-params';
import { seedPinnedView } from '../api/activity-requests';
import { useApiClient } from '@/lib/api-client-context';
import type { WindowPreset, WindowSelection } from '../lib/activity-window';
import { feedItems, type FeedEvent, type FeedItem } from '../lib/feed-items';
import { recordsReadingPosition, withReadingPosition, type ReadingPosition } from '../lib/reading-position';
import classes from './activity.module.css';
import { NoEvents } from './activity-notices';
import { EventRow } from './event-row';
import { useTimeZone } from '../lib/time-zone';

// Estimates before a row is measured: a one-line sentence with its line of facts, a day heading.
const ESTIMATED_ROW_PX = 58;
const ESTIMATED_HEADING_PX = 38;
/** Rows mounted beyond each edge of the screen: Tab and short scrolls find them ready. */
const OVERSCAN = 6;
/** How close (in rows) to either end of what has been read the next page is asked for. */
const LOAD_AHEAD = 50;
/** How long scrolling must have stopped before the reading position is written to the URL. */
const SETTLE_MS = 400;
/** The reader moved the page: from then on, scrolling is theirs. */
const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type FeedVirtualizer = Virtualizer<Window, HTMLElement>;
/** Where the list sits: its top in the document, and the fixed header's height over it. */
type ListPlacement = { top: number; headerOffset: number };
const UNPLACED: ListPlacement = { top: 0, headerOffset: 0 };

type FeedProps = {
  repo: RepositoryRef;
  search: ActivitySearch;
  onSearchChange: UpdateActivitySearch;
  /** Stuck over the top of the list while it scrolls (live mode's count of new events). */
  banner: ReactNode;
};

/** A skeleton until the first page, why it failed, what to widen when empty, or the list. */
export function EventFeed({
  selection,
  query,
  total,
  filtered,
  onStartOver,
  onClearFilters,
  ...feed
}: FeedProps & {
  selection: WindowSelection;
  query: UseInfiniteQueryResult<ActivityEvents>;
  total: number | null;
  filtered: boolean;
  onStartOver: () => void;
  onClearFilters: () => void;
}) {
  const { data, error } = query;
  const zone = useTimeZone();
  const dayOf = useCallback((iso: string) => formatIsoDay(iso, zone), [zone]);
  const items = useMemo(() => (data === undefined ? [] : feedItems(data.pages, ACTIVITY_PAGE_SIZE, dayOf)), [data, dayOf]);
  if (data === undefined) {
    if (!query.isError) {
      return (
        <Stack gap="xs" role="status" aria-label="Loading events">
          <Skeleton height={14} width={220} />
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </Stack>
      );
    }
    // The saved position's cursor does not fit this view (edited, or from another answer): start over.
    if (isStaleCursorError(error)) return <StalePageLinkNotice view="list of events" onFirstPage={onStartOver} />;
    // A 422 is about the view asked for (filters, window, reading position), not a failure to retry blindly.
    const refused = isApiError(error) && error.status === 422 ? 'The API refused this view' : undefined;
    return <ErrorState error={error} onRetry={() => void query.refetch()} title={refused} />;
  }
  if (items.length === 0 && !query.isPlaceholderData) {
    const onWiden = (range: WindowPreset) => void feed.onSearchChange((previous) => withWindow(previous, { range }));
    return <NoEvents selection={selection} filtered={filtered} onWiden={onWiden} onClearFilters={onClearFilters} />;
  }
  return <FeedList {...feed} items={items} setSize={total ?? -1} query={query} />;
}

/** The events of a view as one window-scrolled virtual list, with a heading per local day. */
function FeedList({
  repo,
  search,
  onSearchChange,
  items,
  setSize,
  query,
  banner,
}: FeedProps & { items: readonly FeedItem[]; setSize: number; query: UseInfiniteQueryResult<ActivityEvents> }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const onRead = (position: ReadingPosition | null) => {
    const firstWindow = query.data?.pages[0]?.window;
    if (firstWindow === undefined || recordsReadingPosition(search, position)) return;
    const next = withReadingPosition(search, position, firstWindow);
    if (next.asOf !== search.asOf) seedPinnedView(queryClient, api, repo, search, next);
    void onSearchChange(() => next, { replace: true });
  };
  // One row open at a time, written in place: Back leaves the page rather than closing a row.
  const toggleOpen = useCallback(
    (id: number) => void onSearchChange((previous) => ({ ...previous, open: previous.open === id ? undefined : id }), { replace: true }),
    [onSearchChange],
  );
  const idPrefix = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const placement = useListPlacement(canvasRef);
  // The row holding focus stays mounted while scrolled away, so focus is never dropped to the page.
  const focusedKey = useRef<FeedItem['key'] | null>(null);
  const reportOffset = useRef<((offset: number, isScrolling: boolean) => void) | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      // No row before the list is placed: the window's rows from the page's top would be thrown away at once.
      if (placement === UNPLACED) return [];
      const indexes = defaultRangeExtractor(range);
      const focused = focusedKey.current === null ? -1 : items.findIndex((item) => item.key === focusedKey.current);
      return focused < 0 || indexes.includes(focused) ? indexes : [...indexes, focused].sort((a, b) => a - b);
    },
    [items, placement],
  );
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count: items.length,
    // Stable while the items are: a new one makes the virtualizer place every item again (10,000 on a long read).
    getItemKey: useCallback((index: number) => items[index]?.key ?? index, [items]),
    estimateSize: (index) => (items[index]?.kind === 'day' ? ESTIMATED_HEADING_PX : ESTIMATED_ROW_PX),
    rangeExtractor,
    overscan: OVERSCAN,
    scrollMargin: placement.top,
    scrollPaddingStart: placement.headerOffset,
    // No layout read inside a commit: no scroll to where the window already is (as the list mounts), and sizes
    // from the ResizeObserver, after the browser's own layout.
    scrollToFn: (offset, options, list) => {
      if (offset + (options.adjustments ?? 0) !== list.scrollOffset) windowScroll(offset, options, list);
    },
    observeElementOffset: (list, report) => {
      reportOffset.current = report;
      return observeWindowOffset(list, report);
    },
    measureElement: (element, entry, list) =>
      Math.round(entry?.borderBoxSize[0]?.blockSize ?? list.measurementsCache[list.indexFromElement(element)]?.size ?? ESTIMATED_ROW_PX),
  });
  // While another view loads (the previous answer dimmed) or all pages refresh, nothing more is read:
  // asking for a page then would cancel that fetch.
  const { isPlaceholderData: busy, hasNextPage: hasOlder, hasPreviousPage: hasNewer, isFetchingNextPage, isFetchingPreviousPage } = query;
  const idle = !busy && (!query.isFetching || isFetchingNextPage || isFetchingPreviousPage);
  const loadingOlder = isFetchingNextPage || (hasOlder && !idle);
  const loadingNewer = isFetchingPreviousPage || (hasNewer && !idle);
  const olderError = query.isFetchNextPageError ? query.error : null;
  const newerError = query.isFetchPreviousPageError ? query.error : null;
  // Never `cancelRefetch`: asking again while a page is on its way must not start it over.
  const { fetchNextPage, fetchPreviousPage } = query;
  const loadOlder = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const loadNewer = useCallback(() => void fetchPreviousPage({ cancelRefetch: false }), [fetchPreviousPage]);
  // Our own scrolls tell the virtualizer at once: it learns of a scroll from the scroll event, a frame later, and
  // until then kept the rows of the old place, so that frame showed none where the reader was.
  const scrollNow = useCallback(
    (offset: number) => {
      const target = virtualizer.getOffsetForAlignment(offset, 'start');
      virtualizer.scrollToOffset(target);
      reportOffset.current?.(target, false); // a redraw, within a layout effect: before the paint
    },
    [virtualizer],
  );
  useRowsInPlace(virtualizer, items, scrollNow);
  useReadingPosition({
    scrollNow,
    virtualizer,
    items,
    placement,
    atTop: !hasNewer,
    restoreAt: search.at ?? null,
    busy: loadingNewer || loadingOlder,
    onRead,
  });

  const mounted = mountedDays(virtualizer, items);
  const visible = virtualizer.range;
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

  return (
    <section
      aria-label="Events"
      aria-busy={busy || loadingNewer || loadingOlder}
      style={{ opacity: busy ? 0.55 : 1, transition: 'opacity 120ms', ['--feed-header-offset' as string]: `${placement.headerOffset}px` }}
      onFocus={trackFocus}
      onBlur={forgetFocus}
    >
      {newerError ? <ErrorState compact error={newerError} onRetry={loadNewer} title="Could not load newer events" /> : null}
      {banner}
      <div ref={canvasRef} className={classes.canvas} style={{ height: virtualizer.getTotalSize() }}>
        <div style={{ transform: `translateY(${mounted.flowStart - virtualizer.options.scrollMargin}px)` }}>
          {mounted.days.map((day) => (
            <Fragment key={day.key}>
              {day.heading !== null ? (
                <h3 ref={virtualizer.measureElement} data-index={day.heading} className={classes.dayHeading}>
                  {day.label}
                </h3>
              ) : null}
              {/* Each day's rows are one list named after the day, whether or not its heading is mounted. */}
              <ol className={classes.dayList} aria-label={day.label}>
                {day.rows.map(({ index, top, item }) => (
                  <EventRow
                    key={item.key}
                    {...{ repo, item, idPrefix, index, top, setSize }}
                    expanded={search.open === item.key}
                    onToggle={toggleOpen}
                    measureRef={virtualizer.measureElement}
                  />
                ))}
              </ol>
            </Fragment>
          ))}
        </div>
      </div>
      {olderError ? (
        <ErrorState compact error={olderError} onRetry={loadOlder} title="Could not load older events" />
      ) : (
        <p className={classes.feedEnd} role="status">
          {hasOlder ? 'Loading older events…' : 'No older events in this window.'}
        </p>
      )}
    </section>
  );
}

// The mounted items by day: those around the screen follow in the flow from the first one's place (a row measured moves
// no other row), and a row kept mounted for its focus away from them is placed alone.
function mountedDays(virtualizer: FeedVirtualizer, items: readonly FeedItem[]) {
  const mounted = virtualizer.getVirtualItems(); // first: it brings `range` up to date
  const low = Math.max(0, (virtualizer.range?.startIndex ?? 0) - OVERSCAN);
  const high = (virtualizer.range?.endIndex ?? 0) + OVERSCAN;
  const flowStart = mounted.find(({ index }) => index >= low)?.start ?? 0;
  const days: { key: string; label: string; heading: number | null; rows: { index: number; top: number | null; item: FeedEvent }[] }[] = [];
  for (const { index, start } of mounted) {
    const item = items[index]!;
    if (days.at(-1)?.key !== item.day) days.push({ key: item.day, label: formatDayHeading(item.day), heading: null, rows: [] });
    if (item.kind === 'day') days.at(-1)!.heading = index;
    else days.at(-1)!.rows.push({ index, top: index < low || index > high ? start - flowStart : null, item });
  }
  return { flowStart, days };
}

/** How much of the window's top a fixed header covers: `scroll-padding-top`, or the fixed element at the top edge. */
function coveredTop(element: HTMLElement): number {
  const declared = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  let covering: Element | null = document.elementFromPoint(element.getBoundingClientRect().left + 1, 0);
  while (covering !== null && covering !== document.body) {
    const { position } = getComputedStyle(covering);
    if (position === 'fixed' || position === 'sticky') return Math.max(declared, covering.getBoundingClientRect().bottom);
    covering = covering.parentElement;
  }
  return declared;
}

/** The list's placement, kept current as what is above it changes height (a chip, a wrapping toolbar). */
function useListPlacement(ref: RefObject<HTMLElement | null>): ListPlacement {
  const [placement, setPlacement] = useState(UNPLACED);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    // Read when a ResizeObserver calls, after layout: read while React commits, it would force one.
    const observer = new ResizeObserver(() => {
      let top = 0;
      for (let at: Element | null = element; at instanceof HTMLElement; at = at.offsetParent) top += at.offsetTop;
      const headerOffset = coveredTop(element);
      const same = (previous: ListPlacement) => previous !== UNPLACED && previous.top === top && previous.headerOffset === headerOffset;
      // At once, before the paint: the first rows mount here, in their place.
      flushSync(() => setPlacement((previous) => (same(previous) ? previous : { top, headerOffset })));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return placement;
}

/** Newer events read above push every row down: scroll by as much before the paint, so the rows read stay put. */
function useRowsInPlace(virtualizer: FeedVirtualizer, items: readonly FeedItem[], scrollNow: (offset: number) => void) {
  const anchor = useRef<{ key: FeedItem['key']; start: number; firstKey: FeedItem['key'] | undefined } | null>(null);
  useLayoutEffect(() => {
    const previous = anchor.current;
    // The newest event read (a day's heading may stay first while rows are added under it).
    const firstKey = items.find((item) => item.kind === 'event')?.key;
    if (previous !== null && previous.firstKey !== undefined && firstKey !== previous.firstKey) {
      const index = items.findIndex((item) => item.key === previous.key);
      const start = index < 0 ? undefined : virtualizer.measurementsCache[index]?.start;
      if (start !== undefined && start !== previous.start) scrollNow((virtualizer.scrollOffset ?? 0) + start - previous.start);
    }
    const top = virtualizer.getVirtualItemForOffset(virtualizer.scrollOffset ?? 0);
    anchor.current = top === undefined ? null : { key: top.key as FeedItem['key'], start: top.start, firstKey };
  });
}

/** The event at the top of the screen and its page; null at the very top, where there is nothing to restore. */
function readingPositionAt(virtualizer: FeedVirtualizer, items: readonly FeedItem[], headerOffset: number, atTop: boolean) {
  const top = (virtualizer.scrollOffset ?? 0) + headerOffset;
  const first = virtualizer.getVirtualItems().find((virtual) => virtual.end - top >= virtual.size / 2);
  if (first === undefined) return null;
  let index = first.index;
  while (items[index]?.kind === 'day') index++;
  const item = items[index];
  if (item?.kind !== 'event' || (atTop && index <= (items[0]?.kind === 'day' ? 1 : 0))) return null;
  return { cursor: item.page.cursor, page: item.page.page, at: item.key };
}

/** Holds `restoreAt` at the top until the reader moves the page, then reports the position each time scrolling settles. */
function useReadingPosition({
  virtualizer,
  items,
  placement,
  atTop,
  restoreAt,
  busy,
  onRead,
  scrollNow,
}: {
  virtualizer: FeedVirtualizer;
  items: readonly FeedItem[];
  placement: ListPlacement;
  atTop: boolean;
  restoreAt: number | null;
  busy: boolean;
  onRead: (position: ReadingPosition | null) => void;
  scrollNow: (offset: number) => void;
}) {
  const hold = useRef<{ at: number; found: boolean } | null>(restoreAt === null ? null : { at: restoreAt, found: false });

  const align = useEffectEvent(() => {
    const target = hold.current;
    if (target === null) return;
    let index = items.findIndex((item) => item.kind === 'event' && item.key === target.at);
    if (index < 0) {
      // Not in the saved page any more (the answer changed): the list stays at its top.
      if (!target.found && !busy) hold.current = null;
      return;
    }
    if (items[index - 1]?.kind === 'day') index--;
    target.found = true;
    const wanted = virtualizer.getOffsetForIndex(index, 'start')?.[0];
    // An offset, not `scrollToIndex`: its check a frame later keeps the index, which a page of newer events read
    // above meanwhile points at a row a page higher, and it would scroll there. This hook checks on every scroll.
    if (wanted !== undefined && Math.abs(wanted - (virtualizer.scrollOffset ?? 0)) > 1) scrollNow(wanted);
  });
  useLayoutEffect(() => align(), [items, placement, busy]);

  // The reader's own input ends the hold, and only after it is a scroll a position: one the router or a
  // settling layout makes is not.
  const moved = useRef(false);
  useEffect(() => {
    const realign = () => align();
    const takeOver = () => {
      moved.current = true;
      hold.current = null;
    };
    window.addEventListener('scroll', realign, { passive: true });
    for (const type of USER_INPUT_EVENTS) window.addEventListener(type, takeOver, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', realign);
      for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, takeOver, { capture: true });
    };
  }, []);
  const report = useEffectEvent(() => {
    if (hold.current === null && moved.current) onRead(readingPositionAt(virtualizer, items, placement.headerOffset, atTop));
  });
  const scrolling = virtualizer.isScrolling;
  useEffect(() => {
    if (scrolling) return;
    const timer = window.setTimeout(report, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [scrolling]);
}
