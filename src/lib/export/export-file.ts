import { csvHeader, csvRows, UTF8_BOM } from './csv';
import { scopeJson, scopeLine, scopeNameParts } from './export-scope';
import type { ExportColumn, ExportScope, ExportSource } from './export-source';
import { jsonDocument } from './json';
import { markdownHeader, markdownParagraph, markdownRows } from './markdown';
import { walkPages, type WalkOptions } from './page-walker';

export type ExportFormat = 'csv' | 'json' | 'markdown';

export type ExportRun = Pick<WalkOptions<unknown>, 'signal' | 'onProgress' | 'pause'>;
type ExportedFile = { blob: Blob; rows: number; scope: ExportScope };

const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
  markdown: 'text/markdown;charset=utf-8',
};

/** The API's record whole (nothing is lost, no formatting to undo), plus the derived columns under their key. */
function jsonRecord<T>(row: T, derived: readonly ExportColumn<T>[]): unknown {
  if (derived.length === 0) return row;
  const extra = Object.fromEntries(derived.map((column) => [column.jsonKey, column.value(row) ?? null]));
  return { ...(row as object), ...extra };
}

/** Every page of a source as one file; Markdown is one table under its scope line (the menu copies it to the clipboard). */
export async function exportFile<T>(source: ExportSource<T>, format: ExportFormat, run: ExportRun): Promise<ExportedFile> {
  const parts: string[] = [];
  const records: unknown[] = [];
  const { columns } = source;
  const derived = columns.filter((column) => column.jsonKey !== undefined);
  const onPage = (rows: readonly T[]) => {
    if (format === 'json') records.push(...rows.map((row) => jsonRecord(row, derived)));
    else parts.push(format === 'csv' ? csvRows(rows, columns) : markdownRows(rows, columns));
  };
  const done = await walkPages(source.fetchPage, { ...run, total: source.total, onPage });
  // The head is written once the rows are read: the scope is only final then (see ExportSource.scope).
  const scope = source.scope();
  const head = format === 'csv' ? UTF8_BOM + csvHeader(columns) : markdownParagraph(scopeLine(scope)) + markdownHeader(columns);
  const file = format === 'json' ? [jsonDocument(scopeJson(scope), records)] : [head, ...parts];
  return { blob: new Blob(file, { type: MEDIA_TYPES[format] }), rows: done.rows, scope };
}

/** "acme checkout / Flaky tests" → "acme-checkout-flaky-tests-2026-11-20.csv": safe on every file system. */
export function exportFileName(name: string, format: ExportFormat, now: Date, scope?: ExportScope): string {
  const named = scope === undefined ? name : [name, ...scopeNameParts(scope)].join(' ');
  const slug = named
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // the accents NFKD split off: "É" → "E"
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
  return `${slug || 'export'}-${now.toISOString().slice(0, 10)}.${format}`;
}

/** The clipboard refuses without permission or focus; say so in words rather than a DOMException name. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard === undefined) throw new Error('This browser does not let the page use the clipboard here.');
  try {
    await navigator.clipboard.writeText(text);
  } catch (cause) {
    throw new Error('The browser refused to copy to the clipboard. Click into the page and try again.', { cause });
  }
}
