import { describe, expect, it } from 'vitest';
import { decodeCursor } from './cursor';
import { buildLinkHeader, readPageOffset } from './pagination';
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
    expect(buildLinkHeader(url, page(0), 5)).toBeNull();
    expect(buildLinkHeader(url, page(0), 0)).toBeNull();
  });

  it('sends next only on the first page, prev only on the last', () => {
    expect(Object.keys(links(buildLinkHeader(url, page(0), 12)))).toEqual(['next']);
    expect(Object.keys(links(buildLinkHeader(url, page(5), 12)))).toEqual(['next', 'prev']);
    expect(Object.keys(links(buildLinkHeader(url, page(10), 12)))).toEqual(['prev']);
  });

  it("keeps the request's filters and carries cursor and per_page", () => {
    const { next } = links(buildLinkHeader(url, page(0), 12));
    expect(next?.searchParams.get('health_status')).toBe('flaky');
    expect(next?.searchParams.get('per_page')).toBe('5');
    expect(next?.searchParams.getAll('cursor')).toHaveLength(1);
    const scope = { operation: 'searchTests', path: url.pathname };
    expect(decodeCursor(next?.searchParams.get('cursor') ?? '', scope, { h: ['flaky'] })).toEqual({ ok: true, position: 5 });
  });
});

describe('readPageOffset', () => {
  it('is 0 without a cursor and names `cursor` in the 422 for a foreign one', () => {
    const reader = new RequestReader(new URL('http://x/?a=1'));
    expect(readPageOffset(reader, 'searchTests', {})).toBe(0);
    const bad = new RequestReader(new URL('http://x/?cursor=nope'));
    readPageOffset(bad, 'searchTests', {});
    expect(bad.issues).toEqual([{ loc: ['query', 'cursor'], msg: 'Value error, Invalid cursor', type: 'value_error' }]);
  });
});
