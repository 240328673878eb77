import { describe, expect, it } from 'vitest';
import { parseLinkHeader } from './link-pagination';

const REQUEST = 'https://api.test/v1/ci/acme/repositories/checkout/search/tests?per_page=10';

describe('parseLinkHeader', () => {
  it('reads next only', () => {
    const links = parseLinkHeader(
      '<https://api.test/v1/ci/acme/repositories/checkout/search/tests?per_page=10&cursor=abc>; rel="next"',
      REQUEST,
    );
    expect(links).toEqual({
      next: {
        url: 'https://api.test/v1/ci/acme/repositories/checkout/search/tests?per_page=10&cursor=abc',
        cursor: 'abc',
      },
      prev: null,
    });
  });

  it('reads prev only', () => {
    const links = parseLinkHeader('<https://api.test/v1/x?cursor=p1&per_page=5>; rel="prev"', REQUEST);
    expect(links.next).toBeNull();
    expect(links.prev).toEqual({ url: 'https://api.test/v1/x?cursor=p1&per_page=5', cursor: 'p1' });
  });

  it('reads both, in either order, with unquoted rel', () => {
    const links = parseLinkHeader('<https://api.test/v1/x?cursor=p>; rel=prev, <https://api.test/v1/x?cursor=n>; rel=next', REQUEST);
    expect(links.next?.cursor).toBe('n');
    expect(links.prev?.cursor).toBe('p');
  });

  it('gives no links when the header is absent or empty', () => {
    expect(parseLinkHeader(null, REQUEST)).toEqual({ next: null, prev: null });
    expect(parseLinkHeader('  ', REQUEST)).toEqual({ next: null, prev: null });
  });

  it('resolves relative URLs against the request URL', () => {
    const pathOnly = parseLinkHeader('</v1/ci/acme/repositories/checkout/search/tests?cursor=c2>; rel="next"', REQUEST);
    expect(pathOnly.next?.url).toBe('https://api.test/v1/ci/acme/repositories/checkout/search/tests?cursor=c2');
    const queryOnly = parseLinkHeader('<?cursor=c3&per_page=10>; rel="next"', REQUEST);
    expect(queryOnly.next?.url).toBe('https://api.test/v1/ci/acme/repositories/checkout/search/tests?cursor=c3&per_page=10');
  });

  it('keeps the extra parameters of the link URL and decodes the cursor', () => {
    const links = parseLinkHeader(
      '<https://api.test/v1/x?health_status=flaky&health_status=broken&cursor=a%2Bb%3D&per_page=25>; rel="next"',
      REQUEST,
    );
    const url = new URL(links.next?.url ?? '');
    expect(url.searchParams.getAll('health_status')).toEqual(['flaky', 'broken']);
    expect(links.next?.cursor).toBe('a+b=');
  });

  it('accepts a rel with several relation types and the spelled-out "previous"', () => {
    const links = parseLinkHeader('<https://api.test/v1/x?cursor=n>; rel="next last", </p?cursor=p>; rel="previous"', REQUEST);
    expect(links.next?.cursor).toBe('n');
    expect(links.prev?.url).toBe('https://api.test/p?cursor=p');
  });

  it('ignores other relations and survives a malformed header', () => {
    expect(parseLinkHeader('<https://api.test/v1/x?cursor=f>; rel="first"', REQUEST)).toEqual({
      next: null,
      prev: null,
    });
    expect(parseLinkHeader('this is not a link header', REQUEST)).toEqual({ next: null, prev: null });
  });
});
