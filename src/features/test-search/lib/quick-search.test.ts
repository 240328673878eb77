import { describe, expect, it } from 'vitest';
import { QUICK_SEARCH_MAX_WORDS, quickSearchPatterns, quickSearchWords } from './quick-search';

describe('quick search', () => {
  it('finds names containing every word, in any order', () => {
    expect(quickSearchPatterns('tax rounds')).toEqual(['*tax*rounds*', '*rounds*tax*']);
    expect(quickSearchPatterns(' cart-totals ')).toEqual(['*cart-totals*']);
    expect(quickSearchPatterns('a b c')).toHaveLength(6);
  });

  it('asks for nothing when nothing is typed, and uses each word once, the first few only', () => {
    expect(quickSearchPatterns('   ')).toEqual([]);
    expect(quickSearchWords('tax tax rounds')).toEqual(['tax', 'rounds']);
    expect(quickSearchWords('a b c d e f g')).toHaveLength(QUICK_SEARCH_MAX_WORDS);
  });
});
