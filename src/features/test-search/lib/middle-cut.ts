/** The longest end kept whole when a name is cut in the middle. */
export const MAX_TAIL = 40;

const SEPARATORS = [' > ', '::', ' › ', '#', '.'];

/** The head (file and suites) gives way, the tail (the test's own name, at most MAX_TAIL) stays; together, the whole name. */
export function splitForMiddleCut(name: string): [string, string] {
  for (const separator of SEPARATORS) {
    const at = name.lastIndexOf(separator);
    if (at > 0 && name.length - at <= MAX_TAIL) return [name.slice(0, at), name.slice(at)];
  }
  const at = Math.max(0, name.length - MAX_TAIL);
  const space = name.indexOf(' ', at);
  const cut = space > 0 ? space : at;
  return [name.slice(0, cut), name.slice(cut)];
}
