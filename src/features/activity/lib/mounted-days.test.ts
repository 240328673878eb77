import { describe, expect, it } from 'vitest';
import type { ActivityLogEvent } from '@/api/types';
import type { FeedItem } from './feed-items';
import { mountedDays } from './mounted-days';

const day = (date: string): FeedItem => ({ kind: 'day', key: `day:${date}`, day: date, label: `Day ${date}` });
const row = (id: number, date: string): FeedItem => ({
  kind: 'event',
  key: id,
  event: { id } as ActivityLogEvent,
  day: date,
  position: id,
  page: { cursor: null, page: 1 },
});
const items = [day('2026-11-20'), row(1, '2026-11-20'), row(2, '2026-11-20'), day('2026-11-19'), row(3, '2026-11-19')];
const at = (index: number) => ({ index, start: index * 10 });
const shape = (indexes: number[]) =>
  mountedDays(indexes.map(at), items).map((group) => [
    group.label,
    group.heading?.index ?? null,
    group.rows.map((entry) => entry.item.key),
  ]);

describe('mountedDays', () => {
  it('cuts the mounted items by day, each with its heading when that is mounted', () => {
    expect(shape([0, 1, 2, 3, 4])).toEqual([
      ['Day 2026-11-20', 0, [1, 2]],
      ['Day 2026-11-19', 3, [3]],
    ]);
  });

  it('names a day begun above the screen after its heading all the same', () => {
    expect(shape([2, 3, 4])).toEqual([
      ['Day 2026-11-20', null, [2]],
      ['Day 2026-11-19', 3, [3]],
    ]);
  });

  it('keeps the place the virtual list gave each item', () => {
    expect(mountedDays([at(4)], items)[0]?.rows[0]?.mounted).toEqual({ index: 4, start: 40 });
  });
});
