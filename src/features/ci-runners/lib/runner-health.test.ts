import { describe, expect, it } from 'vitest';
import { classifyRunner, type RunnerFigures } from './runner-health';

const peers = { successRate: 0.9, medianDurationSeconds: 200 };
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
    expect(classifyRunner(runner({}), peers)).toEqual({ health: 'healthy', reasons: [] });
  });

  it('finds a runner 10 points or more below its peers’ success rate degraded, and says by how much', () => {
    expect(classifyRunner(runner({ successRate: 0.8 }), peers)).toEqual({
      health: 'degraded',
      reasons: [{ figure: 'success-rate', runner: 0.8, peers: 0.9 }],
    });
    expect(classifyRunner(runner({ successRate: 0.81 }), peers).health).toBe('healthy');
  });

  it('finds a runner whose median duration is 1.5 times its peers’ degraded', () => {
    expect(classifyRunner(runner({ medianDurationSeconds: 300 }), peers)).toEqual({
      health: 'degraded',
      reasons: [{ figure: 'median-duration', runner: 300, peers: 200 }],
    });
    expect(classifyRunner(runner({ medianDurationSeconds: 299 }), peers).health).toBe('healthy');
  });

  it('gives both reasons when both figures cross the rule', () => {
    expect(classifyRunner(runner({ successRate: 0.5, medianDurationSeconds: 1000 }), peers).reasons.map((reason) => reason.figure)).toEqual(
      ['success-rate', 'median-duration'],
    );
  });

  it('does not judge a runner no job finished on, nor one whose peers finished none', () => {
    expect(classifyRunner(runner({ successRate: null, medianDurationSeconds: null }), peers)).toEqual({ health: 'idle', reasons: [] });
    expect(classifyRunner(runner({ successRate: 0.1 }), { successRate: null, medianDurationSeconds: null })).toEqual({
      health: 'unjudged',
      reasons: [],
    });
  });

  it('judges by what the peers have: no peer duration, no duration rule; better than its peers is healthy', () => {
    expect(classifyRunner(runner({ medianDurationSeconds: 5000 }), { successRate: 0.9, medianDurationSeconds: null }).health).toBe(
      'healthy',
    );
    expect(classifyRunner(runner({ medianDurationSeconds: 5000 }), { successRate: 0.9, medianDurationSeconds: 0 }).health).toBe('healthy');
    expect(classifyRunner(runner({ successRate: 1 }), peers).health).toBe('healthy');
  });
});
