// Parses query date-times the way pydantic does in lax mode: ISO 8601 date-times with or without an
// offset (naive = UTC), plain dates (midnight UTC) and Unix timestamps. An unencoded `+` in a query
// string arrives as a space; it is read back as `+` rather than rejected.

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|z|[+\- ]\d{2}(?::?\d{2})?)?$/;

/** Epoch milliseconds, or null when `text` is not a date-time. */
export function parseDateTime(text: string): number | null {
  const value = text.trim();
  if (/^-?\d+(\.\d+)?$/.test(value)) {
    const number = Number(value);
    // pydantic: numbers above 2e10 are milliseconds, below are seconds.
    const ms = Math.abs(number) > 2e10 ? number : number * 1000;
    return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? Math.trunc(ms) : null;
  }
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const check = new Date(local);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  let offsetMinutes = 0;
  if (offset && offset.toUpperCase() !== 'Z') {
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.slice(1).replace(':', '');
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMins = Number(digits.slice(2) || '0');
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = sign * (offsetHours * 60 + offsetMins);
  }
  return local - offsetMinutes * 60_000;
}

/** The wire form of every date-time the mock sends: UTC with a `Z`, millisecond precision. */
export function formatDateTime(ms: number): string {
  return new Date(ms).toISOString();
}
