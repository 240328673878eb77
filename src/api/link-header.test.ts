import LinkHeader from 'http-link-header';
import { describe, expect, it } from 'vitest';
import { parseLinkValues } from './link-header';

/** The links as a widely used parser reads them: one (target, relation type) pair per relation. */
function asLibraryReadsIt(header: string) {
  return LinkHeader.parse(header).refs.map((ref) => `${ref.uri} ${ref.rel.toLowerCase()}`);
}

const asRead = (header: string) =>
  parseLinkValues(header).flatMap((link) =>
    (link.params.get('rel') ?? '')
      .toLowerCase()
      .split(/\s+/)
      .map((rel) => `${link.uri} ${rel}`),
  );

describe('parseLinkValues', () => {
  it.each([
    '<https://api.test/v1/x?cursor=abc&per_page=10>; rel="next"',
    '<https://api.test/v1/x?cursor=p>; rel=prev, <https://api.test/v1/x?cursor=n>; rel=next',
    '</p?cursor=p>; rel="previous"; title="Page, the one before", <?cursor=n>; REL="next last"',
    '<https://api.test/v1/x?cursor=a%2Bb%3D>;rel="next";type="application/json"',
  ])('reads %s as a widely used parser does', (header) => {
    expect(asRead(header)).toEqual(asLibraryReadsIt(header));
  });

  it('keeps commas and semicolons inside quoted values and unescapes quoted pairs', () => {
    const [link] = parseLinkValues('<https://api.test/x>; title="a, b; \\"c\\""; rel=next');
    expect(link?.params.get('title')).toBe('a, b; "c"');
    expect(link?.params.get('rel')).toBe('next');
  });

  it('keeps the first of a repeated parameter and lower-cases names', () => {
    const [link] = parseLinkValues('<https://api.test/x>; Rel="next"; rel="prev"');
    expect(link?.params.get('rel')).toBe('next');
  });

  it('reads an empty header, and empty list elements, as no links', () => {
    expect(parseLinkValues('')).toEqual([]);
    expect(parseLinkValues(' , ')).toEqual([]);
  });

  it.each([
    'this is not a link header',
    '<https://api.test/x; rel=next',
    '<https://api.test/x> rel=next',
    '<https://api.test/x>; rel="next',
  ])('refuses a malformed header: %s', (header) => {
    expect(() => parseLinkValues(header)).toThrow(SyntaxError);
  });
});
