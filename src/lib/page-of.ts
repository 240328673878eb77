/** Which part of a list a table shows: page `page` of `pages`, items `first`… of `total` (`shown` of them). */
export type PageSpan = { page: number; pages: number; first: number; shown: number; total: number };

/** A page of a list held whole (the URL's `page`, 1-based); a page past the last shows the last. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; span: PageSpan } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const at = Math.min(page, pages);
  const shown = items.slice((at - 1) * size, at * size);
  return { items: shown, span: { page: at, pages, first: (at - 1) * size + 1, shown: shown.length, total: items.length } };
}
