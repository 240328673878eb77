import { describe, expect, it } from 'vitest';
import { classifyRunner, type RunnerFigures } from './runner-health';

const fleet = { successRate: 0.9, medianDurationSeconds: 200 };
const runner = (figures: Partial<RunnerFigures>): RunnerFigures => ({
  successRate: 0.9,
  medianDurationSeconds: 200,
  p95DurationSeconds: 400,
  utilization: 0.5,
  jobsPerHour: 3,
  ...figures,
});

describe('classifyRunner', () => {
  it('finds a runner like its fleet healthy', () => {
    expect(classifyRunner(runner({}), fleet)).toEqual({ health: 'healthy', reasons: [] });
  });

  it('finds a runner 10 points or more below the fleet’s success rate degraded, and says by how much', () => {
    expect(classifyRunner(runner({ successRate: 0.8 }), fleet)).toEqual({
      health: 'degraded',
      reasons: [{ figure: 'success-rate', runner: 0.8, fleet: 0.9 }],
    });
    expect(classifyRunner(runner({ successRate: 0.81 }), fleet).health).toBe('healthy');
  });

  it('finds a runner whose median duration is 1.5 times the fleet’s degraded', () => {
    expect(classifyRunner(runner({ medianDurationSeconds: 300 }), fleet)).toEqual({
      health: 'degraded',
      reasons: [{ figure: 'median-duration', runner: 300, fleet: 200 }],
    });
    expect(classifyRunner(runner({ medianDurationSeconds: 299 }), fleet).health).toBe('healthy');
  });

  it('gives both reasons when both figures cross the rule', () => {
    expect(classifyRunner(runner({ successRate: 0.5, medianDurationSeconds: 1000 }), fleet).reasons.map((reason) => reason.figure)).toEqual(
      ['success-rate', 'median-duration'],
    );
  });

  it('gives no health to a runner no job ran on', () => {
    expect(classifyRunner(runner({ successRate: null, medianDurationSeconds: null }), fleet)).toEqual({ health: 'idle', reasons: [] });
  });

  it('judges by what the fleet has: no fleet duration, no duration rule; a better-than-fleet runner is healthy', () => {
    expect(classifyRunner(runner({ medianDurationSeconds: 5000 }), { successRate: 0.9, medianDurationSeconds: null }).health).toBe(
      'healthy',
    );
    expect(classifyRunner(runner({ medianDurationSeconds: 5000 }), { successRate: 0.9, medianDurationSeconds: 0 }).health).toBe('healthy');
    expect(classifyRunner(runner({ successRate: 1 }), fleet).health).toBe('healthy');
    expect(classifyRunner(runner({ successRate: 0 }), { successRate: null, medianDurationSeconds: 200 }).health).toBe('healthy');
  });
});
