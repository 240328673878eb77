// Query date-times as pydantic reads them in lax mode: ISO 8601 with or without an offset (naive = UTC),
// plain dates (midnight UTC) and Unix timestamps; an unencoded `+` arrives as a space and is read as `+`.
import { issue, type ValidationIssue } from './validation-issue';
import { DAY_MS } from '../test-insights/time-constants';

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|z|[+\- ]\d{2}(?::?\d{2})?)?$/;

/** Python's datetime range (years 1..9999): anything outside cannot be a date-time of the API. */
export const MIN_DATE_TIME = Date.UTC(2000, 0, 1) - 63_082_281_600_000; // 0001-01-01T00:00:00Z
export const MAX_DATE_TIME = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

/** Inclusive bounds, epoch milliseconds. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** The vendor's windows: `to` defaults to now, `from` to a day before `to`. */
export const windowOf = (from: number | null | undefined, to: number | null | undefined, now: number): TimeWindow => ({
  from: from ?? (to ?? now) - DAY_MS,
  to: to ?? now,
});

/** A reversed window or one over 93 days (a limit of the real service) is a 422 on its start parameter. */
export function windowIssue(window: TimeWindow, [fromName, toName]: readonly [string, string]): ValidationIssue | null {
  if (window.from > window.to) return issue.valueError(['query', fromName], `${fromName} must not be after ${toName}`);
  if (window.to - window.from <= 93 * DAY_MS) return null;
  return issue.valueError(['query', fromName], `${fromName} and ${toName} may not span more than 93 days`);
}

/** Epoch milliseconds, or null when `text` is not a date-time (`aware`: ISO 8601 with an offset, pydantic's AwareDatetime). */
export function parseDateTime(text: string, aware = false): number | null {
  const value = text.trim();
  if (/^-?\d+(\.\d+)?$/.test(value)) {
    if (aware) return null;
    const number = Number(value);
    // pydantic: numbers above 2e10 are milliseconds, below are seconds.
    const ms = Math.abs(number) > 2e10 ? number : number * 1000;
    return Number.isFinite(ms) && ms >= MIN_DATE_TIME && ms <= MAX_DATE_TIME ? Math.trunc(ms) : null;
  }
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match;
  if (aware && !offset) return null;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (year < 1 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3))));
  // setUTCFullYear: Date.UTC reads years 0..99 as 1900..1999.
  date.setUTCFullYear(year, month - 1, day);
  const local = date.getTime();
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
  const time = local - offsetMinutes * 60_000;
  return time >= MIN_DATE_TIME && time <= MAX_DATE_TIME ? time : null;
}

/** The wire form of every date-time the mock sends: UTC with a `Z`, millisecond precision. */
export function formatDateTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** Index of the first of time-ordered items (runs, commits, log entries) at or after `time` (their length when none). */
export function firstAtOrAfter(items: readonly { time: number }[], time: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]!.time < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
