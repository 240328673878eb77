import { describe, expect, it } from 'vitest';
import { median, medianBy } from './stats';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is null without samples', () => {
    expect(median([])).toBeNull();
  });
});

describe('medianBy', () => {
  it('answers the sample itself, the lower middle for an even count', () => {
    const samples = [
      { id: 'a', size: 30 },
      { id: 'b', size: 10 },
      { id: 'c', size: 20 },
      { id: 'd', size: 40 },
    ];
    expect(medianBy(samples, (sample) => sample.size)?.id).toBe('c');
    expect(medianBy(samples.slice(0, 3), (sample) => sample.size)?.id).toBe('c');
    expect(medianBy([], (sample: { size: number }) => sample.size)).toBeUndefined();
  });
});
