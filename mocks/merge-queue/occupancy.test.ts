import { describe, expect, it } from 'vitest';
import { occupancy } from './queue-figures';

const interval = { start: 1000, end: 2000 };
const NOW = 10_000;

describe('occupancy', () => {
  it('is 0 with nothing going on', () => {
    expect(occupancy([], interval, NOW)).toEqual({ avg: 0, max: 0, min: 0 });
  });

  it('weights each count by how long it lasted', () => {
    // 1 from 1000 to 1500, 2 from 1500 to 1750, 1 from 1750 to 2000.
    const stays = [
      { start: 500, end: 2500 },
      { start: 1500, end: 1750 },
    ];
    expect(occupancy(stays, interval, NOW)).toEqual({ avg: 1.25, max: 2, min: 1 });
  });

  it('leaves out stays that end at the interval start or begin at its end', () => {
    const stays = [
      { start: 0, end: 1000 },
      { start: 2000, end: 3000 },
    ];
    expect(occupancy(stays, interval, NOW)).toEqual({ avg: 0, max: 0, min: 0 });
  });

  it('applies a leave and an entry at the same moment together (no dip)', () => {
    const stays = [
      { start: 0, end: 1500 },
      { start: 1500, end: 3000 },
    ];
    expect(occupancy(stays, interval, NOW)).toEqual({ avg: 1, max: 1, min: 1 });
  });

  it('runs a stay still going until now, and leaves out the time after now', () => {
    // 1 over 400 of the 600 ms known.
    expect(occupancy([{ start: 1200, end: null }], interval, 1600)).toEqual({ avg: 400 / 600, max: 1, min: 0 });
    expect(occupancy([{ start: 0, end: null }], { start: 2000, end: 3000 }, 1600)).toEqual({ avg: 0, max: 0, min: 0 });
  });

  it('reads the count at the moment for a zero-length interval', () => {
    const stays = [
      { start: 0, end: 1000 },
      { start: 1000, end: 1001 },
      { start: 500, end: 1500 },
    ];
    expect(occupancy(stays, { start: 1000, end: 1000 }, NOW)).toEqual({ avg: 2, max: 2, min: 2 });
  });

  it('ignores a stay of no length', () => {
    expect(occupancy([{ start: 1500, end: 1500 }], interval, NOW)).toEqual({ avg: 0, max: 0, min: 0 });
  });
});
