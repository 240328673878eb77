import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBucketLabel, formatDay, formatInstant, formatLocalDateTime, formatRelative, formatUtcDateTime } from './time';

dayjs.extend(utc);
dayjs.extend(relativeTime);

// The formatters are written without a library; dayjs, which the journeys' expectations and earlier
// versions used, is the reference they must agree with, in UTC and in a zone with daylight saving.
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

/** Offsets from a second to five years, each just under, at and just over the ladder's limits. */
function offsets(): number[] {
  const limits = [44 * SECOND, 45 * SECOND, 89 * SECOND, 90 * SECOND, 44 * MINUTE, 45 * MINUTE, 89 * MINUTE, 90 * MINUTE, 21 * HOUR, 22 * HOUR, 35 * HOUR, 36 * HOUR, 25 * DAY, 26 * DAY, 45 * DAY, 46 * DAY, 320 * DAY, 345 * DAY, 548 * DAY];
  const around = limits.flatMap((limit) => [limit - 30 * SECOND, limit - SECOND, limit, limit + SECOND, limit + 30 * SECOND]);
  const spread = Array.from({ length: 400 }, (_, index) => Math.round(1.037 ** index * SECOND));
  return [0, ...around, ...spread].flatMap((offset) => [offset, -offset]);
}

describe('time formatting', () => {
  for (const zone of ZONES) {
    describe(`in ${zone}`, () => {
      const instants = ['2026-11-20T13:05:09Z', '2026-01-31T23:59:59Z', '2026-03-08T06:30:00Z', '2026-10-04T15:45:00Z', '2025-12-31T00:00:00Z'];

      it('words a time relative to now as dayjs does, past and future, across month ends and clock changes', () => {
        process.env.TZ = zone;
        // The zone took: New York and Lord Howe move their clocks, so these offsets differ there.
        expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset() === new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).toBe(zone === 'UTC');
        for (const now of instants.map((instant) => Date.parse(instant))) {
          for (const offset of offsets()) {
            const at = now + offset;
            expect(formatRelative(at, now), `${new Date(at).toISOString()} from ${new Date(now).toISOString()}`).toBe(dayjs(at).from(dayjs(now)));
          }
        }
      });

      it('formats local and UTC times as dayjs does', () => {
        process.env.TZ = zone;
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
  });

  it('reads the examples people see', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(formatRelative('2026-11-20T11:59:30Z', now)).toBe('a few seconds ago');
    expect(formatRelative('2026-11-20T05:00:00Z', now)).toBe('7 hours ago');
    expect(formatRelative('2026-11-17T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2026-11-20T14:00:00Z', now)).toBe('in 2 hours');
  });
});
