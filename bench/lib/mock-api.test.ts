import { describe, expect, it } from 'vitest';
import { nextLink } from './mock-api';

describe('nextLink', () => {
  it('finds rel="next" among several links', () => {
    const header = '<http://x/v1/logs?cursor=a%2Cb&per_page=2>; rel="prev", <http://x/v1/logs?cursor=c&per_page=2>; rel="next"';
    expect(nextLink(header)).toBe('http://x/v1/logs?cursor=c&per_page=2');
  });
  it('answers null without a next link or a header', () => {
    expect(nextLink('<http://x/v1/logs?cursor=a>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});
