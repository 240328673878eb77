import { startOver, type ActivitySearch } from './activity-search-params';

/** The event at the top of the screen and the page holding it (cursor and 1-based index). */
export type ReadingPosition = { cursor: string | null; page: number; at: number };

/** The search recording a position; a cursor belongs to one answer, so a live preset is pinned to its window (`asOf`). */
export function withReadingPosition(
  search: ActivitySearch,
  position: ReadingPosition | null,
  answerWindow: { to: string },
): ActivitySearch {
  if (position === null) return startOver(search);
  const custom = search.from !== undefined && search.to !== undefined;
  return {
    ...search,
    asOf: custom ? search.asOf : (search.asOf ?? answerWindow.to),
    cursor: position.cursor ?? undefined,
    page: position.page,
    at: position.at,
  };
}

/** Whether the search records this position already (null: none). */
export function recordsReadingPosition(search: ActivitySearch, position: ReadingPosition | null): boolean {
  if (position === null) return search.at === undefined;
  return search.at === position.at && (search.cursor ?? null) === position.cursor && search.page === position.page;
}
