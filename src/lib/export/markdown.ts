import type { ExportCell, ExportColumn } from './export-source';

// Backslashes, never HTML entities (`&gt;` shows as such in plain text); `>` is markup only at a line's start, never a cell's.
const INLINE_MARKUP = /[\\|`*~[\]]/g;
const TAG_OPENING = /<(?=[A-Za-z/!?])/g;
const ENTITY = /&(?=#?\w+;)/g;
// `_` emphasises only at the edge of a word: `snake_case` stays as it is, `_private` and `__init__` do not.
const EDGE_UNDERSCORE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;

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

export function markdownHeader<T>(columns: readonly ExportColumn<T>[]): string {
  return markdownLine(columns.map((column) => markdownCell(column.header))) + markdownLine(columns.map(() => '---'));
}

export function markdownRows<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string {
  let out = '';
  for (const row of rows) out += markdownLine(columns.map((column) => markdownCell(column.value(row))));
  return out;
}

/** Escaped like a cell (it holds typed filter values), then the blank line that keeps it out of the table. */
export function markdownParagraph(text: string): string {
  return `${markdownCell(text)}\n\n`;
}
