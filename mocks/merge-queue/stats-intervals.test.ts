import { describe, expect, it } from 'vitest';
import { bucketIndexOf as intervalIndexOf } from '../activity/histogram-plan';
import { intervalsOf, planIntervals } from './queue-figures';
import { DAY_MS, HOUR_MS } from '../test-insights/time-constants';

const at = (iso: string) => Date.parse(iso);

describe('planIntervals', () => {
  it('uses hours up to a 2-day window, clipping the first and last to it', () => {
    const window = { from: at('2026-11-10T10:20:00Z'), to: at('2026-11-12T10:20:00Z') };
    const plan = planIntervals(window);
    expect(plan.widthMs).toBe(HOUR_MS);
    const intervals = intervalsOf(plan);
    expect(intervals).toHaveLength(49);
    expect(intervals[0]).toEqual({ start: at('2026-11-10T10:20:00Z'), end: at('2026-11-10T11:00:00Z') });
    expect(intervals[48]).toEqual({ start: at('2026-11-12T10:00:00Z'), end: at('2026-11-12T10:20:00Z') });
  });

  it('uses UTC days beyond 2 days', () => {
    const window = { from: at('2026-11-10T10:20:00Z'), to: at('2026-11-12T10:20:00.001Z') };
    const plan = planIntervals(window);
    expect(plan.widthMs).toBe(DAY_MS);
    expect(intervalsOf(plan)).toEqual([
      { start: at('2026-11-10T10:20:00Z'), end: at('2026-11-11T00:00:00Z') },
      { start: at('2026-11-11T00:00:00Z'), end: at('2026-11-12T00:00:00Z') },
      { start: at('2026-11-12T00:00:00Z'), end: at('2026-11-12T10:20:00.001Z') },
    ]);
  });

  it('tiles the window exactly: each interval starts where the previous ends', () => {
    const window = { from: at('2026-08-20T13:45:12.345Z'), to: at('2026-11-20T07:00:00Z') };
    const intervals = intervalsOf(planIntervals(window));
    expect(intervals).toHaveLength(93);
    expect(intervals[0]?.start).toBe(window.from);
    expect(intervals.at(-1)?.end).toBe(window.to);
    intervals.slice(1).forEach((interval, index) => expect(interval.start).toBe(intervals[index]?.end));
  });

  it('gives an empty window one interval', () => {
    const moment = at('2026-11-10T10:20:00Z');
    expect(intervalsOf(planIntervals({ from: moment, to: moment }))).toEqual([{ start: moment, end: moment }]);
  });

  it('puts an inner boundary in the later interval and the window end in the last', () => {
    const window = { from: at('2026-11-10T00:00:00Z'), to: at('2026-11-11T00:00:00Z') };
    const plan = planIntervals(window);
    expect(plan.count).toBe(24);
    expect(intervalIndexOf(plan, at('2026-11-10T00:59:59.999Z'))).toBe(0);
    expect(intervalIndexOf(plan, at('2026-11-10T01:00:00Z'))).toBe(1);
    expect(intervalIndexOf(plan, window.to)).toBe(23);
  });
});
