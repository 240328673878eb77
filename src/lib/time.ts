// How times read on every page, in English (the dashboard's language), with no date library: these
// run for every row of every table, and the shell that draws them loads before any page's data.
// The wording is dayjs's (its English locale and relativeTime plugin), which people and journeys know;
// time.test.ts holds the two side by side.

type Instant = string | number | Date;
export type Zone = 'local' | 'utc';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const pad = (value: number) => String(value).padStart(2, '0');

/** The tokens `formatInstant` knows, longest first so `MMMM` is not read as `MM` twice. */
const TOKENS = /YYYY|MMMM|MMM|MM|DD|D|dddd|HH|mm|ss/g;

/**
 * `instant` written with `pattern` in the viewer's zone or UTC: YYYY, MMMM (November), MMM (Nov),
 * MM, DD, D, dddd (Friday), HH, mm and ss, as dayjs reads them; anything else is kept as written.
 * "Invalid Date" for an instant that is not one, as dayjs says.
 */
export function formatInstant(instant: Instant, pattern: string, zone: Zone = 'local'): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const utc = zone === 'utc';
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  const fields: Record<string, () => string> = {
    YYYY: () => String(utc ? date.getUTCFullYear() : date.getFullYear()),
    MMMM: () => MONTHS[month]!,
    MMM: () => MONTHS[month]!.slice(0, 3),
    MM: () => pad(month + 1),
    DD: () => pad(day),
    D: () => String(day),
    dddd: () => WEEKDAYS[utc ? date.getUTCDay() : date.getDay()]!,
    HH: () => pad(utc ? date.getUTCHours() : date.getHours()),
    mm: () => pad(utc ? date.getUTCMinutes() : date.getMinutes()),
    ss: () => pad(utc ? date.getUTCSeconds() : date.getSeconds()),
  };
  return pattern.replace(TOKENS, (token) => fields[token]!());
}

/** "Nov 20" (with ", 2026" when `withYear`), in the viewer's zone or UTC. */
export function formatDay(instant: Instant, { zone = 'local', withYear = false }: { zone?: Zone; withYear?: boolean } = {}): string {
  return formatInstant(instant, withYear ? 'MMM D, YYYY' : 'MMM D', zone);
}

/** "Nov 20, 2026, 14:05" in the viewer's local time zone. */
export function formatLocalDateTime(instant: Instant): string {
  return formatInstant(instant, 'MMM D, YYYY, HH:mm');
}

/** "2026-11-20 13:05:00 UTC": shown on hover so people in different zones can compare notes. */
export function formatUtcDateTime(instant: Instant): string {
  return `${formatInstant(instant, 'YYYY-MM-DD HH:mm:ss', 'utc')} UTC`;
}

/** Short axis label for a bucket start, precise enough for the bucket width. */
export function formatBucketLabel(instant: Instant, bucketMs: number): string {
  return formatInstant(instant, bucketMs < 24 * 3_600_000 ? 'MMM D HH:mm' : 'MMM D');
}

/** "1 hour", "4 hours", "1 day", "2 days" for a duration in milliseconds. */
export function formatDurationWidth(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = hours / 24;
  return days === 1 ? '1 day' : `${days} days`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The ladder of wordings, each used up to its limit (in the unit last measured), as dayjs words it:
 * under 45 seconds "a few seconds", under 90 "a minute", then minutes to 44, "an hour" to 89 minutes,
 * hours to 21, "a day" to 35 hours, days to 25, "a month" to 45 days, months to 10, "a year" to 17
 * months, then years.
 */
const LADDER: { words: string; limit?: number; unit?: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year' }[] = [
  { words: 'a few seconds', limit: 44, unit: 'second' },
  { words: 'a minute', limit: 89 },
  { words: '%d minutes', limit: 44, unit: 'minute' },
  { words: 'an hour', limit: 89 },
  { words: '%d hours', limit: 21, unit: 'hour' },
  { words: 'a day', limit: 35 },
  { words: '%d days', limit: 25, unit: 'day' },
  { words: 'a month', limit: 45 },
  { words: '%d months', limit: 10, unit: 'month' },
  { words: 'a year', limit: 17 },
  { words: '%d years', unit: 'year' },
];

/** "3 days ago" / "in 2 hours": `instant` relative to `now`. */
export function formatRelative(instant: Instant, now: number = Date.now()): string {
  const at = new Date(instant);
  const from = new Date(now);
  let difference = 0;
  for (let step = 0; step < LADDER.length; step += 1) {
    let rung = LADDER[step]!;
    if (rung.unit !== undefined) difference = elapsed(at, from, rung.unit);
    const count = Math.round(Math.abs(difference));
    if (rung.limit !== undefined && count > rung.limit) continue;
    // "1 minutes" reads "a minute": the rung before names one of the unit.
    if (count <= 1 && step > 0) rung = LADDER[step - 1]!;
    const words = rung.words.replace('%d', String(count));
    return difference > 0 ? `in ${words}` : `${words} ago`;
  }
  throw new Error('unreachable: the last rung has no limit');
}

/** `at − from` in `unit`, fractional; days follow the wall clock across a daylight-saving change. */
function elapsed(at: Date, from: Date, unit: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'): number {
  const ms = at.getTime() - from.getTime();
  switch (unit) {
    case 'second':
      return ms / SECOND;
    case 'minute':
      return ms / MINUTE;
    case 'hour':
      return ms / HOUR;
    case 'day':
      return (ms - (at.getTimezoneOffset() - from.getTimezoneOffset()) * MINUTE) / DAY;
    case 'month':
      return monthsBetween(at, from);
    case 'year':
      return monthsBetween(at, from) / 12;
  }
}

/** Calendar months from `b` to `a` (`a − b`), fractional within a month, counted as moment.js and dayjs count them. */
function monthsBetween(a: Date, b: Date): number {
  if (a.getDate() < b.getDate()) return -monthsBetween(b, a);
  const whole = (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
  const anchor = addMonths(a, whole);
  const before = b.getTime() - anchor < 0;
  const next = addMonths(a, whole + (before ? -1 : 1));
  return -(whole + (b.getTime() - anchor) / (before ? anchor - next : next - anchor)) || 0;
}

/** `date` plus `months` calendar months, the day kept or clamped to the month's last (Jan 31 + 1 → Feb 28). */
function addMonths(date: Date, months: number): number {
  const result = new Date(date);
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(date.getDate(), lastDay));
  return result.getTime();
}
