/** The longest end kept whole when a name is cut in the middle. */
export const MAX_TAIL = 40;

const SEPARATORS = [' > ', '::', ' › ', '#', '.'];

/**
 * Where a test name gives way when it does not fit: the head (its file and suites) is cut, the tail (the
 * test's own name, after the last suite separator) stays; a tail longer than MAX_TAIL keeps only its last
 * words within MAX_TAIL characters (its last MAX_TAIL characters when it has no space there). Head + tail is always the whole name.
 */
export function splitForMiddleCut(name: string): [string, string] {
  for (const separator of SEPARATORS) {
    const at = name.lastIndexOf(separator);
    if (at > 0 && name.length - at <= MAX_TAIL) return [name.slice(0, at), name.slice(at)];
  }
  // No separator: the end starts at a word (a space) when one falls within the last MAX_TAIL characters.
  const at = Math.max(0, name.length - MAX_TAIL);
  const space = name.indexOf(' ', at);
  const cut = space > 0 ? space : at;
  return [name.slice(0, cut), name.slice(cut)];
}
