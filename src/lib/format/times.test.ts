import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDay, formatDayHeading, formatRelative, formatTime, type TimeStyle } from './times';

dayjs.extend(utc);

// Each style is Intl's; dayjs, which earlier versions used, is the reference it must read as, in UTC
// and in zones with daylight saving (Lord Howe moves by half an hour).
const ZONES = ['UTC', 'America/New_York', 'Australia/Lord_Howe'];
/** How each zone's short name reads after a local time (daylight saving or not). */
const ZONE_NAMES: Record<string, RegExp> = { UTC: /^UTC$/, 'America/New_York': /^E[SD]T$/, 'Australia/Lord_Howe': /^GMT\+1(1|0:30)$/ };
const savedZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedZone;
});

/** Every style, and the dayjs pattern it reads as (the zone's name has no dayjs pattern: checked apart). */
const STYLE_PATTERNS: Record<Exclude<TimeStyle, 'dateTimeZone'>, string> = {
  clock: 'HH:mm',
  clockSeconds: 'HH:mm:ss',
  day: 'MMM D',
  dayYear: 'MMM D, YYYY',
  dayClock: 'MMM D, HH:mm',
  dayClockSeconds: 'MMM D, HH:mm:ss',
  dateTime: 'MMM D, YYYY, HH:mm',
  dateTimeSeconds: 'MMM D, YYYY, HH:mm:ss',
  longDay: 'dddd, MMMM D, YYYY',
};

/** The module as a page in `zone` has it: its formatters are built once, in the zone of their first use. */
async function timesIn(zone: string) {
  process.env.TZ = zone;
  vi.resetModules();
  return import('./times');
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('time formatting', () => {
  for (const zone of ZONES) {
    describe(`in ${zone}`, () => {
      const instants = [
        '2026-11-20T13:05:09Z',
        '2026-01-31T23:59:59Z',
        '2026-03-08T06:30:00Z',
        '2026-10-04T15:45:00Z',
        '2025-12-31T00:00:00Z',
        '2026-06-01T00:00:00Z',
      ];

      it('formats local and UTC times as dayjs does', async () => {
        const times = await timesIn(zone);
        // The zone took: New York and Lord Howe move their clocks, so these offsets differ there.
        expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset() === new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).toBe(
          zone === 'UTC',
        );
        for (const iso of instants) {
          // A local time names its zone.
          const local = dayjs(iso).format('MMM D, YYYY, HH:mm');
          expect(times.formatLocalDateTime(iso).startsWith(`${local} `)).toBe(true);
          expect(times.formatLocalDateTime(iso).slice(local.length + 1)).toMatch(ZONE_NAMES[zone]!);
          expect(times.formatTime(iso, 'dateTimeZone', 'utc')).toBe(`${dayjs(iso).utc().format('MMM D, YYYY, HH:mm')} UTC`);
          expect(times.formatUtcDateTime(iso)).toBe(`${dayjs(iso).utc().format('YYYY-MM-DD HH:mm:ss')} UTC`);
          expect(times.formatBucketLabel(iso, HOUR)).toBe(dayjs(iso).format('MMM D, HH:mm'));
          expect(times.formatBucketLabel(iso, DAY)).toBe(dayjs(iso).format('MMM D'));
          expect(times.formatDay(iso, { zone: 'utc', withYear: true })).toBe(dayjs(iso).utc().format('MMM D, YYYY'));
          expect(times.formatIsoDay(iso)).toBe(dayjs(iso).format('YYYY-MM-DD'));
          expect(times.formatIsoDay(iso, 'utc')).toBe(dayjs(iso).utc().format('YYYY-MM-DD'));
          expect(times.formatLocalInputValue(iso)).toBe(dayjs(iso).format('YYYY-MM-DDTHH:mm'));
          expect(times.wallClockMs(iso, 'local')).toBe(Date.parse(`${dayjs(iso).format('YYYY-MM-DDTHH:mm:ss.SSS')}Z`));
          expect(times.wallClockMs(iso, 'utc')).toBe(Date.parse(iso));
          for (const [style, pattern] of Object.entries(STYLE_PATTERNS) as [Exclude<TimeStyle, 'dateTimeZone'>, string][]) {
            expect(times.formatTime(iso, style)).toBe(dayjs(iso).format(pattern));
            expect(times.formatTime(iso, style, 'utc')).toBe(dayjs(iso).utc().format(pattern));
          }
        }
      });
    });
  }

  it('writes a time in a named zone, and refuses a zone it does not know', async () => {
    const { formatDateTimeInZone } = await import('./times');
    expect(formatDateTimeInZone('2026-11-09T12:05:00Z', 'America/New_York')).toBe('Nov 9, 2026, 07:05');
    expect(formatDateTimeInZone('2026-11-09T12:05:00Z', 'Mars/Olympus')).toBeNull();
  });

  it('says "Invalid Date" of a time that is not one, as dayjs does', () => {
    expect(formatTime('not a time', 'day')).toBe(dayjs('not a time').format('MMM D'));
    expect(formatRelative('not a time')).toBe('Invalid Date');
  });

  it('tells a time of today in the largest whole clock unit, as the browser words it', async () => {
    const { formatRelative } = await timesIn('UTC');
    const now = Date.parse('2026-11-20T12:00:00Z');
    const at = (offsetMs: number) => formatRelative(now + offsetMs, now);
    expect(at(0)).toBe('now');
    expect(at(-30 * SECOND)).toBe('30 seconds ago');
    expect(at(-59 * SECOND)).toBe('59 seconds ago');
    expect(at(-61 * SECOND)).toBe('1 minute ago');
    expect(at(-(7 * HOUR + 50 * MINUTE))).toBe('7 hours ago');
    expect(at(2 * HOUR)).toBe('in 2 hours');
  });

  it("tells any other day in calendar days of the viewer's zone, whatever the hours", async () => {
    const { formatRelative } = await timesIn('UTC');
    const now = Date.parse('2026-11-26T17:00:00Z');
    // Issue 21: "yesterday · Nov 24" on Nov 26, and two times of one day read "3 days ago" and "2 days ago".
    expect(formatRelative('2026-11-24T20:00:00Z', now)).toBe('2 days ago');
    expect(formatRelative('2026-11-23T01:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2026-11-23T23:59:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2026-11-25T00:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2026-11-25T23:59:59Z', now)).toBe('yesterday');
    expect(formatRelative('2026-11-26T00:00:00Z', now)).toBe('17 hours ago');
    expect(formatRelative('2026-11-27T01:00:00Z', now)).toBe('tomorrow');
    // Two minutes before midnight is yesterday once the day has turned.
    expect(formatRelative('2026-11-25T23:58:00Z', Date.parse('2026-11-26T00:01:00Z'))).toBe('yesterday');
    expect(formatRelative('2026-10-12T12:00:00Z', now)).toBe('last month');
    expect(formatRelative('2025-11-20T12:00:00Z', now)).toBe('last year');
    expect(formatRelative('2024-09-01T12:00:00Z', now)).toBe('2 years ago');
  });

  it("counts the days in the viewer's zone, or in UTC when asked", async () => {
    const { formatRelative } = await timesIn('America/New_York');
    // 2026-11-26 01:00 UTC is Nov 25, 20:00 in New York; now (15:00 UTC) is Nov 26, 10:00 there.
    const now = Date.parse('2026-11-26T15:00:00Z');
    expect(formatRelative('2026-11-26T01:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2026-11-26T01:00:00Z', now, 'utc')).toBe('14 hours ago');
    // Across the change of clocks (Nov 1 in New York) a calendar day is still one day.
    expect(formatRelative('2026-10-31T23:00:00-04:00', Date.parse('2026-11-01T23:30:00-05:00'))).toBe('yesterday');
  });

  it('writes a calendar day (an until date) as other dates read', () => {
    expect(formatCalendarDay('2026-12-10')).toBe('Dec 10, 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatDayHeading('2026-11-20')).toBe('Friday, November 20, 2026');
  });
});
