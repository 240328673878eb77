import { describe, expect, it } from 'vitest';
import { apiPreconnectTag } from './api-preconnect';

describe('apiPreconnectTag', () => {
  it('preconnects to the origin of an absolute API URL, in the anonymous pool', () => {
    expect(apiPreconnectTag('https://api.example.com/v1')).toBe('<link rel="preconnect" href="https://api.example.com" crossorigin />');
  });

  it('adds nothing for the page’s own origin (a relative base), no URL or a malformed one', () => {
    expect(apiPreconnectTag('/v1')).toBeNull();
    expect(apiPreconnectTag(undefined)).toBeNull();
    expect(apiPreconnectTag('https://')).toBeNull();
  });
});
