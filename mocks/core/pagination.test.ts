import { describe, expect, it } from 'vitest';
import { decodeCursor } from './cursor';
import { buildLinkHeader, MAX_LINK_HEADER_CHARACTERS, readPage } from './pagination';
import { QueryNotes } from './query-notes';
import { RequestReader } from './request-reader';

const url = new URL('http://localhost/v1/ci/acme/repositories/checkout/search/tests?health_status=flaky&per_page=5');
const page = (offset: number) => ({ operation: 'searchTests', offset, perPage: 5, filters: { h: ['flaky'] } });

function links(header: string | null): Record<string, URL> {
  const result: Record<string, URL> = {};
  for (const match of (header ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)) result[match[2] as string] = new URL(match[1] as string);
  return result;
}

describe('buildLinkHeader', () => {
  it('sends no header for a single page', () => {
    expect(buildLinkHeader(url, page(0), 5, new QueryNotes())).toBeNull();
    expect(buildLinkHeader(url, page(0), 0, new QueryNotes())).toBeNull();
  });

  it('sends next only on the first page, prev only on the last', () => {
    expect(Object.keys(links(buildLinkHeader(url, page(0), 12, new QueryNotes())))).toEqual(['next']);
    expect(Object.keys(links(buildLinkHeader(url, page(5), 12, new QueryNotes())))).toEqual(['next', 'prev']);
    expect(Object.keys(links(buildLinkHeader(url, page(10), 12, new QueryNotes())))).toEqual(['prev']);
  });

  it("keeps the request's filters and carries cursor and per_page", () => {
    const { next } = links(buildLinkHeader(url, page(0), 12, new QueryNotes()));
    expect(next?.searchParams.get('health_status')).toBe('flaky');
    expect(next?.searchParams.get('per_page')).toBe('5');
    expect(next?.searchParams.getAll('cursor')).toHaveLength(1);
    const scope = { operation: 'searchTests', path: url.pathname };
    expect(decodeCursor(next?.searchParams.get('cursor') ?? '', scope, { h: ['flaky'] })).toEqual({ ok: true, position: 5 });
  });
});

describe('buildLinkHeader with a query too long to repeat', () => {
  const longValues = Array.from({ length: 40 }, (_, index) => `pipeline_name=${String(index).padStart(255, 'p')}`).join('&');
  const longUrl = new URL(`http://localhost/v1/ci/acme/repositories/checkout/search/tests?health_status=flaky&${longValues}&per_page=5`);

  it('links with absolute URLs that carry only cursor and per_page, and notes the query under each cursor', () => {
    const notes = new QueryNotes();
    const header = buildLinkHeader(longUrl, page(5), 12, notes) ?? '';
    expect(header.length).toBeLessThanOrEqual(MAX_LINK_HEADER_CHARACTERS);
    const { next, prev } = links(header);
    for (const link of [next, prev]) {
      expect(link?.origin).toBe('http://localhost');
      expect(link?.pathname).toBe(longUrl.pathname);
      expect([...(link?.searchParams.keys() ?? [])]).toEqual(['cursor', 'per_page']);
      const restored = notes.restore(link as URL);
      expect(restored.searchParams.getAll('pipeline_name')).toEqual(longUrl.searchParams.getAll('pipeline_name'));
      expect(restored.searchParams.get('health_status')).toBe('flaky');
      expect(restored.searchParams.get('cursor')).toBe(link?.searchParams.get('cursor'));
    }
  });

  it('keeps full links, and notes nothing, while they fit', () => {
    const notes = new QueryNotes();
    const { next } = links(buildLinkHeader(url, page(0), 12, notes));
    expect(
      notes
        .restore(new URL(`${url.origin}${url.pathname}?cursor=${next?.searchParams.get('cursor') ?? ''}`))
        .searchParams.has('health_status'),
    ).toBe(false);
  });
});

describe('readPage', () => {
  it('is 0 without a cursor and names `cursor` in the 422 for a foreign one', () => {
    const reader = new RequestReader(new URL('http://x/?a=1'));
    expect(readPage(reader, 'searchTests', {}).offset).toBe(0);
    const bad = new RequestReader(new URL('http://x/?cursor=nope'));
    readPage(bad, 'searchTests', {});
    expect(bad.issues).toEqual([{ loc: ['query', 'cursor'], msg: 'Value error, Invalid cursor', type: 'value_error' }]);
  });
});
