import { describe, expect, it } from 'vitest';
import { exportFile, exportFileName, exportMarkdown } from './export-file';
import type { ExportSource } from './export-source';

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: '=HYPERLINK("x")' },
  { id: 2, name: 'plain, with comma' },
  { id: 3, name: 'pipe | and\nbreak' },
];

/** The rows two by two, as an API with a page size of 2 would send them. */
const source: ExportSource<Row> = {
  what: 'rows',
  fileName: 'rows',
  columns: [
    { header: 'ID', value: (row) => row.id },
    { header: 'Name', value: (row) => row.name },
  ],
  fetchPage: async (cursor) => {
    const start = cursor === null ? 0 : Number(cursor);
    return { items: ROWS.slice(start, start + 2), next: start + 2 < ROWS.length ? String(start + 2) : null };
  },
};
const run = () => ({ signal: new AbortController().signal, pause: () => Promise.resolve() });

describe('exportFile', () => {
  it('writes a CSV with a BOM, the header and every page', async () => {
    const { blob, rows } = await exportFile(source, 'csv', run());
    expect(rows).toBe(3);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'ID,Name\r\n1,"\'=HYPERLINK(""x"")"\r\n2,"plain, with comma"\r\n3,"pipe | and\nbreak"\r\n',
    );
  });

  it('writes JSON: the records as they came, in one array', async () => {
    const { blob, rows } = await exportFile(source, 'json', run());
    expect(rows).toBe(3);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(ROWS);
  });
});

describe('exportMarkdown', () => {
  it('writes one table of every page', async () => {
    const { text, rows } = await exportMarkdown(source, run());
    expect(rows).toBe(3);
    expect(text).toBe(
      '| ID | Name |\n| --- | --- |\n| 1 | =HYPERLINK("x") |\n| 2 | plain, with comma |\n| 3 | pipe \\| and<br>break |\n',
    );
  });
});

describe('exportFileName', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('makes a safe, dated name', () => {
    expect(exportFileName('acme/checkout: Flaky tests', 'csv', now)).toBe('acme-checkout-flaky-tests-2026-11-20.csv');
    expect(exportFileName('Équipe «ops»', 'json', now)).toBe('equipe-ops-2026-11-20.json');
  });

  it('falls back when nothing is left of the name', () => {
    expect(exportFileName('***', 'csv', now)).toBe('export-2026-11-20.csv');
  });
});
