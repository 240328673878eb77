import {
  Fragment,
  lazy,
  memo,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import type { RepositoryRef } from '@/lib/app-config';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { firstScreenLayout, type FeedLayout } from '../lib/feed-layout';
import type { FeedItem } from '../lib/feed-items';
import { mountedDays } from '../lib/mounted-days';
import type { ReadingPosition } from '../lib/reading-position';
import classes from './activity.module.css';
import { EventRow } from './event-row';
import { loadEventDetails } from './load-event-details';
import { placedItem } from './placed-item';
import { useListPlacement } from './use-list-placement';

// Its code (the virtualizer library among it) is not needed to paint the first rows.
const FeedVirtualizer = lazy(() => import('./feed-virtualizer'));
const NOTHING_PLACED: FeedLayout = { placed: false, mounted: [], totalSize: 0, margin: 0 };

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
 * settles (`onRead`), and `restoreAt` (an event id) is scrolled to once it is among the rows. The
 * first screen is painted before the virtualizer's code is loaded (`firstScreenLayout`); the
 * virtualizer then takes over the same mounted rows.
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
  // The rows are painted: fetch the virtualizer and the details' code now (opening a row then does not
  // wait for it).
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) void loadEventDetails();
  }, [painted]);
  // The virtualizer's layout once it runs; until then the first screen in the flow. Not when a reading
  // position is to be restored: only the virtualizer knows where that event goes, and the top of the
  // list painted first would flash before the jump to it.
  const [virtualLayout, setVirtualLayout] = useState<FeedLayout | null>(null);
  const [restoring] = useState(restoreAt !== null);
  const layout =
    virtualLayout ?? (restoring ? NOTHING_PLACED : firstScreenLayout(items, placement?.top ?? 0, window.scrollY, window.innerHeight));

  const trackFocus = (event: FocusEvent<HTMLElement>) => {
    const index = Number(event.target.closest('[data-index]')?.getAttribute('data-index'));
    focusedKey.current = Number.isInteger(index) ? (items[index]?.key ?? null) : null;
  };
  const forgetFocus = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) focusedKey.current = null;
  };

  const { margin, measureElement, placed } = layout;
  const offset = (start: number) => (placed ? start - margin : null);
  return (
    <section
      aria-label="Events"
      aria-busy={busy || paging.loadingNewer || paging.loadingOlder}
      style={{ opacity: busy ? 0.55 : 1, transition: 'opacity 120ms', ...headerOffsetVariable(placement?.headerOffset ?? 0) }}
      onFocus={trackFocus}
      onBlur={forgetFocus}
    >
      {paging.newerError ? (
        <ErrorState compact error={paging.newerError} onRetry={paging.loadNewer} title="Could not load newer events" />
      ) : null}
      {banner}
      <div ref={canvasRef} className={classes.canvas} style={{ height: layout.totalSize }}>
        {mountedDays(layout.mounted, items).map((group) => (
          <Fragment key={group.day}>
            {group.heading ? (
              <h3 ref={measureElement} data-index={group.heading.index} {...placedItem(offset(group.heading.start), classes.dayHeading)}>
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
                  start={offset(mounted.start)}
                  setSize={setSize}
                  expanded={openEventId === item.key}
                  onToggle={onToggleOpen}
                  measureRef={measureElement}
                />
              ))}
            </ol>
          </Fragment>
        ))}
      </div>
      <FeedEnd paging={paging} />
      {painted || restoring ? (
        <Suspense fallback={null}>
          <FeedVirtualizer
            items={items}
            placement={placement}
            focusedKey={focusedKey}
            paging={paging}
            restoreAt={restoreAt}
            onRead={onRead}
            onLayout={setVirtualLayout}
          />
        </Suspense>
      ) : null}
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
