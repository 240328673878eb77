import type { ExportCell, ExportColumn } from './export-source';

/*
 * Text stays text: a value is escaped with backslashes, the way Markdown itself escapes, never with HTML
 * entities (an entity shows as `&gt;` wherever the Markdown is read as plain text, and a test name such
 * as `cart > totals` must read as it is). Escaped are only the characters a table cell would otherwise
 * read as markup: the cell's own separator `|`, the escape character itself, inline markup (code spans,
 * emphasis, strikethrough, links and images) and `<` before what could open an HTML tag or an autolink,
 * and `&` before what would read as an entity. `>` is markup only at the start of a line, which a cell
 * never is, so it is left alone.
 */
const INLINE_MARKUP = /[\\|`*~[\]]/g;
const TAG_OPENING = /<(?=[A-Za-z/!?])/g;
const ENTITY = /&(?=#?\w+;)/g;
// `_` emphasises only at the edge of a word: `snake_case` stays as it is, `_private` and `__init__` do not.
const EDGE_UNDERSCORE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;

/** One cell of a GitHub-flavoured Markdown table. */
export function markdownCell(value: ExportCell): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(INLINE_MARKUP, '\\$&')
    .replace(EDGE_UNDERSCORE, '\\_')
    .replace(TAG_OPENING, '\\<')
    .replace(ENTITY, '\\&')
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

/**
 * A line of our own above a table (the scope line, which starts with "Window:", so never with block
 * markup), escaped like a cell since it holds filter values a person typed, and followed by the blank
 * line that keeps it out of the table.
 */
export function markdownParagraph(text: string): string {
  return `${markdownCell(text)}\n\n`;
}

/** A whole table, for a pull request or a ticket. */
export function toMarkdownTable<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string {
  return markdownHeader(columns) + markdownRows(rows, columns);
}
