import { queryWords, wordOrderGlobs } from '@/lib/words-in-any-order';

/** Words beyond these are not used: their orders (5! = 120 patterns) stay within the API's 255 values. */
export const QUICK_SEARCH_MAX_WORDS = 5;

export function quickSearchWords(text: string): string[] {
  return queryWords(text.trim()).slice(0, QUICK_SEARCH_MAX_WORDS);
}

/** Each order of the words is one `test_name` glob, any of which may match: exact and server-side, so counts and paging follow. */
export function quickSearchPatterns(text: string): string[] {
  return wordOrderGlobs(quickSearchWords(text));
}
