import { csvHeader, csvRows, UTF8_BOM } from './csv';
import { scopeJson, scopeLine, scopeNameParts } from './export-scope';
import type { ExportColumn, ExportScope, ExportSource } from './export-source';
import { jsonDocument } from './json';
import { markdownHeader, markdownParagraph, markdownRows } from './markdown';
import { walkPages, type WalkOptions } from './page-walker';

export type ExportFormat = 'csv' | 'json';

export type ExportRun = Pick<WalkOptions<unknown>, 'signal' | 'onProgress' | 'pause'>;
type ExportedFile = { blob: Blob; rows: number; scope: ExportScope };

const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
};

/** The API's record whole (nothing is lost, no formatting to undo), plus the derived columns under their key. */
function jsonRecord<T>(row: T, derived: readonly ExportColumn<T>[]): unknown {
  if (derived.length === 0) return row;
  const extra = Object.fromEntries(derived.map((column) => [column.jsonKey, column.value(row) ?? null]));
  return { ...(row as object), ...extra };
}

const walkSource = <T>(source: ExportSource<T>, run: ExportRun, onPage: (rows: readonly T[]) => void) =>
  walkPages(source.fetchPage, { ...run, total: source.total, onPage });

export async function exportFile<T>(source: ExportSource<T>, format: ExportFormat, run: ExportRun): Promise<ExportedFile> {
  const parts: string[] = [];
  const records: unknown[] = [];
  const derived = source.columns.filter((column) => column.jsonKey !== undefined);
  const done = await walkSource(source, run, (rows) =>
    format === 'csv' ? parts.push(csvRows(rows, source.columns)) : records.push(...rows.map((row) => jsonRecord(row, derived))),
  );
  // The head is written once the rows are read: the scope is only final then (see ExportSource.scope).
  const scope = source.scope();
  const file = format === 'csv' ? [UTF8_BOM + csvHeader(source.columns), ...parts] : [jsonDocument(scopeJson(scope), records)];
  return { blob: new Blob(file, { type: MEDIA_TYPES[format] }), rows: done.rows, scope };
}

/** Every page of a source as one Markdown table under its scope line (for the clipboard, which takes one string). */
export async function exportMarkdown<T>(source: ExportSource<T>, run: ExportRun): Promise<{ text: string; rows: number }> {
  const parts: string[] = [];
  const done = await walkSource(source, run, (rows) => parts.push(markdownRows(rows, source.columns)));
  const head = markdownParagraph(scopeLine(source.scope())) + markdownHeader(source.columns);
  return { text: head + parts.join(''), rows: done.rows };
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
