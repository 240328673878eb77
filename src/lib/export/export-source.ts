// What a table hands to an export: its columns, defined once, and how to fetch one page of its rows.
import type { Paged } from '@/api/link-pagination';

/** One cell as a table knows it; numbers and booleans stay typed so CSV does not escape `-3` as a formula. */
export type ExportCell = string | number | boolean | null | undefined;

export type ExportColumn<T> = {
  header: string;
  // Method syntax on purpose: a source of any row type can then be handed to the generic menu.
  value(row: T): ExportCell;
  /** For a column the API record does not hold: its JSON field beside the record's own. */
  jsonKey?: string;
};

/** One filter that chose the rows, as the API was asked: `health_status` = `flaky`. */
export type ExportFilter = { name: string; value: string | number | boolean | readonly (string | number)[] };

export type ExportScope = {
  window: { description: string; start?: string | undefined; end?: string | undefined };
  filters: readonly ExportFilter[];
};

export type ExportPage<T> = {
  items: readonly T[];
  next: string | null;
  /** How many rows the whole export holds, when the API says so (test search does). */
  total?: number | null | undefined;
};

/** Fetches the page a cursor points at (null: the first), with the export's signal so Cancel stops it. */
export type ExportPageFetcher<T> = (cursor: string | null, signal: AbortSignal) => Promise<ExportPage<T>>;

export type ExportSource<T> = {
  /** What is exported, for the menu and the messages: "flaky tests", "quarantines". */
  what: string;
  fileName: string;
  columns: readonly ExportColumn<T>[];
  /** The window and filters of the rows, for the line above them (see export-scope.ts). */
  scope(): ExportScope;
  fetchPage: ExportPageFetcher<T>;
  /** The number of rows known before the walk starts (e.g. the count on screen), for the progress bar. */
  total?: number | null | undefined;
};

/** The fetcher of a Link-paged operation: `read` asks for the page a cursor points at (undefined: the first), `rows` picks its rows. */
export function linkPages<D, T>(
  read: (cursor: string | undefined, signal: AbortSignal) => Promise<Paged<D>>,
  rows: (data: D) => readonly T[],
  total?: (data: D) => number,
): ExportPageFetcher<T> {
  return async (cursor, signal) => {
    const page = await read(cursor ?? undefined, signal);
    return { items: rows(page.data), next: page.links.next?.cursor ?? null, total: total?.(page.data) };
  };
}

/** The fetcher of rows read in one go (already on screen, or all asked for at once): one page. */
export function onePage<T>(read: () => readonly T[] | Promise<readonly T[]>): ExportPageFetcher<T> {
  return async () => ({ items: await read(), next: null });
}
