import { describe, expect, it } from 'vitest';
import { countTicks } from './chart-theme';

describe('countTicks', () => {
  it('counts up to a round top in whole 1-2-5 steps', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(9)).toEqual([0, 5, 10]);
    expect(countTicks(1289)).toEqual([0, 500, 1000, 1500]);
    expect(countTicks(40)).toEqual([0, 10, 20, 30, 40]);
  });
});
