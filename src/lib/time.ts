// How times read on every page, in English (the dashboard's language), from the platform alone (Date's
// calendar fields, Intl's relative wording) rather than a date library: these run for every row of
// every table, and the shell that draws them loads before any page's data. The patterns read as dayjs
// reads them (time.test.ts holds the two side by side).

type Instant = string | number | Date;
export type Zone = 'local' | 'utc';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
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
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return String(utc ? date.getUTCFullYear() : date.getFullYear());
      case 'MMMM':
        return MONTHS[month]!;
      case 'MMM':
        return MONTHS[month]!.slice(0, 3);
      case 'MM':
        return pad(month + 1);
      case 'DD':
        return pad(day);
      case 'D':
        return String(day);
      case 'dddd':
        return WEEKDAYS[utc ? date.getUTCDay() : date.getDay()]!;
      case 'HH':
        return pad(utc ? date.getUTCHours() : date.getHours());
      case 'mm':
        return pad(utc ? date.getUTCMinutes() : date.getMinutes());
      default: // ss, the last token TOKENS matches
        return pad(utc ? date.getUTCSeconds() : date.getSeconds());
    }
  });
}

/** `2026-11-20T12:00:00Z`: the API's form, in whole seconds (URLs and requests short and stable). */
export function toIsoSeconds(instant: Instant): string {
  const ms = new Date(instant).getTime();
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** Epoch ms of an ISO date-time with an explicit zone (the API refuses zone-less times); else null. */
export function parseIsoDateTime(value: string | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  // Date.parse accepts a lot (and reads zone-less times as local); require the API's own form.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
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

/** The units a time within today is told in, largest first. */
const CLOCK_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

let relativeFormat: Intl.RelativeTimeFormat | undefined;

/** The calendar day of `ms` in `zone`, as a day number (days since 1970-01-01 of that calendar). */
function calendarDayNumber(ms: number, zone: Zone): number {
  const date = new Date(ms);
  const utcMidnight =
    zone === 'utc'
      ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
      : Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round(utcMidnight / DAY);
}

/**
 * "7 hours ago", "yesterday", "3 days ago", "in 2 hours", "now": `instant` relative to `now`, worded by
 * the browser's `Intl.RelativeTimeFormat`. A time on today's calendar day (in the viewer's zone, or UTC)
 * is told in the largest whole clock unit (7 h 50 min is "7 hours ago"); any other is told in calendar
 * days, whatever the hours: "yesterday" is the previous calendar day, "2 days ago" the one before (so
 * two times of one day never read differently), months and years counted as 30 and 365 of those days.
 */
export function formatRelative(instant: Instant, now: number = Date.now(), zone: Zone = 'local'): string {
  const at = new Date(instant).getTime();
  if (Number.isNaN(at)) return 'Invalid Date';
  relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const days = calendarDayNumber(at, zone) - calendarDayNumber(now, zone);
  if (days !== 0) {
    const size = Math.abs(days);
    if (size >= 365) return relativeFormat.format(Math.trunc(days / 365), 'year');
    if (size >= 30) return relativeFormat.format(Math.trunc(days / 30), 'month');
    return relativeFormat.format(days, 'day');
  }
  const difference = at - now;
  const [unit, length] = CLOCK_UNITS.find(([, unitMs]) => Math.abs(difference) >= unitMs) ?? ['second', SECOND];
  // `+ 0` turns -0 into 0, which reads "now" rather than "0 seconds ago".
  return relativeFormat.format(Math.trunc(difference / length) + 0, unit);
}

/** "Dec 10, 2026": a calendar day written `YYYY-MM-DD` (no instant, so no zone), in the product's date style. */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return day;
  return formatDay(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])), { zone: 'utc', withYear: true });
}

/** "0 s", "10 s", "3 min", "2 h": a short elapsed time (whole units, rounded down), as a status line says it. */
export function formatElapsedShort(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / SECOND));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}
