// `*` and `?` globs of the test_name filters: `*` any run of characters (also none), `?` exactly one;
// everything else literal; the whole name must match; case-sensitive.

export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (const char of pattern) {
    if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    // Only syntax characters are escaped: the `u` flag rejects escapes of anything else (`\-`).
    else source += char.replace(/[.+^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'su');
}

/** A matcher for a list of globs (any may match); null when the list is empty. */
export function compileGlobs(patterns: readonly string[]): ((name: string) => boolean) | null {
  if (patterns.length === 0) return null;
  const regexps = patterns.map(globToRegExp);
  return (name) => regexps.some((regexp) => regexp.test(name));
}
