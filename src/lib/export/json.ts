/** The head's fields, then `"rows":[` with one row a line: valid JSON that still reads (and diffs) row by row. */
export function jsonDocument(head: Readonly<Record<string, unknown>>, rows: readonly unknown[]): string {
  const fields = Object.entries(head).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},\n`);
  const lines = rows.map((row) => JSON.stringify(row)).join(',\n');
  return `{\n${fields.join('')}"rows":[${rows.length === 0 ? '' : `\n${lines}\n`}]\n}\n`;
}
