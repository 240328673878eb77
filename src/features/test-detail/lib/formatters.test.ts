import { describe, expect, it } from 'vitest';
import {
  durationUnitFor,
  formatCount,
  formatDurationIn,
  formatHeldDuration,
  formatRatio,
  formatSeconds,
  inDurationUnit,
  windowWords,
} from './formatters';
import { pullRequestUrl, safeExternalUrl, shortSha } from './repository-links';
import { traceLines, visibleTrace } from './stack-trace';

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
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});

describe('repository links', () => {
  it('builds pull request links and short commit ids', () => {
    expect(pullRequestUrl({ owner: 'acme', repo: 'checkout' }, 42)).toBe('https://github.com/acme/checkout/pull/42');
    expect(shortSha('0123456789abcdef0123456789abcdef01234567')).toBe('0123456');
    expect(shortSha('abc')).toBe('abc');
  });

  it('renders only http(s) job links', () => {
    expect(safeExternalUrl('https://github.com/acme/checkout/actions/runs/1/job/2')).toBe(
      'https://github.com/acme/checkout/actions/runs/1/job/2',
    );
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

describe('stack traces', () => {
  it('splits lines of either ending, without a phantom last line', () => {
    expect(traceLines('a\r\nb\nc\n')).toEqual(['a', 'b', 'c']);
    expect(traceLines('')).toEqual(['']);
  });

  it('shows the first lines when collapsed', () => {
    const lines = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`);
    expect(visibleTrace(lines, false).split('\n')).toHaveLength(15);
    expect(visibleTrace(lines, true).split('\n')).toHaveLength(20);
    expect(visibleTrace(lines.slice(0, 3), false)).toBe('line 1\nline 2\nline 3');
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

describe('windowWords', () => {
  it('names a preset and a custom window', () => {
    expect(windowWords({ preset: '30d' })).toBe('last 30 days');
    expect(windowWords({ start: '2026-11-16T00:00:00Z', end: '2026-11-17T00:00:00Z' })).toBe('the chosen range');
  });
});
