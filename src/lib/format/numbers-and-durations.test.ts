import { describe, expect, it } from 'vitest';
import {
  durationUnitFor,
  formatCount,
  formatDecimal,
  formatDurationIn,
  formatElapsedShort,
  formatHeldDuration,
  formatRatio,
  formatSeconds,
  formatSpan,
  inDurationUnit,
} from '.';

describe('formatRatio', () => {
  it('shows fractions of 1 as percentages', () => {
    expect(formatRatio(0)).toBe('0%');
    expect(formatRatio(1)).toBe('100%');
    expect(formatRatio(0.1234)).toBe('12.3%');
    expect(formatRatio(0.0004)).toBe('<0.1%');
    expect(formatRatio(Number.NaN)).toBe('—');
  });
});

describe('formatSeconds', () => {
  it('picks a readable unit', () => {
    expect(formatSeconds(0.85)).toBe('850 ms');
    expect(formatSeconds(1.234)).toBe('1.23 s');
    expect(formatSeconds(12.44)).toBe('12.4 s');
    expect(formatSeconds(120)).toBe('2 min');
    expect(formatSeconds(185)).toBe('3 min 5 s');
  });

  it('rounds to the second before splitting minutes, so a minute never reads as 60 s', () => {
    expect(formatSeconds(779.9)).toBe('13 min');
    expect(formatSeconds(779.4)).toBe('12 min 59 s');
  });

  it('leads with hours past an hour, leaving out the parts that are zero', () => {
    expect(formatSeconds(3600)).toBe('1 h');
    expect(formatSeconds(8511)).toBe('2 h 21 min 51 s');
    expect(formatSeconds(7205)).toBe('2 h 5 s');
    expect(formatSeconds(3599.6)).toBe('1 h');
    expect(formatSeconds(90_000)).toBe('25 h');
  });
});

describe('formatDecimal', () => {
  it('keeps two decimals at most and drops trailing zeros', () => {
    expect(formatDecimal(2.4567)).toBe('2.46');
    expect(formatDecimal(12)).toBe('12');
    expect(formatDecimal(0.5)).toBe('0.5');
    expect(formatDecimal(1234.5)).toBe('1,234.5');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});

describe('formatHeldDuration', () => {
  it('rounds to whole hours and names days', () => {
    const hour = 3_600_000;
    expect(formatHeldDuration(20 * 60_000)).toBe('under an hour');
    expect(formatHeldDuration(hour)).toBe('1 hour');
    expect(formatHeldDuration(5 * hour)).toBe('5 hours');
    expect(formatHeldDuration(24 * hour)).toBe('1 day');
    expect(formatHeldDuration(36 * hour)).toBe('1 day 12 hours');
    expect(formatHeldDuration(76 * hour)).toBe('3 days 4 hours');
  });
});

describe('formatElapsedShort', () => {
  it('says how long ago in whole units, rounded down (the Live switch: "checked 10 s ago")', () => {
    expect(formatElapsedShort(400)).toBe('0 s');
    expect(formatElapsedShort(10_900)).toBe('10 s');
    expect(formatElapsedShort(185_000)).toBe('3 min');
    expect(formatElapsedShort(2 * 3_600_000)).toBe('2 h');
    expect(formatElapsedShort(-1_000)).toBe('0 s');
  });
});

describe('durations in one unit', () => {
  it('uses milliseconds when every value is under a second, seconds otherwise', () => {
    expect(durationUnitFor([0.031, null, 0.9])).toBe('ms');
    expect(durationUnitFor([0.031, 1.2])).toBe('s');
  });

  it('writes a value in the unit chosen, whatever its own size', () => {
    expect(formatDurationIn(0.031, 'ms')).toBe('31 ms');
    expect(formatDurationIn(0.0042, 'ms')).toBe('4.2 ms');
    expect(formatDurationIn(0.031, 's')).toBe('0.03 s');
    expect(formatDurationIn(12.46, 's')).toBe('12.5 s');
    expect(formatDurationIn(185.34, 's')).toBe('185.3 s');
    expect(inDurationUnit(0.031, 'ms')).toBeCloseTo(31);
  });
});

describe('formatSpan', () => {
  it('names each width the service uses', () => {
    expect([15, 30, 120, 600, 1200, 3600, 14_400, 28_800, 86_400].map((seconds) => formatSpan(seconds * 1000))).toEqual([
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
    expect(formatSpan(90_000)).toBe('90 seconds');
    expect(formatSpan(5_400_000)).toBe('90 minutes');
    expect(formatSpan(0)).toBe('unknown');
    expect(formatSpan(Number.NaN)).toBe('unknown');
  });
});
