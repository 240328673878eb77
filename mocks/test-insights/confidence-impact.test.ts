import { describe, expect, it } from 'vitest';
import {
  CONFIDENCE_HIGH_MIN_RERUN_COMMITS,
  CONFIDENCE_HIGH_MIN_RUNS,
  CONFIDENCE_MEDIUM_MIN_RUNS,
  IMPACT_HIGH_MIN_RATIO,
  IMPACT_MEDIUM_MIN_RATIO,
  confidenceCode,
  confidenceName,
  impactCode,
  impactName,
} from './confidence-impact';
import { executedShare, runMetrics } from './health';
import { runs } from '../../tests/mock-kit/runs';

describe('confidence', () => {
  it('grows with executed runs and rerun data', () => {
    expect(confidenceName(confidenceCode(0, 0))).toBe('low');
    expect(confidenceName(confidenceCode(CONFIDENCE_MEDIUM_MIN_RUNS - 1, 10))).toBe('low');
    expect(confidenceName(confidenceCode(CONFIDENCE_MEDIUM_MIN_RUNS, 0))).toBe('medium');
    expect(confidenceName(confidenceCode(500, CONFIDENCE_HIGH_MIN_RERUN_COMMITS - 1))).toBe('medium');
    expect(confidenceName(confidenceCode(CONFIDENCE_HIGH_MIN_RUNS - 1, 10))).toBe('medium');
    expect(confidenceName(confidenceCode(CONFIDENCE_HIGH_MIN_RUNS, CONFIDENCE_HIGH_MIN_RERUN_COMMITS))).toBe('high');
  });
});

describe('impact', () => {
  it('is null for healthy tests, whatever the ratio', () => {
    expect(impactName(impactCode('healthy', 0.9))).toBeNull();
  });

  it('steps at 5% and 20%', () => {
    expect(impactName(impactCode('flaky', IMPACT_MEDIUM_MIN_RATIO - 0.001))).toBe('low');
    expect(impactName(impactCode('flaky', IMPACT_MEDIUM_MIN_RATIO))).toBe('medium');
    expect(impactName(impactCode('broken', IMPACT_HIGH_MIN_RATIO - 0.001))).toBe('medium');
    expect(impactName(impactCode('broken', IMPACT_HIGH_MIN_RATIO))).toBe('high');
  });
});

describe('runMetrics', () => {
  it('counts conclusions, executed runs and rerun commits per identity', () => {
    const columns = runs([
      { h: 0, c: 'F', commit: 1 },
      { h: 1, c: 'P', commit: 1, attempt: 2 },
      { h: 2, c: 'P', commit: 1, attempt: 2, identity: 1 },
      { h: 3, c: 'S', commit: 2 },
      { h: 4, c: 'C', commit: 3, attempt: 2 },
    ]);
    const metrics = runMetrics(columns);
    expect(metrics).toEqual({ executions: 5, passed: 2, failed: 1, rerunCommits: 2 });
    expect(executedShare(metrics, 'failed')).toBeCloseTo(1 / 3);
    expect(executedShare(metrics, 'passed')).toBeCloseTo(2 / 3);
    expect(executedShare(runMetrics([]), 'failed')).toBe(0);
  });
});
