import { describe, expect, it } from 'vitest';
import { classifyLabelWait, orderLabelWaits, type WaitFigures } from './label-wait';

const allJobs: WaitFigures = { totalJobs: 1000, medianWaitSeconds: 30, p95WaitSeconds: 120, maxWaitSeconds: 600 };
const label = (figures: Partial<WaitFigures>): WaitFigures => ({ ...allJobs, totalJobs: 100, ...figures });

describe('classifyLabelWait', () => {
  it('flags a label whose median wait is 3 times all jobs’ and over a minute', () => {
    expect(classifyLabelWait(label({ medianWaitSeconds: 90 }), allJobs)).toEqual({ waiting: true, times: 3 });
    expect(classifyLabelWait(label({ medianWaitSeconds: 89 }), allJobs).waiting).toBe(false);
  });

  it('does not flag a long relative wait under a minute (jobs that start in seconds)', () => {
    expect(classifyLabelWait(label({ medianWaitSeconds: 50 }), { ...allJobs, medianWaitSeconds: 5 })).toEqual({
      waiting: false,
      times: 10,
    });
  });

  it('flags a minute-long median when every other job starts at once', () => {
    expect(classifyLabelWait(label({ medianWaitSeconds: 60 }), { ...allJobs, medianWaitSeconds: 0 })).toEqual({
      waiting: true,
      times: null,
    });
  });

  it('does not judge a label no job asked for', () => {
    expect(classifyLabelWait(label({ totalJobs: 0, medianWaitSeconds: null }), allJobs)).toEqual({ waiting: false, times: null });
  });
});

describe('orderLabelWaits', () => {
  it('lists the labels whose jobs wait first, then by name', () => {
    const row = (label: string, waiting: boolean) => ({ label, verdict: { waiting, times: null } });
    expect(orderLabelWaits([row('b', false), row('z', true), row('a', false)]).map((entry) => entry.label)).toEqual(['z', 'a', 'b']);
  });
});
