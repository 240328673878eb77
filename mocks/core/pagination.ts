// Offset pages behind opaque cursors, with RFC 5988 `Link` headers whose URLs are the request's own
// URL with `cursor` and `per_page` replaced, so following a link as given and re-sending one's own
// query with the new cursor are the same request (a query too long for the headers: see linkHeaderValue).
import { decodeCursor, encodeCursor } from './cursor';
import { issue } from './validation-issue';
import type { QueryNotes } from './query-notes';
import type { RequestReader } from './request-reader';

export interface PageRequest {
  operation: string;
  offset: number;
  perPage: number;
  /** Canonical filters the cursor is bound to (never includes cursor or per_page). */
  filters: unknown;
}

/**
 * Reads `cursor` (if any) and records a 422 on `cursor` when it does not belong to this query (the same
 * operation on the same path, with the same filters). Only
 * checked once the other inputs are valid: a cursor cannot be matched against filters that failed.
 */
export function readPageOffset(reader: RequestReader, operation: string, filters: unknown): number {
  const cursor = reader.rawQuery('cursor');
  if (cursor === undefined || !reader.ok) return 0;
  const decoded = decodeCursor(cursor, { operation, path: reader.pathname }, filters);
  if (decoded.ok) return decoded.position;
  reader.add(issue.valueError(['query', 'cursor'], decoded.reason));
  return 0;
}

export function slicePage<T>(items: readonly T[], offset: number, perPage: number): T[] {
  return items.slice(offset, offset + perPage);
}

/**
 * The most characters a `Link` header may take. An answer's headers must stay within 8 KiB, the common
 * limit of the proxies and clients in front of the service (nginx's default proxy buffer, Node's parser
 * with room to spare); the other headers take well under 1 KiB, and a next link and a prev link that
 * repeat a long query could take twice the 32,768-character request target.
 */
export const MAX_LINK_HEADER_CHARACTERS = 4_096;

/** The request's own URL (filters kept) with `cursor` and `per_page` replaced: a `Link` target. */
export function pageUrl(requestUrl: URL, cursor: string, perPage: number): string {
  const url = new URL(requestUrl.href);
  url.searchParams.delete('cursor');
  url.searchParams.delete('per_page');
  url.searchParams.append('cursor', cursor);
  url.searchParams.append('per_page', String(perPage));
  return url.href;
}

/** The request's query without `cursor` and `per_page`, as a search string (`?…`, or empty). */
function filterQuery(requestUrl: URL): string {
  const url = new URL(requestUrl.href);
  url.searchParams.delete('cursor');
  url.searchParams.delete('per_page');
  return url.search;
}

/** A `Link` target that carries only the cursor and the page size; the query is in `notes`. */
function compactPageUrl(requestUrl: URL, cursor: string, perPage: number): string {
  const url = new URL(requestUrl.pathname, requestUrl.origin);
  url.searchParams.append('cursor', cursor);
  url.searchParams.append('per_page', String(perPage));
  return url.href;
}

export interface PageLinkTarget {
  rel: 'next' | 'prev';
  cursor: string;
}

/**
 * The `Link` header value for these pages, or null when there is none. Absolute URLs with the request's
 * whole query when they fit in MAX_LINK_HEADER_CHARACTERS; otherwise compact ones, each cursor noted
 * with the query (mocks/core/query-notes.ts), so both ways of following a link keep working.
 */
export function linkHeaderValue(requestUrl: URL, targets: readonly PageLinkTarget[], perPage: number, notes: QueryNotes): string | null {
  if (targets.length === 0) return null;
  const full = targets.map(({ rel, cursor }) => `<${pageUrl(requestUrl, cursor, perPage)}>; rel="${rel}"`).join(', ');
  if (full.length <= MAX_LINK_HEADER_CHARACTERS) return full;
  const query = filterQuery(requestUrl);
  return targets
    .map(({ rel, cursor }) => {
      notes.note(cursor, query);
      return `<${compactPageUrl(requestUrl, cursor, perPage)}>; rel="${rel}"`;
    })
    .join(', ');
}

/** The `Link` header value, or null when there is neither a previous nor a next page. */
export function buildLinkHeader(requestUrl: URL, page: PageRequest, total: number, notes: QueryNotes): string | null {
  const targets: PageLinkTarget[] = [];
  const scope = { operation: page.operation, path: requestUrl.pathname };
  if (page.offset + page.perPage < total) {
    targets.push({ rel: 'next', cursor: encodeCursor(scope, page.offset + page.perPage, page.filters) });
  }
  if (page.offset > 0) {
    targets.push({ rel: 'prev', cursor: encodeCursor(scope, Math.max(0, page.offset - page.perPage), page.filters) });
  }
  return linkHeaderValue(requestUrl, targets, page.perPage, notes);
}

export function linkHeaders(requestUrl: URL, page: PageRequest, total: number, notes: QueryNotes): Record<string, string> {
  const link = buildLinkHeader(requestUrl, page, total, notes);
  return link === null ? {} : { Link: link };
}
