// What a person types to find a name ("cart tot") matches a name holding every word, whatever their order.

export function queryWords(query: string): string[] {
  return [...new Set(query.split(/\s+/).filter((word) => word !== ''))];
}

/** Every word typed appears in the text, in any case and order (an empty query matches everything). */
export function matchesEveryWord(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return queryWords(query.toLowerCase()).every((word) => haystack.includes(word));
}

/** Words put in every order at most: 4 words are 24 globs; 5 would be 120, too long a request. */
export const MAX_GLOB_WORDS = 4;
/** The API's limit on one `test_name` value. */
const MAX_GLOB_LENGTH = 255;

export type WordGlobs = {
  globs: string[];
  /** Words beyond MAX_GLOB_WORDS: the caller keeps only answers holding them too (matchesEveryWord). */
  unchecked: string[];
};

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

/** `*a*b*` for each order of `words` (n! globs: the caller bounds n), leaving out any over the API's length. */
export function wordOrderGlobs(words: readonly string[]): string[] {
  if (words.length === 0) return [];
  return permutations(words)
    .map((order) => `*${order.join('*')}*`)
    .filter((glob) => glob.length <= MAX_GLOB_LENGTH);
}

export function everyWordGlobs(query: string): WordGlobs | null {
  const text = query.trim();
  if (text === '') return null;
  if (/[*?]/.test(text)) return { globs: [text.slice(0, MAX_GLOB_LENGTH)], unchecked: [] };
  const words = queryWords(text);
  // The longest words narrow the most; the rest are checked on the answers.
  const kept = [...words].sort((a, b) => b.length - a.length).slice(0, MAX_GLOB_WORDS);
  const inTypedOrder = words.filter((word) => kept.includes(word));
  const globs = wordOrderGlobs(inTypedOrder);
  if (globs.length === 0) return null;
  return { globs, unchecked: words.filter((word) => !kept.includes(word)) };
}
