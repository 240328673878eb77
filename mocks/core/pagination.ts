// Offset pages behind opaque cursors, with RFC 5988 `Link` headers whose URLs are the request's own URL with
// `cursor` and `per_page` replaced: following a link and re-sending one's query with the cursor are the same.
import { decodeCursor, encodeCursor } from './cursor';
import type { TimeWindow } from './date-time';
import { issue } from './validation-issue';
import type { QueryNotes } from './query-notes';
import type { RequestReader } from './request-reader';

export interface PageRequest {
  operation: string;
  offset: number;
  perPage: number;
  /** Canonical filters the cursor is bound to (never includes cursor or per_page). */
  filters: unknown;
  /** The window the walk stays on, carried by its cursors. */
  window?: TimeWindow;
}

/** Paged operations' `per_page` when none is given. */
export const DEFAULT_PER_PAGE = 10;

/** The page a request asks for; its cursor, bound to `filters`, is checked once the rest is valid (a 422 naming it). */
export function readPage(
  reader: RequestReader,
  operation: string,
  filters: unknown,
  perPage = reader.perPage() ?? DEFAULT_PER_PAGE,
): PageRequest {
  const page = { operation, offset: 0, perPage, filters };
  const cursor = reader.rawQuery('cursor');
  if (cursor === undefined || !reader.ok) return page;
  const decoded = decodeCursor(cursor, { operation, path: reader.pathname }, filters);
  if (decoded.ok) page.offset = decoded.position;
  else reader.add(issue.valueError(['query', 'cursor'], decoded.reason));
  return page;
}

/** The page's items and its `Link` header. */
export function pageOf<T>(items: readonly T[], page: PageRequest, url: URL, notes: QueryNotes) {
  const link = buildLinkHeader(url, page, items.length, notes);
  const headers: Record<string, string> = link === null ? {} : { Link: link };
  return { items: items.slice(page.offset, page.offset + page.perPage), headers };
}

/** Past this, links go compact: headers stay within nginx's 8 KiB, and two links could repeat a 32 KiB query. */
export const MAX_LINK_HEADER_CHARACTERS = 4_096;

function withoutPaging(requestUrl: URL): URL {
  const url = new URL(requestUrl.href);
  url.searchParams.delete('cursor');
  url.searchParams.delete('per_page');
  return url;
}

/** The request's URL with `cursor` and `per_page` replaced; `compact`: with nothing else in its query. */
function pageUrl(requestUrl: URL, cursor: string, perPage: number, compact = false): string {
  const url = compact ? new URL(requestUrl.pathname, requestUrl.origin) : withoutPaging(requestUrl);
  url.searchParams.append('cursor', cursor);
  url.searchParams.append('per_page', String(perPage));
  return url.href;
}

/** The `Link` value (null without targets): the whole query when it fits, else compact links, the query noted. */
export function buildLinkHeader(requestUrl: URL, page: PageRequest, total: number, notes: QueryNotes): string | null {
  const scope = { operation: page.operation, path: requestUrl.pathname };
  const targets: { rel: 'next' | 'prev'; cursor: string }[] = [];
  if (page.offset + page.perPage < total) {
    targets.push({ rel: 'next', cursor: encodeCursor(scope, page.offset + page.perPage, page.filters, page.window) });
  }
  if (page.offset > 0) {
    targets.push({ rel: 'prev', cursor: encodeCursor(scope, Math.max(0, page.offset - page.perPage), page.filters, page.window) });
  }
  if (targets.length === 0) return null;
  const full = targets.map(({ rel, cursor }) => `<${pageUrl(requestUrl, cursor, page.perPage)}>; rel="${rel}"`).join(', ');
  if (full.length <= MAX_LINK_HEADER_CHARACTERS) return full;
  const query = withoutPaging(requestUrl).search;
  return targets
    .map(({ rel, cursor }) => {
      notes.note(cursor, query);
      return `<${pageUrl(requestUrl, cursor, page.perPage, true)}>; rel="${rel}"`;
    })
    .join(', ');
}
