import { describe, expect, it } from 'vitest';
import { csvField, csvHeader, csvRecord, csvRows, neutralizeFormula } from './csv';
import type { ExportColumn } from './export-source';

type Row = { name: string; count: number; note: string | null };
const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Count', value: (row) => row.count },
  { header: 'Note', value: (row) => row.note },
];

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('checkout flow')).toBe('checkout flow');
    expect(csvField(42)).toBe('42');
    expect(csvField(0.25)).toBe('0.25');
    expect(csvField(true)).toBe('true');
  });

  it('writes nothing for a missing value', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break and doubles its quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('line\r\nbreak')).toBe('"line\r\nbreak"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tTAB', '\rCR'])('neutralizes the formula-like text %j', (value) => {
    expect(csvField(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('quotes a neutralized value that also needs quoting', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('\rCR')).toBe('"\'\rCR"');
  });

  it('keeps a negative number a number', () => {
    expect(csvField(-3)).toBe('-3');
  });

  it('does not touch a formula sign that is not the first character', () => {
    expect(neutralizeFormula('a=b')).toBe('a=b');
    expect(neutralizeFormula(' =b')).toBe(' =b');
  });
});

describe('csv records', () => {
  it('ends every record with CRLF', () => {
    expect(csvRecord(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('writes the header and the rows through the column definitions', () => {
    expect(csvHeader(columns)).toBe('Name,Count,Note\r\n');
    expect(
      csvRows(
        [
          { name: '=cmd', count: -1, note: 'x, y' },
          { name: 'b', count: 2, note: null },
        ],
        columns,
      ),
    ).toBe('\'=cmd,-1,"x, y"\r\nb,2,\r\n');
  });
});
