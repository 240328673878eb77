import { describe, expect, it } from 'vitest';
import { windowFromBucketSpan } from './drag-range';

describe('windowFromBucketSpan', () => {
  const rows = [
    { start: 0, end: 10 },
    { start: 10, end: 20 },
    { start: 20, end: 25 },
  ];

  it('spans from the first bucket start to the last bucket end, either drag direction', () => {
    expect(windowFromBucketSpan(rows, 0, 2)).toEqual({ start: 0, end: 25 });
    expect(windowFromBucketSpan(rows, 2, 0)).toEqual({ start: 0, end: 25 });
    expect(windowFromBucketSpan(rows, 2, 1)).toEqual({ start: 10, end: 25 });
  });

  it('ignores a click (one bucket) and indexes outside the data', () => {
    expect(windowFromBucketSpan(rows, 1, 1)).toBeNull();
    expect(windowFromBucketSpan(rows, 0, 5)).toBeNull();
    expect(windowFromBucketSpan(rows, 0, 7)).toBeNull();
  });
});
