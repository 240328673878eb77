import { describe, expect, it } from 'vitest';
import { globToRegExp } from '../../mocks/test-insights/glob';
import { everyWordGlobs, matchesEveryWord, queryWords } from './words-in-any-order';

const NAME = 'src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item';

/** Whether the API (the mock's own glob rule) would find `name` for these globs. */
const apiFinds = (name: string, globs: readonly string[]) => globs.some((glob) => globToRegExp(glob).test(name));

describe('queryWords', () => {
  it('splits on any white space, keeps each word once, in order', () => {
    expect(queryWords('  cart\ttot  cart\n')).toEqual(['cart', 'tot']);
    expect(queryWords('   ')).toEqual([]);
  });
});

describe('matchesEveryWord', () => {
  it('finds a name holding every word, in any order and case', () => {
    expect(matchesEveryWord(NAME, 'cart tot')).toBe(true);
    expect(matchesEveryWord(NAME, 'TAX rounds cart')).toBe(true);
    expect(matchesEveryWord(NAME, 'cart refund')).toBe(false);
    expect(matchesEveryWord(NAME, '')).toBe(true);
  });
});

describe('everyWordGlobs', () => {
  it('gives one glob per order of the words, which the API then matches in any order', () => {
    expect(everyWordGlobs('cart tot')).toEqual({ globs: ['*cart*tot*', '*tot*cart*'], unchecked: [] });
    const reversed = everyWordGlobs('tax rounds cart')!;
    expect(reversed.globs).toHaveLength(6);
    expect(apiFinds(NAME, reversed.globs)).toBe(true);
    expect(apiFinds(NAME, everyWordGlobs('cart tot')!.globs)).toBe(true);
    expect(apiFinds(NAME, everyWordGlobs('cart refund')!.globs)).toBe(false);
  });

  it('keeps a glob the person wrote as it is', () => {
    expect(everyWordGlobs('  src/*.ts ')).toEqual({ globs: ['src/*.ts'], unchecked: [] });
  });

  it('puts the four longest words in every order and leaves the others to be checked on the answers', () => {
    const globs = everyWordGlobs('a cart rounds tax line item')!;
    expect(globs.globs).toHaveLength(24);
    expect(globs.globs[0]).toBe('*cart*rounds*line*item*');
    expect(globs.unchecked).toEqual(['a', 'tax']);
  });

  it('answers nothing for a blank query and never a glob longer than the API takes', () => {
    expect(everyWordGlobs('  ')).toBeNull();
    expect(everyWordGlobs('x'.repeat(300))).toBeNull();
    expect(everyWordGlobs('*'.repeat(300))!.globs[0]).toHaveLength(255);
  });
});
