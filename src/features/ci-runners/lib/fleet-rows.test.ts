import { describe, expect, it } from 'vitest';
import { withLabel, type ListedRunner } from '@/queries/ci-runners';
import { fleetRows, sortFleet } from './fleet-rows';
import type { RunnerFigures } from './runner-health';

const identity = (name: string, labels: string[] = ['linux']): ListedRunner => ({
  name,
  group_name: 'default',
  labels,
  os: 'linux',
  status: 'online',
});
const figures = (successRate: number | null, medianDurationSeconds: number | null, jobsPerHour: number | null = 2): RunnerFigures => ({
  successRate,
  medianDurationSeconds,
  p95DurationSeconds: medianDurationSeconds === null ? null : medianDurationSeconds * 2,
  utilization: jobsPerHour === null ? null : jobsPerHour / 10,
  jobsPerHour,
});

const runners = [identity('b-runner'), identity('a-runner', ['linux', 'gpu']), identity('c-slow'), identity('d-idle')];
const answers = new Map<string, RunnerFigures>([
  ['a-runner', figures(0.95, 100, 4)],
  ['b-runner', figures(0.9, 110, 3)],
  ['c-slow', figures(0.92, 400, 1)],
  ['d-idle', figures(null, null, null)],
]);
const group = { successRate: 0.92, medianDurationSeconds: 110, jobsPerHour: 6 };
const rows = fleetRows(runners, answers, new Map(runners.map((runner) => [runner.name, group])), 168);
const names = (sorted: { name: string }[]) => sorted.map((row) => row.name);

describe('fleet rows', () => {
  it('judges each runner against its peers, a runner missing from the answers having no figures', () => {
    expect(rows.map((row) => [row.name, row.verdict.health])).toEqual([
      ['b-runner', 'healthy'],
      ['a-runner', 'healthy'],
      ['c-slow', 'degraded'],
      ['d-idle', 'idle'],
    ]);
    expect(fleetRows([identity('gone')], new Map(), new Map(), 168)[0]!.verdict.health).toBe('idle');
    expect(fleetRows([identity('alone')], new Map([['alone', figures(0.1, 100)]]), new Map(), 168)[0]!.verdict.health).toBe('unjudged');
  });

  it('sets each runner against the rest of its group: (its − theirs) ÷ theirs; no figure without one on either side', () => {
    expect(rows.map((row) => [row.name, row.againstGroup])).toEqual([
      ['b-runner', { successRate: 0.9 / 0.92 - 1, medianDuration: 0 }],
      ['a-runner', { successRate: 0.95 / 0.92 - 1, medianDuration: 100 / 110 - 1 }],
      ['c-slow', { successRate: 0.92 / 0.92 - 1, medianDuration: 400 / 110 - 1 }],
      ['d-idle', { successRate: null, medianDuration: null }],
    ]);
    expect(fleetRows([identity('alone')], new Map([['alone', figures(0.1, 100)]]), new Map(), 168)[0]!.againstGroup).toEqual({
      successRate: null,
      medianDuration: null,
    });
  });

  it('weighs a success-rate gap by the jobs of the runner and of the rest of its group (jobs per hour × the window)', () => {
    const pair = [identity('low'), identity('mate')];
    // The peers' jobs are the service's figure for the rest of the group: a mate off the page still counts.
    const peersAt = (jobsPerHour: number) =>
      new Map(pair.map((runner) => [runner.name, { successRate: 0.5, medianDurationSeconds: 100, jobsPerHour }]));
    const answersAt = (jobsPerHour: number) => new Map([['low', figures(0.3, 100, jobsPerHour)]]);
    // 0.2 jobs an hour over a week: about 34 jobs a side, and a 20-point gap is about 1.7 standard errors.
    expect(fleetRows(pair, answersAt(0.2), peersAt(0.2), 168)[0]!.verdict.health).toBe('healthy');
    // 2 jobs an hour: 336 a side, about 5.3 standard errors.
    expect(fleetRows(pair, answersAt(2), peersAt(2), 168)[0]!.verdict).toEqual({
      health: 'degraded',
      reasons: [{ figure: 'success-rate', runner: 0.3, peers: 0.5 }],
    });
  });

  it('puts degraded runners first by default, then the worse success rate, idle runners last', () => {
    expect(names(sortFleet(rows, 'health', 'asc'))).toEqual(['c-slow', 'b-runner', 'a-runner', 'd-idle']);
    expect(names(sortFleet(rows, 'health', 'desc'))).toEqual(['d-idle', 'b-runner', 'a-runner', 'c-slow']);
  });

  it('sorts by a figure either way, runners without it last, ties by name', () => {
    expect(names(sortFleet(rows, 'median_duration', 'desc'))).toEqual(['c-slow', 'b-runner', 'a-runner', 'd-idle']);
    expect(names(sortFleet(rows, 'median_duration', 'asc'))).toEqual(['a-runner', 'b-runner', 'c-slow', 'd-idle']);
    expect(names(sortFleet(rows, 'jobs_per_hour', 'desc'))).toEqual(['a-runner', 'b-runner', 'c-slow', 'd-idle']);
    expect(names(sortFleet(rows, 'name', 'desc'))).toEqual(['d-idle', 'c-slow', 'b-runner', 'a-runner']);
  });

  it('keeps the runners of a label', () => {
    expect(names(withLabel(rows, 'gpu'))).toEqual(['a-runner']);
    expect(withLabel(rows, undefined)).toHaveLength(4);
  });
});
