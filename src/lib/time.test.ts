import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBucketLabel, formatDay, formatInstant, formatLocalDateTime, formatRelative, formatUtcDateTime } from './time';

dayjs.extend(utc);

// The patterns are written from Date's own fields; dayjs, which earlier versions used, is the reference
// they must agree with, in UTC and in zones with daylight saving (Lord Howe moves by half an hour).
const ZONES = ['UTC', 'America/New_York', 'Australia/Lord_Howe'];
const savedZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedZone;
});

/** Every pattern the app writes times with. */
const PATTERNS = ['YYYY-MM-DD', 'dddd, MMMM D, YYYY', 'MMM D, YYYY, HH:mm', 'MMM D, YYYY, HH:mm:ss', 'HH:mm:ss', 'HH:mm', 'MMM D HH:mm', 'MMM D', 'MMM D, HH:mm:ss', 'YYYY-MM-DDTHH:mm'];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('time formatting', () => {
  for (const zone of ZONES) {
    describe(`in ${zone}`, () => {
      const instants = ['2026-11-20T13:05:09Z', '2026-01-31T23:59:59Z', '2026-03-08T06:30:00Z', '2026-10-04T15:45:00Z', '2025-12-31T00:00:00Z'];

      it('formats local and UTC times as dayjs does', () => {
        process.env.TZ = zone;
        // The zone took: New York and Lord Howe move their clocks, so these offsets differ there.
        expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset() === new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).toBe(zone === 'UTC');
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

  it('tells a time relative to now in the largest whole unit, as the browser words it', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    const at = (offsetMs: number) => formatRelative(now + offsetMs, now);
    expect(at(0)).toBe('now');
    expect(at(-30 * SECOND)).toBe('30 seconds ago');
    expect(at(-59 * SECOND)).toBe('59 seconds ago');
    expect(at(-61 * SECOND)).toBe('1 minute ago');
    expect(at(-(7 * HOUR + 50 * MINUTE))).toBe('7 hours ago');
    expect(at(2 * HOUR)).toBe('in 2 hours');
    expect(at(-(DAY + 3 * HOUR))).toBe('yesterday');
    expect(at(-3 * DAY)).toBe('3 days ago');
    expect(at(-45 * DAY)).toBe('last month');
    expect(at(-400 * DAY)).toBe('last year');
    expect(at(-800 * DAY)).toBe('2 years ago');
    expect(formatRelative('2026-11-17T12:00:00Z', now)).toBe('3 days ago');
  });
});
