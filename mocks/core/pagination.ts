// Offset pages behind opaque cursors, with RFC 5988 `Link` headers whose URLs are the request's own
// URL with `cursor` and `per_page` replaced, so following a link as given and re-sending one's own
// query with the new cursor are the same request.
import { decodeCursor, encodeCursor } from './cursor';
import { issue } from './validation-issue';
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

/** The request's own URL (filters kept) with `cursor` and `per_page` replaced: a `Link` target. */
export function pageUrl(requestUrl: URL, cursor: string, perPage: number): string {
  const url = new URL(requestUrl.href);
  url.searchParams.delete('cursor');
  url.searchParams.delete('per_page');
  url.searchParams.append('cursor', cursor);
  url.searchParams.append('per_page', String(perPage));
  return url.href;
}

/** The `Link` header value, or null when there is neither a previous nor a next page. */
export function buildLinkHeader(requestUrl: URL, page: PageRequest, total: number): string | null {
  const links: string[] = [];
  const scope = { operation: page.operation, path: requestUrl.pathname };
  if (page.offset + page.perPage < total) {
    const next = encodeCursor(scope, page.offset + page.perPage, page.filters);
    links.push(`<${pageUrl(requestUrl, next, page.perPage)}>; rel="next"`);
  }
  if (page.offset > 0) {
    const prev = encodeCursor(scope, Math.max(0, page.offset - page.perPage), page.filters);
    links.push(`<${pageUrl(requestUrl, prev, page.perPage)}>; rel="prev"`);
  }
  return links.length > 0 ? links.join(', ') : null;
}

export function linkHeaders(requestUrl: URL, page: PageRequest, total: number): Record<string, string> {
  const link = buildLinkHeader(requestUrl, page, total);
  return link === null ? {} : { Link: link };
}
