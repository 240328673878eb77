import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatBucketLabel,
  formatDay,
  formatInstant,
  formatLocalDateTime,
  formatRelative,
  formatUtcDateTime,
  formatCalendarDay,
} from './time';

dayjs.extend(utc);

// The patterns are written from Date's own fields; dayjs, which earlier versions used, is the reference
// they must agree with, in UTC and in zones with daylight saving (Lord Howe moves by half an hour).
const ZONES = ['UTC', 'America/New_York', 'Australia/Lord_Howe'];
const savedZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedZone;
});

/** Every pattern the app writes times with. */
const PATTERNS = [
  'YYYY-MM-DD',
  'dddd, MMMM D, YYYY',
  'MMM D, YYYY, HH:mm',
  'MMM D, YYYY, HH:mm:ss',
  'HH:mm:ss',
  'HH:mm',
  'MMM D HH:mm',
  'MMM D',
  'MMM D, HH:mm:ss',
  'YYYY-MM-DDTHH:mm',
];

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
      ];

      it('formats local and UTC times as dayjs does', () => {
        process.env.TZ = zone;
        // The zone took: New York and Lord Howe move their clocks, so these offsets differ there.
        expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset() === new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).toBe(
          zone === 'UTC',
        );
        for (const iso of instants) {
          expect(formatLocalDateTime(iso)).toBe(dayjs(iso).format('MMM D, YYYY, HH:mm'));
          expect(formatUtcDateTime(iso)).toBe(`${dayjs(iso).utc().format('YYYY-MM-DD HH:mm:ss')} UTC`);
          expect(formatBucketLabel(iso, HOUR)).toBe(dayjs(iso).format('MMM D HH:mm'));
          expect(formatBucketLabel(iso, DAY)).toBe(dayjs(iso).format('MMM D'));
          expect(formatDay(iso, { zone: 'utc', withYear: true })).toBe(dayjs(iso).utc().format('MMM D, YYYY'));
          for (const pattern of PATTERNS) {
            expect(formatInstant(iso, pattern)).toBe(dayjs(iso).format(pattern));
            expect(formatInstant(iso, pattern, 'utc')).toBe(dayjs(iso).utc().format(pattern));
          }
        }
      });
    });
  }

  it('says "Invalid Date" of a time that is not one, as dayjs does', () => {
    expect(formatInstant('not a time', 'MMM D')).toBe(dayjs('not a time').format('MMM D'));
    expect(formatRelative('not a time')).toBe('Invalid Date');
  });

  it('tells a time of today in the largest whole clock unit, as the browser words it', () => {
    process.env.TZ = 'UTC';
    const now = Date.parse('2026-11-20T12:00:00Z');
    const at = (offsetMs: number) => formatRelative(now + offsetMs, now);
    expect(at(0)).toBe('now');
    expect(at(-30 * SECOND)).toBe('30 seconds ago');
    expect(at(-59 * SECOND)).toBe('59 seconds ago');
    expect(at(-61 * SECOND)).toBe('1 minute ago');
    expect(at(-(7 * HOUR + 50 * MINUTE))).toBe('7 hours ago');
    expect(at(2 * HOUR)).toBe('in 2 hours');
  });

  it("tells any other day in calendar days of the viewer's zone, whatever the hours", () => {
    process.env.TZ = 'UTC';
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

  it("counts the days in the viewer's zone, or in UTC when asked", () => {
    process.env.TZ = 'America/New_York';
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
  });
});
