import { describe, expect, it } from 'vitest';
import { compileGlobs, globToRegExp } from './glob';

describe('globs', () => {
  it('matches * as any run (also none) and ? as exactly one character, over the whole name', () => {
    expect(globToRegExp('tests/*.py').test('tests/a/b.py')).toBe(true);
    expect(globToRegExp('tests/*.py').test('tests/.py')).toBe(true);
    expect(globToRegExp('test_?').test('test_a')).toBe(true);
    expect(globToRegExp('test_?').test('test_ab')).toBe(false);
    expect(globToRegExp('test').test('a test')).toBe(false);
  });

  it('treats every other character literally and is case-sensitive', () => {
    expect(globToRegExp('a.b(c)[d]+').test('a.b(c)[d]+')).toBe(true);
    expect(globToRegExp('a.b').test('axb')).toBe(false);
    expect(globToRegExp('Test*').test('test_x')).toBe(false);
    expect(globToRegExp('src/cart/cart-totals.test.ts > *').test('src/cart/cart-totals.test.ts > cartTotals > x')).toBe(true);
    expect(globToRegExp('a-b/c\\d').test('a-b/c\\d')).toBe(true);
  });

  it('combines several patterns with OR, and is null for none', () => {
    const match = compileGlobs(['exact name', 'src/*']);
    expect(match?.('exact name')).toBe(true);
    expect(match?.('src/x.test.ts')).toBe(true);
    expect(match?.('other')).toBe(false);
    expect(compileGlobs([])).toBeNull();
  });
});
