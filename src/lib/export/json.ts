/** A JSON array written chunk by chunk: `open()`, then `items()` once per page, then `close()`. */
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

/** `{"window":…,"filters":…,"rows":[` then the rows page after page, then `]}`. */
export function createJsonDocumentWriter(arrayKey: string) {
  const rows = createJsonArrayWriter();
  return {
    /** The head's fields, then the array's key and its opening bracket. */
    open(head: Readonly<Record<string, unknown>>): string {
      const fields = Object.entries(head).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},\n`);
      return `{\n${fields.join('')}${JSON.stringify(arrayKey)}:${rows.open()}`;
    },
    items: (items: readonly unknown[]): string => rows.items(items),
    close: (): string => `${rows.close().trimEnd()}\n}\n`,
  };
}
