import { describe, expect, it } from 'vitest';
import { describePeriod, summarizeDays, toDayBars } from './day-buckets';

const buckets = [
  { start: '2026-10-22T00:00:00Z', end: '2026-10-23T00:00:00Z', value: 4 },
  { start: '2026-10-23T00:00:00Z', end: '2026-10-24T00:00:00Z', value: 9 },
  { start: '2026-11-20T00:00:00Z', end: '2026-11-20T12:00:00Z', value: 2 },
];

describe('day buckets', () => {
  it('labels each bar with its UTC day', () => {
    const bars = toDayBars(buckets);
    expect(bars.map((bar) => bar.label)).toEqual(['Oct 22', 'Oct 23', 'Nov 20']);
    expect(bars[2]).toMatchObject(buckets[2]!);
  });

  it('describes the period and its length', () => {
    expect(describePeriod(toDayBars(buckets))).toBe('Oct 22 – Nov 20, 2026');
    expect(describePeriod([])).toBeNull();
    expect(
      describePeriod(
        toDayBars([
          { start: '2025-12-31T00:00:00Z', end: '2026-01-01T00:00:00Z', value: 0 },
          { start: '2026-01-01T00:00:00Z', end: '2026-01-02T00:00:00Z', value: 0 },
        ]),
      ),
    ).toBe('Dec 31, 2025 – Jan 1, 2026');
  });

  it('summarises the series in words', () => {
    expect(summarizeDays(toDayBars(buckets))).toBe(
      '3 days from Oct 22 to Nov 20 (UTC): 15 failed executions in total, at most 9 on Oct 23.',
    );
    expect(summarizeDays([])).toBe('No days in the series.');
  });
});
