import type { ExportCell, ExportColumn } from './export-source';

/**
 * One cell of a GitHub-flavoured Markdown table: a pipe would end the cell and a line break the row,
 * so pipes are escaped and breaks become `<br>`; `&`, `<` and `>` become entities so a value is never
 * read as HTML where it is pasted. Long values are kept whole: the reader decides what to cut.
 */
export function markdownCell(value: ExportCell): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replaceAll('\\', '\\\\')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('|', '\\|')
    .replace(/\r\n|\r|\n/g, '<br>');
}

function markdownLine(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |\n`;
}

/** The header line and its delimiter row. */
export function markdownHeader<T>(columns: readonly ExportColumn<T>[]): string {
  return markdownLine(columns.map((column) => markdownCell(column.header))) + markdownLine(columns.map(() => '---'));
}

export function markdownRows<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string {
  let out = '';
  for (const row of rows) out += markdownLine(columns.map((column) => markdownCell(column.value(row))));
  return out;
}

/** A whole table, for a pull request or a ticket. */
export function toMarkdownTable<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string {
  return markdownHeader(columns) + markdownRows(rows, columns);
}
