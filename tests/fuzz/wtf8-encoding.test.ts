import { describe, expect, it } from 'vitest';
import { percentEncodeWtf8 } from './fuzz-requests';

describe('percentEncodeWtf8', () => {
  it('encodes like encodeURIComponent for well-formed text', () => {
    for (const text of ['tests/a b.py::t[1]', 'é', '𝒳', '100%', ''])
      expect(percentEncodeWtf8(text)).toBe(
        encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
      );
  });

  it('writes a lone surrogate as its three bytes, which are no UTF-8', () => {
    expect(percentEncodeWtf8('a\uD800')).toBe('a%ED%A0%80');
    expect(percentEncodeWtf8('\uDFFF')).toBe('%ED%BF%BF');
  });
});
