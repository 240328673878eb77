import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay } from './group-by-day';

const utcDay = (iso: string) => iso.slice(0, 10);
const event = (id: number, at: string) => ({ id, received_at: at });

describe('groupByDay', () => {
  it('cuts the newest-first list where the day changes, keeping its order', () => {
    const events = [
      event(5, '2026-11-20T11:59:00Z'),
      event(4, '2026-11-20T00:00:00Z'),
      event(3, '2026-11-19T23:59:59Z'),
      event(2, '2026-11-18T10:00:00Z'),
      event(1, '2026-11-18T09:00:00Z'),
    ];
    expect(groupByDay(events, utcDay).map((group) => [group.day, group.items.map((item) => item.id)])).toEqual([
      ['2026-11-20', [5, 4]],
      ['2026-11-19', [3]],
      ['2026-11-18', [2, 1]],
    ]);
  });

  it('has no group for no events', () => {
    expect(groupByDay([], utcDay)).toEqual([]);
  });

  it('heads a day with its weekday and full date', () => {
    expect(dayHeading('2026-11-20')).toBe('Friday, November 20, 2026');
  });
});
