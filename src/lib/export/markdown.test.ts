import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './export-source';
import { markdownCell, markdownHeader, markdownRows } from './markdown';

const toMarkdownTable = <T>(rows: readonly T[], columns: readonly ExportColumn<T>[]) =>
  markdownHeader(columns) + markdownRows(rows, columns);

type Row = { name: string; count: number | null };
const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Count', value: (row) => row.count },
];

describe('markdownCell', () => {
  it('escapes pipes and backslashes', () => {
    expect(markdownCell('a|b')).toBe('a\\|b');
    expect(markdownCell('C:\\path')).toBe('C:\\\\path');
  });

  it('turns line breaks of every kind into <br>, keeping the row on one line', () => {
    expect(markdownCell('one\ntwo\r\nthree\rfour')).toBe('one<br>two<br>three<br>four');
  });

  it('keeps text as text: `>` and `&` as they are, never an HTML entity', () => {
    expect(markdownCell('src/cart.test.ts > cartTotals > rounds tax')).toBe('src/cart.test.ts > cartTotals > rounds tax');
    expect(markdownCell('a < b && c >= d')).toBe('a < b && c >= d');
  });

  it('escapes with backslashes what would open an HTML tag, an autolink or an entity', () => {
    expect(markdownCell('<img src=x onerror=alert(1)>')).toBe('\\<img src=x onerror=alert(1)>');
    expect(markdownCell('</b> <!-- x --> <https://x.test>')).toBe('\\</b> \\<!-- x --> \\<https://x.test>');
    expect(markdownCell('&gt; and &#62;')).toBe('\\&gt; and \\&#62;');
  });

  it('escapes inline markup: code, emphasis, strikethrough, links', () => {
    expect(markdownCell('`x` *y* ~z~ [a](b)')).toBe('\\`x\\` \\*y\\* \\~z\\~ \\[a\\](b)');
  });

  it('escapes an underscore only where it could emphasise: at the edge of a word', () => {
    expect(markdownCell('test_cart_totals')).toBe('test_cart_totals');
    expect(markdownCell('__init__ _private')).toBe('\\_\\_init\\_\\_ \\_private');
  });

  it('keeps long values whole', () => {
    const long = 'x'.repeat(5000);
    expect(markdownCell(long)).toBe(long);
  });

  it('writes nothing for a missing value and text for numbers', () => {
    expect(markdownCell(null)).toBe('');
    expect(markdownCell(12)).toBe('12');
  });
});

describe('toMarkdownTable', () => {
  it('writes the header, the delimiter row and one line per row', () => {
    expect(
      toMarkdownTable(
        [
          { name: 'a|b', count: 3 },
          { name: 'c\nd', count: null },
        ],
        columns,
      ),
    ).toBe('| Name | Count |\n| --- | --- |\n| a\\|b | 3 |\n| c<br>d |  |\n');
  });

  it('writes only the header for no rows', () => {
    expect(toMarkdownTable([], columns)).toBe('| Name | Count |\n| --- | --- |\n');
  });
});
