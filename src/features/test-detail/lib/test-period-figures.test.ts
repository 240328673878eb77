import { describe, expect, it } from 'vitest';
import { comparisonRow } from '@/components/period-comparison/comparison-rows';
import { testPeriodFigures } from './test-period-figures';

describe('testPeriodFigures', () => {
  it('compares runs, failures, the failure ratio, flaky failures and the mean duration', () => {
    const rows = testPeriodFigures(
      { success: 8, failure: 2, flaky: 1, meanSeconds: 2 },
      { success: 15, failure: 5, flaky: 1, meanSeconds: 2.5 },
    ).map(comparisonRow);
    expect(rows.map((row) => [row.label, row.current, row.baseline, row.change, row.direction])).toEqual([
      ['Runs', '10', '20', '−10 (−50%)', 'Fewer'],
      ['Failures', '2', '5', '−3 (−60%)', 'Better'],
      ['Failure ratio', '20%', '25%', '−5.0 points (−20%)', 'Better'],
      ['Flaky failures', '1', '1', '0', 'No change'],
      ['Mean duration', '2 s', '2.5 s', '−500 ms (−20%)', 'Better'],
    ]);
  });

  it('has no ratio or mean for a period without runs', () => {
    const rows = testPeriodFigures(
      { success: 0, failure: 0, flaky: 0, meanSeconds: 0 },
      { success: 1, failure: 1, flaky: 0, meanSeconds: 3 },
    ).map(comparisonRow);
    expect(rows.filter((row) => row.current === '—').map((row) => row.key)).toEqual(['failure-ratio', 'duration']);
    expect(rows.find((row) => row.key === 'duration')?.baseline).toBe('3 s');
  });
});
