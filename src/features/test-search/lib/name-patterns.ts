/** The API's limits on `test_name` / `test_name_exclude`: up to 255 values of 1..255 characters. */
export const MAX_PATTERNS = 255;
export const MAX_PATTERN_LENGTH = 255;

/** A pattern without wildcards matches one exact name: this one finds names containing it. */
export function containsPattern(pattern: string): string | null {
  const trimmed = pattern.trim();
  if (trimmed === '' || /[*?]/.test(trimmed) || trimmed.length + 2 > MAX_PATTERN_LENGTH) return null;
  return `*${trimmed}*`;
}

/** Trimmed, no empties, no exact duplicates (globs are case-sensitive). */
export function normalizePatterns(patterns: readonly string[]): string[] {
  return [...new Set(patterns.map((pattern) => pattern.trim()))].filter((pattern) => pattern !== '');
}
