import type { ExportCell, ExportColumn } from './export-source';

/** Lets Excel read the file as UTF-8 (without it, names with accents come out garbled). */
export const UTF8_BOM = '\uFEFF';

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"); some strip a leading tab or CR.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text value a spreadsheet would run as a formula, made inert with a leading single quote. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field per RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: ExportCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutralizeFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(fields: readonly ExportCell[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function csvHeader<T>(columns: readonly ExportColumn<T>[]): string {
  return csvRecord(columns.map((column) => column.header));
}

export function csvRows<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string {
  let out = '';
  for (const row of rows) out += csvRecord(columns.map((column) => column.value(row)));
  return out;
}
