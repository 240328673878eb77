import { describe, expect, it } from 'vitest';
import { classifyRunner, successGapInStandardErrors, type RunnerFigures } from './runner-health';

const peers = { successRate: 0.9, medianDurationSeconds: 200 };
/** Enough jobs on each side that a 10-point gap is far beyond chance. */
const jobs = { runner: 500, peers: 2000 };
const runner = (figures: Partial<RunnerFigures>): RunnerFigures => ({
  successRate: 0.9,
  medianDurationSeconds: 200,
  p95DurationSeconds: 400,
  utilization: 0.5,
  jobsPerHour: 3,
  ...figures,
});

describe('classifyRunner', () => {
  it('finds a runner like its peers healthy', () => {
    expect(classifyRunner(runner({}), peers, jobs)).toEqual({ health: 'healthy', reasons: [] });
  });

  it('finds a runner 10 points or more below its peers’ success rate degraded, and says by how much', () => {
    expect(classifyRunner(runner({ successRate: 0.8 }), peers, jobs)).toEqual({
      health: 'degraded',
      reasons: [{ figure: 'success-rate', runner: 0.8, peers: 0.9 }],
    });
    expect(classifyRunner(runner({ successRate: 0.81 }), peers, jobs).health).toBe('healthy');
  });

  it('finds a runner whose median duration is 1.5 times its peers’ degraded', () => {
    expect(classifyRunner(runner({ medianDurationSeconds: 300 }), peers, jobs)).toEqual({
      health: 'degraded',
      reasons: [{ figure: 'median-duration', runner: 300, peers: 200 }],
    });
    expect(classifyRunner(runner({ medianDurationSeconds: 299 }), peers, jobs).health).toBe('healthy');
  });

  it('does not judge a success-rate gap a few unlucky jobs could make', () => {
    // 30 jobs against 60: 10 points is about one standard error.
    expect(
      classifyRunner(runner({ successRate: 0.3 }), { successRate: 0.45, medianDurationSeconds: 200 }, { runner: 30, peers: 60 }).health,
    ).toBe('healthy');
    // The same rates over 300 jobs against 600 are beyond chance.
    expect(
      classifyRunner(runner({ successRate: 0.3 }), { successRate: 0.45, medianDurationSeconds: 200 }, { runner: 300, peers: 600 }).health,
    ).toBe('degraded');
    expect(classifyRunner(runner({ successRate: 0.3 }), peers, { runner: 0, peers: 600 }).health).toBe('healthy');
  });

  it('weighs a gap in standard errors of the difference of two shares', () => {
    // Pooled share 0.4 over 100 and 100 jobs: standard error √(0.4·0.6·0.02) ≈ 0.0693; a 0.2 gap ≈ 2.89.
    expect(successGapInStandardErrors(0.3, 0.5, { runner: 100, peers: 100 })).toBeCloseTo(2.887, 3);
    expect(successGapInStandardErrors(1, 1, { runner: 100, peers: 100 })).toBe(0);
    expect(successGapInStandardErrors(0.2, 0.5, { runner: 0, peers: 100 })).toBe(0);
  });

  it('gives both reasons when both figures cross the rule', () => {
    expect(
      classifyRunner(runner({ successRate: 0.5, medianDurationSeconds: 1000 }), peers, jobs).reasons.map((reason) => reason.figure),
    ).toEqual(['success-rate', 'median-duration']);
  });

  it('does not judge a runner no job finished on, nor one whose peers finished none', () => {
    expect(classifyRunner(runner({ successRate: null, medianDurationSeconds: null }), peers, jobs)).toEqual({
      health: 'idle',
      reasons: [],
    });
    expect(classifyRunner(runner({ successRate: 0.1 }), { successRate: null, medianDurationSeconds: null }, jobs)).toEqual({
      health: 'unjudged',
      reasons: [],
    });
  });

  it('judges by what the peers have: no peer duration, no duration rule; better than its peers is healthy', () => {
    expect(classifyRunner(runner({ medianDurationSeconds: 5000 }), { successRate: 0.9, medianDurationSeconds: null }, jobs).health).toBe(
      'healthy',
    );
    expect(classifyRunner(runner({ medianDurationSeconds: 5000 }), { successRate: 0.9, medianDurationSeconds: 0 }, jobs).health).toBe(
      'healthy',
    );
    expect(classifyRunner(runner({ successRate: 1 }), peers, jobs).health).toBe('healthy');
  });
});
