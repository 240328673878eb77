// How times read on every page: the browser's Intl formatters in English (the dashboard's language), each built once
// per zone, in the viewer's zone or in UTC.

import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/lib/time-constants';

type Instant = string | number | Date;
export type Zone = 'local' | 'utc';

const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const SECONDS = { second: '2-digit' } as const;
const SHORT_DAY = { month: 'short', day: 'numeric' } as const;
const YEAR = { year: 'numeric' } as const;

/** Each style's Intl options, named by what it shows (times.test.ts lists how each reads: `dayClock` is "Nov 20, 14:05"). */
const STYLES = {
  clock: CLOCK,
  clockSeconds: { ...CLOCK, ...SECONDS },
  day: SHORT_DAY,
  dayYear: { ...SHORT_DAY, ...YEAR },
  dayClock: { ...SHORT_DAY, ...CLOCK },
  dayClockSeconds: { ...SHORT_DAY, ...CLOCK, ...SECONDS },
  dateTime: { ...SHORT_DAY, ...YEAR, ...CLOCK },
  // The zone's short name (UTC, GMT+1, EST…), so the time says which zone it is in.
  dateTimeZone: { ...SHORT_DAY, ...YEAR, ...CLOCK, timeZoneName: 'short' },
  dateTimeSeconds: { ...SHORT_DAY, ...YEAR, ...CLOCK, ...SECONDS },
  longDay: { weekday: 'long', month: 'long', day: 'numeric', ...YEAR },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TimeStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter for a style in a zone (an IANA name for another zone), built on first use. */
function formatterFor(style: TimeStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ''}`;
  const formatter = formatters.get(key) ?? new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone });
  formatters.set(key, formatter);
  return formatter;
}

function toDate(instant: Instant): Date | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `instant` in a named style, in the viewer's zone or UTC; "Invalid Date" for an instant that is not one. */
export function formatTime(instant: Instant, style: TimeStyle, zone: Zone = 'local'): string {
  const date = toDate(instant);
  return date === null ? 'Invalid Date' : formatterFor(style, zone === 'utc' ? 'UTC' : undefined).format(date);
}

/** "Nov 9, 2026, 17:19" in a named IANA zone (a freeze's own); null for a zone the browser does not know. */
export function formatDateTimeInZone(instant: Instant, timeZone: string): string | null {
  const date = toDate(instant);
  if (date === null) return null;
  try {
    return formatterFor('dateTime', timeZone).format(date);
  } catch {
    return null; // RangeError: an unknown time zone
  }
}

/** The wall clock of `date` in `zone`, read as if it were UTC (the zone's offset added). */
const wallOf = (date: Date, zone: Zone) => date.getTime() - (zone === 'utc' ? 0 : date.getTimezoneOffset() * 60_000);

/** The numeric fields of `date` in `zone`: { year: '2026', month: '11', day: '20', hour: '14', … } (no Intl: a list reads hundreds). */
function numericFields(date: Date, zone: Zone): Record<string, string> {
  const [year = '', month = '', day = '', hour = '', minute = '', second = ''] = new Date(wallOf(date, zone)).toISOString().split(/[-T:.]/);
  return { year, month, day, hour, minute, second };
}

/** The wall-clock reading in `zone` as UTC epoch ms: aligns chart labels on the zone's own hours (a histogram reads hundreds). */
export function wallClockMs(instant: Instant, zone: Zone): number {
  const date = toDate(instant);
  return date === null ? Number.NaN : wallOf(date, zone);
}

/** "2026-11-20": the calendar day of an instant in the viewer's zone or UTC (keys, not prose). */
export function formatIsoDay(instant: Instant, zone: Zone = 'local'): string {
  const date = toDate(instant);
  if (date === null) return 'Invalid Date';
  const { year, month, day } = numericFields(date, zone);
  return `${year}-${month}-${day}`;
}

/** "2026-11-13T12:00": what a `datetime-local` input holds, the viewer's wall-clock time without a zone. */
export function formatLocalInputValue(instant: Instant): string {
  const date = toDate(instant);
  if (date === null) return '';
  const { year, month, day, hour, minute } = numericFields(date, 'local');
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** `2026-11-20T12:00:00Z`: the API's form, in whole seconds (URLs and requests short and stable). */
export function toIsoSeconds(instant: Instant): string {
  const ms = new Date(instant).getTime();
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** ISO 8601 UTC, with milliseconds only when it has any: as exact as given (a drill-down's inclusive end). */
export function toIsoInstant(instant: Instant): string {
  return new Date(instant).toISOString().replace('.000Z', 'Z');
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
  return formatTime(instant, withYear ? 'dayYear' : 'day', zone);
}

/** "Nov 20, 2026, 14:05 GMT+1": a time shown alone must name its zone. */
export function formatLocalDateTime(instant: Instant): string {
  return formatTime(instant, 'dateTimeZone');
}

/** "2026-11-20 13:05:00 UTC": shown on hover so people in different zones can compare notes. */
export function formatUtcDateTime(instant: Instant): string {
  const date = toDate(instant);
  return date === null ? 'Invalid Date' : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Short axis label for a bucket start, precise enough for the bucket width, in the viewer's zone or UTC. */
export function formatBucketLabel(instant: Instant, bucketMs: number, zone: Zone = 'local'): string {
  return formatTime(instant, bucketMs < DAY_MS ? 'dayClock' : 'day', zone);
}

/** A calendar day written `YYYY-MM-DD` (no instant, so no zone) in a style; the text as is when it is not one. */
function formatCalendarDayAs(day: string, style: TimeStyle): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return day;
  return formatTime(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])), style, 'utc');
}

/** "Dec 10, 2026" */
export const formatCalendarDay = (day: string) => formatCalendarDayAs(day, 'dayYear');

/** "Friday, November 20, 2026" */
export const formatDayHeading = (day: string) => formatCalendarDayAs(day, 'longDay');

/** The units a time within today is told in, largest first. */
const CLOCK_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
  ['second', 1000],
];

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** The calendar day of `ms` in `zone`, as a day number (days since 1970-01-01 of that calendar). */
function calendarDayNumber(ms: number, zone: Zone): number {
  return Math.round(Date.parse(`${formatIsoDay(ms, zone)}T00:00:00Z`) / DAY_MS);
}

/** "7 hours ago", "yesterday", "in 2 hours", "now", worded by `Intl.RelativeTimeFormat`. */
export function formatRelative(instant: Instant, now: number = Date.now(), zone: Zone = 'local'): string {
  const at = new Date(instant).getTime();
  if (Number.isNaN(at)) return 'Invalid Date';
  const days = calendarDayNumber(at, zone) - calendarDayNumber(now, zone);
  if (days !== 0) {
    const size = Math.abs(days);
    if (size >= 365) return relativeFormat.format(Math.trunc(days / 365), 'year');
    if (size >= 30) return relativeFormat.format(Math.trunc(days / 30), 'month');
    return relativeFormat.format(days, 'day');
  }
  const difference = at - now;
  const [unit, length] = CLOCK_UNITS.find(([, unitMs]) => Math.abs(difference) >= unitMs) ?? ['second', 1000];
  // `+ 0` turns -0 into 0, which reads "now" rather than "0 seconds ago".
  return relativeFormat.format(Math.trunc(difference / length) + 0, unit);
}
