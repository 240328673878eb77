import { describe, expect, it } from 'vitest';
import { exportFile, exportFileName } from './export-file';
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
    { header: 'Name length', value: (row) => row.name.length, jsonKey: 'name_length' },
  ],
  scope: () => ({
    window: { description: 'last 7 days', start: '2026-11-19T00:00:00Z', end: '2026-11-26T00:00:00Z' },
    filters: [
      { name: 'health_status', value: ['flaky', 'broken'] },
      { name: 'test_name', value: '=cmd|x' },
    ],
  }),
  fetchPage: async (cursor) => {
    const start = cursor === null ? 0 : Number(cursor);
    return { items: ROWS.slice(start, start + 2), next: start + 2 < ROWS.length ? String(start + 2) : null };
  },
};
const run = () => ({ signal: new AbortController().signal, pause: () => Promise.resolve() });

describe('exportFile', () => {
  it('writes a plain CSV with a BOM: the header first, then every page (the scope goes in the name)', async () => {
    const { blob, rows, scope } = await exportFile(source, 'csv', run());
    expect(scope).toEqual(source.scope());
    expect(rows).toBe(3);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'ID,Name,Name length\r\n1,"\'=HYPERLINK(""x"")",15\r\n2,"plain, with comma",17\r\n3,"pipe | and\nbreak",16\r\n',
    );
  });

  it('writes JSON: the scope, then the records as they came plus the columns they do not hold', async () => {
    const { blob, rows } = await exportFile(source, 'json', run());
    expect(rows).toBe(3);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({
      window: { description: 'last 7 days', start: '2026-11-19T00:00:00Z', end: '2026-11-26T00:00:00Z' },
      filters: { health_status: ['flaky', 'broken'], test_name: '=cmd|x' },
      rows: ROWS.map((row) => ({ ...row, name_length: row.name.length })),
    });
  });

  it('states the scope as it is once the rows are read', async () => {
    let window = 'not yet read';
    const late: ExportSource<Row> = {
      ...source,
      scope: () => ({ window: { description: window }, filters: [] }),
      fetchPage: async () => {
        window = 'read';
        return { items: ROWS, next: null };
      },
    };
    const { blob } = await exportFile(late, 'json', run());
    expect((JSON.parse(await blob.text()) as { window: unknown }).window).toEqual({ description: 'read' });
  });
});

describe('exportFile as Markdown', () => {
  it('writes the scope line, then one table of every page', async () => {
    const { blob, rows } = await exportFile(source, 'markdown', run());
    expect(rows).toBe(3);
    expect(await blob.text()).toBe(
      'Window: last 7 days, 2026-11-19T00:00:00Z to 2026-11-26T00:00:00Z. Filters: health_status = flaky, broken; test_name = =cmd\\|x.\n\n' +
        '| ID | Name | Name length |\n| --- | --- | --- |\n| 1 | =HYPERLINK("x") | 15 |\n| 2 | plain, with comma | 17 |\n| 3 | pipe \\| and<br>break | 16 |\n',
    );
  });
});

describe('exportFileName', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('makes a safe, dated name', () => {
    expect(exportFileName('acme/checkout: Flaky tests', 'csv', now)).toBe('acme-checkout-flaky-tests-2026-11-20.csv');
    expect(exportFileName('Équipe «ops»', 'json', now)).toBe('equipe-ops-2026-11-20.json');
  });

  it('names the scope: its filters (not the order) and its span, before the date', () => {
    const scope = source.scope();
    const sorted = { ...scope, filters: [...scope.filters, { name: 'sort', value: 'test_name' }] };
    expect(exportFileName('acme checkout tests', 'csv', now, sorted)).toBe(
      'acme-checkout-tests-health_status-flaky-broken-test_name-cmd-x-2026-11-19-to-2026-11-26-2026-11-20.csv',
    );
  });

  it('falls back when nothing is left of the name', () => {
    expect(exportFileName('***', 'csv', now)).toBe('export-2026-11-20.csv');
  });
});
