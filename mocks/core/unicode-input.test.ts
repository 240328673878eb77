import { describe, expect, it } from 'vitest';
import { decodeComponentStrictly, isWellFormedText, malformedQueryNames } from './unicode-input';

describe('isWellFormedText', () => {
  it('refuses lone surrogates and takes pairs', () => {
    expect(isWellFormedText('plain é 𝒳')).toBe(true);
    expect(isWellFormedText('a\uD800')).toBe(false);
    expect(isWellFormedText('\uDC00b')).toBe(false);
    expect(isWellFormedText('\uDC00\uD800')).toBe(false);
  });
});

describe('decodeComponentStrictly', () => {
  it('decodes UTF-8 escapes and keeps stray percent signs as they are', () => {
    expect(decodeComponentStrictly('%C3%A9t%C3%A9')).toBe('été');
    expect(decodeComponentStrictly('100%')).toBe('100%');
    expect(decodeComponentStrictly('%ZZ%2')).toBe('%ZZ%2');
    expect(decodeComponentStrictly('a+b', true)).toBe('a b');
    expect(decodeComponentStrictly('a+b')).toBe('a+b');
  });

  it('is null for bytes that are not UTF-8 (an encoded surrogate, a stray byte, a cut sequence)', () => {
    expect(decodeComponentStrictly('%ED%A0%80')).toBeNull();
    expect(decodeComponentStrictly('%FF')).toBeNull();
    expect(decodeComponentStrictly('%C3')).toBeNull();
  });
});

describe('malformedQueryNames', () => {
  it('names each parameter once, in order, by its decoded name (or as sent when the name is the problem)', () => {
    expect(malformedQueryNames('?test_name=%ED%A0%80&per_page=5&%FF=1&test_name=%FF&branch=%ZZ')).toEqual(['test_name', '%FF']);
    expect(malformedQueryNames('')).toEqual([]);
    expect(malformedQueryNames('?a&b=&=c')).toEqual([]);
  });
});
