import { describe, expect, it } from 'vitest';
import { apiPreconnectPlugin } from './api-preconnect';

const tags = (apiBaseUrl: string | undefined) => (apiPreconnectPlugin(apiBaseUrl).transformIndexHtml as () => unknown)();

describe('apiPreconnectPlugin', () => {
  it('preconnects to the origin of an absolute API URL, in the anonymous pool', () => {
    expect(tags('https://api.example.com/v1')).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: true } },
    ]);
  });

  it('adds nothing for the page’s own origin (a relative base), no URL or a malformed one', () => {
    expect(tags('/v1')).toEqual([]);
    expect(tags(undefined)).toEqual([]);
    expect(tags('https://')).toEqual([]);
  });
});
