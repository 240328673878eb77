import { describe, expect, it } from 'vitest';
import { comparisonRow, formatChange } from './comparison-rows';

const count = (value: number) => String(value);

describe('comparison rows', () => {
  it('words the change with its sign and its share of the baseline', () => {
    expect(formatChange(3, 0.6, count)).toBe('+3 (+60%)');
    expect(formatChange(-2, -0.4, count)).toBe('−2 (−40%)');
    expect(formatChange(4, null, count)).toBe('+4');
    expect(formatChange(0, 0, count)).toBe('0');
  });

  it('says the direction in words, and nothing where a period has no figure', () => {
    expect(comparisonRow({ key: 'f', label: 'Failures', current: 2, baseline: 5, better: 'lower', format: count })).toEqual({
      key: 'f',
      label: 'Failures',
      current: '2',
      baseline: '5',
      change: '−3 (−60%)',
      verdict: 'better',
      direction: 'Better',
    });
    expect(comparisonRow({ key: 'f', label: 'Failures', current: null, baseline: 5, better: 'lower', format: count })).toMatchObject({
      current: '—',
      change: '—',
      direction: '—',
      verdict: null,
    });
  });
});
