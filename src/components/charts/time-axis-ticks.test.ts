import { describe, expect, it } from 'vitest';
import { axisTicks } from './time-axis-ticks';

describe('time axis ticks', () => {
  /** `count` buckets of `width` ms from `from`. */
  const buckets = (from: string, count: number, width: number) =>
    Array.from({ length: count }, (_, index) => {
      const start = Date.parse(from) + index * width;
      return { start, end: start + width, count: 0 };
    });
  const hourly = (from: string, hours: number) => buckets(from, hours, 3_600_000);

  it('labels 7 days of hours at each midnight of the zone, each day once', () => {
    // Nov 13, 12:00 → Nov 20, 12:00 UTC: the midnights of Nov 14 … Nov 20.
    const ticks = axisTicks(hourly('2026-11-13T12:00:00Z', 168), 8, 'utc');
    expect(ticks.map((tick) => tick.label)).toEqual(['Nov 14', 'Nov 15', 'Nov 16', 'Nov 17', 'Nov 18', 'Nov 19', 'Nov 20']);
    expect(ticks[0]?.value).toBe(Date.parse('2026-11-14T00:00:00Z'));
    // At most four on a phone: every other midnight.
    expect(axisTicks(hourly('2026-11-13T12:00:00Z', 168), 4, 'utc').map((tick) => tick.label)).toEqual(['Nov 15', 'Nov 17', 'Nov 19']);
  });

  it('labels a day of 10-minute bars on round hours, naming the day where it starts and changes', () => {
    const rows = buckets('2026-11-19T12:00:00Z', 144, 600_000);
    expect(axisTicks(rows, 8, 'utc').map((tick) => tick.label)).toEqual([
      'Nov 19, 12:00',
      '15:00',
      '18:00',
      '21:00',
      'Nov 20, 00:00',
      '03:00',
      '06:00',
      '09:00',
    ]);
  });

  it('labels day buckets by day, never finer than a bucket, even when every bucket fits a label', () => {
    const daily = buckets('2026-11-25T00:00:00Z', 7, 86_400_000);
    expect(axisTicks(daily, 8, 'utc').map((tick) => tick.label)).toEqual([
      'Nov 25',
      'Nov 26',
      'Nov 27',
      'Nov 28',
      'Nov 29',
      'Nov 30',
      'Dec 1',
    ]);
    // Three hours of 10-minute bars: 10-minute labels, not seconds.
    const tenMinutes = buckets('2026-11-19T12:00:00Z', 6, 600_000);
    expect(axisTicks(tenMinutes, 8, 'utc').map((tick) => tick.label)).toEqual([
      'Nov 19, 12:00',
      '12:10',
      '12:20',
      '12:30',
      '12:40',
      '12:50',
    ]);
  });

  it('writes every label with its day when the labels span days, so none repeats', () => {
    const labels = axisTicks(hourly('2026-11-18T00:00:00Z', 72), 8, 'utc').map((tick) => tick.label);
    expect(labels[0]).toBe('Nov 18, 00:00');
    expect(new Set(labels).size).toBe(labels.length);
    expect(axisTicks([], 8, 'utc')).toEqual([]);
  });
});
