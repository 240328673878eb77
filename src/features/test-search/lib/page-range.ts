/**
 * "26–50 of 537": cursors are opaque, so the page index travels in the URL beside the cursor and is
 * used only for this label; the rows themselves come from the cursor.
 */
export function pageRange(page: number, perPage: number, size: number, total: number): { first: number; last: number } | null {
  if (size <= 0) return null;
  const first = (page - 1) * perPage + 1;
  // A hand-edited `page` must not claim rows beyond the total.
  if (first > total) return null;
  return { first, last: Math.min(first + size - 1, total) };
}
