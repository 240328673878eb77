import { describe, expect, it } from 'vitest';
import { describeFailureTrend } from './row-insight-windows';

const day = (iso: string, count: number) => ({ day: Date.parse(iso), count });

describe('describeFailureTrend', () => {
  it('says there were none', () => {
    expect(describeFailureTrend([day('2026-11-19T00:00:00Z', 0), day('2026-11-20T00:00:00Z', 0)])).toBe('No failures in the last 2 days');
  });

  it('gives the total and the first of the worst days', () => {
    expect(describeFailureTrend([day('2026-11-18T00:00:00Z', 3), day('2026-11-19T00:00:00Z', 1), day('2026-11-20T00:00:00Z', 3)])).toBe(
      '7 failures in the last 3 days, most on Nov 18 (3)',
    );
    expect(describeFailureTrend([day('2026-11-20T00:00:00Z', 1)])).toBe('1 failure in the last 1 days, most on Nov 20 (1)');
  });
});
