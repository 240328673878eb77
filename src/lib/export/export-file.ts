import { csvHeader, csvRows, UTF8_BOM } from './csv';
import type { ExportSource } from './export-source';
import { createJsonArrayWriter } from './json';
import { markdownHeader, markdownRows } from './markdown';
import { walkPages, type WalkOptions, type WalkProgress } from './page-walker';

export type ExportFormat = 'csv' | 'json';

export type ExportRun = Pick<WalkOptions<unknown>, 'signal' | 'onProgress' | 'pause'>;

export type ExportedFile = { blob: Blob; rows: number };

const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
};

/**
 * Every page of a source as one file. Each page becomes one string part of the Blob as it arrives,
 * so the text is never concatenated into one huge string and the browser may keep the parts off the
 * JavaScript heap. CSV has the columns; JSON has the records as the API answered them (nothing a
 * column would leave out is lost).
 */
export async function exportFile<T>(source: ExportSource<T>, format: ExportFormat, run: ExportRun): Promise<ExportedFile> {
  const parts: BlobPart[] = [];
  const json = createJsonArrayWriter();
  parts.push(format === 'csv' ? UTF8_BOM + csvHeader(source.columns) : json.open());
  const done = await walkPages(source.fetchPage, {
    ...run,
    total: source.total,
    onPage: (rows) => parts.push(format === 'csv' ? csvRows(rows, source.columns) : json.items(rows)),
  });
  if (format === 'json') parts.push(json.close());
  return { blob: new Blob(parts, { type: MEDIA_TYPES[format] }), rows: done.rows };
}

/** Every page of a source as one Markdown table (for the clipboard, which takes one string). */
export async function exportMarkdown<T>(source: ExportSource<T>, run: ExportRun): Promise<{ text: string; rows: number }> {
  const parts = [markdownHeader(source.columns)];
  const done: WalkProgress = await walkPages(source.fetchPage, {
    ...run,
    total: source.total,
    onPage: (rows) => parts.push(markdownRows(rows, source.columns)),
  });
  return { text: parts.join(''), rows: done.rows };
}

/** "acme checkout / Flaky tests" → "acme-checkout-flaky-tests-2026-11-20.csv": safe on every file system. */
export function exportFileName(name: string, format: ExportFormat, now: Date): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // the accents NFKD split off: "É" → "E"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'export'}-${now.toISOString().slice(0, 10)}.${format}`;
}
