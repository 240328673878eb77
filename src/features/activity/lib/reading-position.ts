import type { ActivitySearch } from './activity-search-params';

/**
 * Where the reader is in an infinite list: the event at the top of the screen (`at`), and the page that
 * holds it, as the API's cursor for that page plus its 1-based index. Restoring loads that one page
 * and scrolls to the event; the pages around it load as the reader scrolls either way.
 */
export type ReadingPosition = { cursor: string | null; page: number; at: number };

/**
 * The search recording a position (null: the top of the list). A cursor is a position in one answer,
 * so a live preset is pinned to the window of the answer being read (`asOf` = its end), as the API
 * binds cursors to a window; a custom or already pinned window is kept. Back at the top the position
 * goes but the pin stays: the rows on screen still come from that answer ("Back to live" drops it).
 */
export function withReadingPosition(
  search: ActivitySearch,
  position: ReadingPosition | null,
  answerWindow: { to: string },
): ActivitySearch {
  if (position === null) return { ...search, cursor: undefined, page: 1, at: undefined };
  const custom = search.from !== undefined && search.to !== undefined;
  return {
    ...search,
    asOf: custom ? search.asOf : (search.asOf ?? answerWindow.to),
    cursor: position.cursor ?? undefined,
    page: position.page,
    at: position.at,
  };
}

/** The position a search records, if any. */
export function readingPositionOf(search: ActivitySearch): ReadingPosition | null {
  return search.at === undefined ? null : { cursor: search.cursor ?? null, page: search.page, at: search.at };
}

export function sameReadingPosition(a: ReadingPosition | null, b: ReadingPosition | null): boolean {
  return a === b || (a !== null && b !== null && a.at === b.at && a.cursor === b.cursor && a.page === b.page);
}
