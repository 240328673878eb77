import { describe, expect, it } from 'vitest';
import type { CiJob } from './schedule-jobs';
import type { CiRunner } from './runner-fleet';
import { roundRate } from '../core/statistics';
import { jobQueueFigure, runnerFigure } from './runner-figures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 10, 20, 10);
const HOUR_SPAN = { start: T0, end: T0 + HOUR };

const RUNNER_A: CiRunner = { name: 'a', group: 'g', labels: ['linux'], os: 'linux', online: true };
const RUNNER_B: CiRunner = { name: 'b', group: 'g', labels: ['linux'], os: 'linux', online: true };
const OFFLINE: CiRunner = { name: 'c', group: 'g', labels: ['linux'], os: 'linux', online: false };

function job(runner: string, queuedMin: number, startMin: number, endMin: number, conclusion: CiJob['conclusion'] = 'success'): CiJob {
  return {
    repository: 'acme/x',
    pipeline: 'ci',
    job: 'unit',
    kind: 'tests',
    runner,
    group: 'g',
    labels: ['linux'],
    queuedAt: T0 + queuedMin * MINUTE,
    startedAt: T0 + startMin * MINUTE,
    finishedAt: T0 + endMin * MINUTE,
    conclusion,
    execution: null,
  };
}

describe('runnerFigure', () => {
  it('has nothing to measure when no job ran: null rates and durations, zero counts and throughput', () => {
    for (const stat of ['success_rate', 'avg_duration', 'median_duration', 'p95_duration', 'avg_jobs_per_hour'] as const) {
      expect(runnerFigure(stat, [], [RUNNER_A], HOUR_SPAN)).toBeNull();
    }
    expect(runnerFigure('active_runners', [], [RUNNER_A], HOUR_SPAN)).toBe(0);
    expect(runnerFigure('active_jobs', [], [RUNNER_A], HOUR_SPAN)).toBe(0);
    expect(runnerFigure('jobs_per_hour', [], [RUNNER_A], HOUR_SPAN)).toBe(0);
    expect(runnerFigure('utilization_rate', [], [RUNNER_A], HOUR_SPAN)).toBe(0);
  });

  it('counts success among the jobs finished in the span that succeeded or failed (cancelled left out)', () => {
    const jobs = [job('a', 0, 1, 5), job('a', 0, 6, 9, 'failure'), job('b', 0, 2, 4, 'cancelled'), job('b', 0, 50, 70)];
    expect(runnerFigure('success_rate', jobs, [RUNNER_A, RUNNER_B], HOUR_SPAN)).toBe(0.5);
    expect(runnerFigure('jobs_per_hour', jobs, [RUNNER_A, RUNNER_B], HOUR_SPAN)).toBe(3); // the one still running is not finished
    expect(runnerFigure('avg_duration', jobs, [RUNNER_A, RUNNER_B], HOUR_SPAN)).toBe(210); // 4 and 3 minutes
    expect(runnerFigure('max_duration', jobs, [RUNNER_A, RUNNER_B], HOUR_SPAN)).toBe(240);
  });

  it('counts jobs and runners active at some moment of the span, and per-runner throughput', () => {
    const jobs = [job('a', -20, -10, 1), job('a', 0, 59, 80), job('b', 0, 60, 70), job('b', -40, -30, -20)];
    expect(runnerFigure('active_jobs', jobs, [RUNNER_A, RUNNER_B], HOUR_SPAN)).toBe(2);
    expect(runnerFigure('active_runners', jobs, [RUNNER_A, RUNNER_B], HOUR_SPAN)).toBe(1);
    expect(runnerFigure('avg_jobs_per_hour', jobs, [RUNNER_A, RUNNER_B], HOUR_SPAN)).toBe(1);
  });

  it('measures utilization as busy time inside the span over the online runners’ time; null without one', () => {
    const jobs = [job('a', -20, -10, 20), job('b', 0, 30, 90)];
    // a: 20 min, b: 30 min inside the hour, over two online runners' 120 minutes; the offline one adds none.
    expect(runnerFigure('utilization_rate', jobs, [RUNNER_A, RUNNER_B, OFFLINE], HOUR_SPAN)).toBe(roundRate(50 / 120));
    expect(runnerFigure('utilization_rate', [], [OFFLINE], HOUR_SPAN)).toBeNull();
  });

  it('rounds rates to four decimals', () => {
    const jobs = [job('a', 0, 1, 2), job('a', 0, 3, 4), job('a', 0, 5, 6, 'failure')];
    expect(runnerFigure('success_rate', jobs, [RUNNER_A], HOUR_SPAN)).toBe(0.6667);
  });
});

describe('jobQueueFigure', () => {
  it('counts the jobs picked up in the span and summarizes their waits in whole seconds', () => {
    const jobs = [job('a', 0, 1, 5), job('a', 10, 40, 50), job('b', -5, -1, 3), job('b', 55, 61, 62)];
    expect(jobQueueFigure('total_jobs', jobs, HOUR_SPAN)).toBe(2);
    expect(jobQueueFigure('min_wait_time', jobs, HOUR_SPAN)).toBe(60);
    expect(jobQueueFigure('max_wait_time', jobs, HOUR_SPAN)).toBe(1800);
    expect(jobQueueFigure('median_wait_time', jobs, HOUR_SPAN)).toBe(930);
  });

  it('is zero jobs and null waits when none was picked up', () => {
    expect(jobQueueFigure('total_jobs', [], HOUR_SPAN)).toBe(0);
    expect(jobQueueFigure('p99_wait_time', [], HOUR_SPAN)).toBeNull();
  });
});
