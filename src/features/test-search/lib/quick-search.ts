import { queryWords, wordOrderGlobs } from '@/lib/words-in-any-order';

/** Words beyond these are not used: their orders (5! = 120 patterns) stay within the API's 255 values. */
export const QUICK_SEARCH_MAX_WORDS = 5;

/** The quick search's words: split on spaces, each once, at most QUICK_SEARCH_MAX_WORDS. */
export function quickSearchWords(text: string): string[] {
  return queryWords(text.trim()).slice(0, QUICK_SEARCH_MAX_WORDS);
}

/**
 * The quick search as the API's name filter: names containing every word, in any order. The API's
 * `test_name` takes globs, any of which may match, so each order of the words is one glob
 * (`*tax*rounds*`, `*rounds*tax*`): exact and server-side, so counts, paging and export follow, with no
 * new parameter. Case-sensitive, as the API's globs are. The palette finds names by the same rule
 * (src/lib/words-in-any-order.ts); unlike it, test search cannot check extra words on the answers, so it
 * takes at most QUICK_SEARCH_MAX_WORDS.
 */
export function quickSearchPatterns(text: string): string[] {
  return wordOrderGlobs(quickSearchWords(text));
}
