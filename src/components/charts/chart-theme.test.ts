import { describe, expect, it } from 'vitest';
import { countTicks, roundTicks } from './chart-theme';

describe('countTicks', () => {
  it('counts up to a round top in whole 1-2-5 steps', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(9)).toEqual([0, 5, 10]);
    expect(countTicks(1289)).toEqual([0, 500, 1000, 1500]);
    expect(countTicks(40)).toEqual([0, 10, 20, 30, 40]);
  });

  it('steps in tenths or hundredths below 1 when fractions are allowed, each tick written as it reads', () => {
    expect(roundTicks(0.34, 0)).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    expect(roundTicks(0.7, 0)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(roundTicks(0.03, 0)).toEqual([0, 0.01, 0.02, 0.03]);
    expect(roundTicks(0, 0)).toEqual([0, 0.5, 1]);
  });
});
