import { MAX_PATTERN_LENGTH } from './name-patterns';

/** Words beyond these are not used: their orders (5! = 120 patterns) stay within the API's 255 values. */
export const QUICK_SEARCH_MAX_WORDS = 5;

/** The quick search's words: split on spaces, each once, at most QUICK_SEARCH_MAX_WORDS. */
export function quickSearchWords(text: string): string[] {
  return [...new Set(text.trim().split(/\s+/).filter((word) => word !== ''))].slice(0, QUICK_SEARCH_MAX_WORDS);
}

/**
 * The quick search as the API's name filter: names containing every word, in any order. The API's
 * `test_name` takes globs, any of which may match, so each order of the words is one glob
 * (`*tax*rounds*`, `*rounds*tax*`): exact, with no new parameter. Case-sensitive, as the API's globs are.
 * Empty when there is nothing to search for; orders longer than a pattern may be are left out.
 */
export function quickSearchPatterns(text: string): string[] {
  const words = quickSearchWords(text);
  if (words.length === 0) return [];
  return permutations(words)
    .map((order) => `*${order.join('*')}*`)
    .filter((pattern) => pattern.length <= MAX_PATTERN_LENGTH);
}

function permutations(words: readonly string[]): string[][] {
  if (words.length <= 1) return [[...words]];
  return words.flatMap((word, index) => permutations([...words.slice(0, index), ...words.slice(index + 1)]).map((rest) => [word, ...rest]));
}
