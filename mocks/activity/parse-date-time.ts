// ISO 8601 date-times as pydantic's AwareDatetime reads them: a timezone is required.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

export type DateTimeParse = { ok: true; epochMs: number } | { ok: false; reason: 'invalid' | 'missing_timezone' };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Epoch milliseconds (sub-millisecond digits truncated), or why the text is not an aware date-time. */
export function parseAwareDateTime(text: string): DateTimeParse {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return { ok: false, reason: 'invalid' };
  const [, y, mo, d, h, mi, s, frac, zulu, sign, tzh, tzm] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? '0');
  const minute = Number(mi ?? '0');
  const second = Number(s ?? '0');
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, reason: 'invalid' };
  if (hour > 23 || minute > 59 || second > 59) return { ok: false, reason: 'invalid' };
  const offsetHours = Number(tzh ?? '0');
  const offsetMinutes = Number(tzm ?? '0');
  if (offsetHours > 23 || offsetMinutes > 59) return { ok: false, reason: 'invalid' };
  if (!zulu && !sign) return { ok: false, reason: 'missing_timezone' };
  const millis = Number((frac ?? '').padEnd(3, '0').slice(0, 3));
  const offsetMs = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const utc = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis));
  utc.setUTCFullYear(year); // Date.UTC maps years 0..99 to 1900..1999
  const epochMs = utc.getTime() - offsetMs;
  return { ok: true, epochMs };
}
