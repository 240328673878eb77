import type { FeedItem } from './feed-items';
import type { MountedItem } from './mounted-days';

// Estimates before a row is measured: a one-line sentence with its line of facts, a day heading.
const ESTIMATED_ROW_PX = 58;
const ESTIMATED_HEADING_PX = 38;
/** Rows mounted beyond each edge of the screen: Tab and short scrolls find them ready. */
export const FEED_OVERSCAN = 6;

export function estimatedSize(item: FeedItem | undefined): number {
  return item?.kind === 'day' ? ESTIMATED_HEADING_PX : ESTIMATED_ROW_PX;
}

/**
 * Which of the feed's items are mounted and where: placed at their `start` on the list's canvas
 * (`margin` included) by the virtualizer, which measures each mounted row; or, before it runs, in the
 * document's flow from the top of the list, at their natural heights.
 */
export type FeedLayout = {
  placed: boolean;
  mounted: readonly MountedItem[];
  totalSize: number;
  /** The list's top in the document: subtracted from each `start` to place a row on the canvas. */
  margin: number;
  measureElement?: (element: HTMLElement | null) => void;
};

/**
 * The feed's first screen, while the virtualizer's code loads: the items the virtualizer would mount
 * before measuring anything (those whose estimated place reaches into the window, and the overscan
 * beyond), in the flow at their natural heights, on a canvas as tall as every item's estimate. The
 * virtualizer then places the same rows where they already are: it measures them as it takes over,
 * before the browser paints.
 */
export function firstScreenLayout(items: readonly FeedItem[], listTop: number, scrollTop: number, windowHeight: number): FeedLayout {
  const starts: number[] = [];
  let end = listTop;
  let first = -1;
  let last = -1;
  items.forEach((item, index) => {
    const start = end;
    end += estimatedSize(item);
    starts.push(start);
    if (end > scrollTop && start < scrollTop + windowHeight) {
      if (first < 0) first = index;
      last = index;
    }
  });
  const mounted: MountedItem[] = [];
  if (first >= 0) {
    for (let index = Math.max(0, first - FEED_OVERSCAN); index <= Math.min(items.length - 1, last + FEED_OVERSCAN); index++) {
      mounted.push({ index, start: starts[index] ?? listTop });
    }
  }
  return { placed: false, mounted, totalSize: end - listTop, margin: listTop };
}
