/**
 * A JSON array written chunk by chunk: `open()`, then `items()` once per page, then `close()`. The
 * chunks joined are one valid JSON document, so a long export never holds the whole text in one string.
 * One record per line, so the file also reads well in a diff.
 */
export function createJsonArrayWriter() {
  let written = 0;
  return {
    open: (): string => '[',
    items(items: readonly unknown[]): string {
      let out = '';
      for (const item of items) {
        out += `${written === 0 ? '\n' : ',\n'}${JSON.stringify(item)}`;
        written += 1;
      }
      return out;
    },
    close: (): string => (written === 0 ? ']\n' : '\n]\n'),
  };
}
