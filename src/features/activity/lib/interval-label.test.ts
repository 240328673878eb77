import { describe, expect, it } from 'vitest';
import { formatInterval } from './interval-label';

describe('formatInterval', () => {
  it('names each width the service uses', () => {
    expect([15, 30, 120, 600, 1200, 3600, 14_400, 28_800, 86_400].map(formatInterval)).toEqual([
      '15 seconds',
      '30 seconds',
      '2 minutes',
      '10 minutes',
      '20 minutes',
      '1 hour',
      '4 hours',
      '8 hours',
      '1 day',
    ]);
  });

  it('copes with odd widths', () => {
    expect(formatInterval(90)).toBe('90 seconds');
    expect(formatInterval(5400)).toBe('90 minutes');
    expect(formatInterval(0)).toBe('unknown');
    expect(formatInterval(Number.NaN)).toBe('unknown');
  });
});
