import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { figureDelta } from './figure-delta';
import {
  comparedSpans,
  comparisonParamsShape,
  describeComparison,
  describeDayRange,
  parseDayRange,
  resolvePeriods,
  spanDays,
  spanWindow,
} from './period-comparison';
import { DAY_MS, HOUR_MS } from '@/lib/time-constants';

const NOW = Date.parse('2026-11-20T12:34:56Z');

describe('period comparison', () => {
  it('compares the 7 UTC days ending today with the 7 before', () => {
    expect(resolvePeriods({ compare: 'week' }, NOW)).toEqual({
      mode: 'week',
      current: { from: '2026-11-14', to: '2026-11-20' },
      baseline: { from: '2026-11-07', to: '2026-11-13' },
    });
    expect(resolvePeriods({ compare: 'fortnight' }, NOW)).toMatchObject({ baseline: { from: '2026-10-24', to: '2026-11-06' } });
    expect(resolvePeriods({ compare: 'off' }, NOW)).toBeNull();
  });

  it('takes two custom ranges, and falls back to the week when one is missing', () => {
    const params = { compare: 'custom', current: '2026-11-18..2026-11-19', baseline: '2026-11-01..2026-11-03' } as const;
    expect(resolvePeriods(params, NOW)).toEqual({
      mode: 'custom',
      current: { from: '2026-11-18', to: '2026-11-19' },
      baseline: { from: '2026-11-01', to: '2026-11-03' },
    });
    expect(resolvePeriods({ compare: 'custom', current: params.current }, NOW)?.mode).toBe('week');
  });

  it('reads only real days in order', () => {
    expect(parseDayRange('2026-11-01..2026-11-03')).toEqual({ from: '2026-11-01', to: '2026-11-03' });
    expect(parseDayRange('2026-11-03..2026-11-01')).toBeNull();
    expect(parseDayRange('2026-02-30..2026-03-01')).toBeNull();
    expect(parseDayRange('yesterday')).toBeNull();
  });

  it('falls back field by field in the URL schema', () => {
    const schema = v.object(comparisonParamsShape('off'));
    expect(v.parse(schema, {})).toEqual({ compare: 'off', current: undefined, baseline: undefined });
    expect(v.parse(schema, { compare: 'monthly', current: 'x', baseline: '2026-11-01..2026-11-02' })).toEqual({
      compare: 'off',
      current: undefined,
      baseline: '2026-11-01..2026-11-02',
    });
  });

  it('compares equal spans: this week to the current hour against the same part of last week', () => {
    const week = resolvePeriods({ compare: 'week' }, NOW)!;
    const spans = comparedSpans(week, NOW, HOUR_MS)!;
    expect(spanWindow(spans.current)).toEqual({ start: '2026-11-14T00:00:00Z', end: '2026-11-20T12:00:00Z' });
    expect(spanWindow(spans.baseline)).toEqual({ start: '2026-11-07T00:00:00Z', end: '2026-11-13T12:00:00Z' });
    expect(describeComparison(week, spans)).toBe(
      'This week: Nov 14, 00:00 → Nov 20, 12:00 UTC · Same span last week: Nov 7, 00:00 → Nov 13, 12:00 UTC (6 days 12 hours each)',
    );
    // A per-day series compares whole days: today is left out of both.
    const days = comparedSpans(week, NOW, DAY_MS)!;
    expect(spanDays(days.current)).toEqual({ from: '2026-11-14', to: '2026-11-19' });
    expect(spanDays(days.baseline)).toEqual({ from: '2026-11-07', to: '2026-11-12' });
  });

  it('cuts the longer of two ranges to the shorter, and compares nothing before a period begins', () => {
    const custom = resolvePeriods({ compare: 'custom', current: '2026-11-18..2026-11-19', baseline: '2026-11-01..2026-11-03' }, NOW)!;
    const spans = comparedSpans(custom, NOW, HOUR_MS)!;
    expect(spanDays(spans.current)).toEqual({ from: '2026-11-18', to: '2026-11-19' });
    expect(spanDays(spans.baseline)).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    const future = resolvePeriods({ compare: 'custom', current: '2026-11-21..2026-11-22', baseline: '2026-11-01..2026-11-03' }, NOW)!;
    expect(comparedSpans(future, NOW, HOUR_MS)).toBeNull();
  });

  it('names a run of days', () => {
    expect(describeDayRange({ from: '2026-11-14', to: '2026-11-20' })).toBe('Nov 14 – Nov 20');
    expect(describeDayRange({ from: '2026-11-14', to: '2026-11-14' })).toBe('Nov 14');
  });
});

describe('figureDelta', () => {
  it('says better or worse by the figure’s good direction', () => {
    expect(figureDelta(3, 5, 'lower')).toEqual({ delta: -2, relative: -0.4, verdict: 'better' });
    expect(figureDelta(5, 3, 'lower').verdict).toBe('worse');
    expect(figureDelta(5, 3, 'higher').verdict).toBe('better');
  });

  it('says more or fewer for a figure with no good direction, and no change for equal figures', () => {
    expect(figureDelta(5, 3, 'neither').verdict).toBe('more');
    expect(figureDelta(2, 3, 'neither').verdict).toBe('fewer');
    expect(figureDelta(4, 4, 'lower')).toEqual({ delta: 0, relative: 0, verdict: 'unchanged' });
  });

  it('gives no share of a zero baseline', () => {
    expect(figureDelta(4, 0, 'lower')).toEqual({ delta: 4, relative: null, verdict: 'worse' });
  });
});
