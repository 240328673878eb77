// The runner model over the demo store (default seed, pinned clock): one job per runner at a time, test
// jobs around their test runs, conclusions that agree with the test history, nothing past the horizon.
import { beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_MS } from '../test-insights/time-constants';
import { testStore } from '../../tests/mock-kit/test-store';
import type { RepositoryState } from '../store/types';
import type { CiJob } from './schedule-jobs';
import { ownerJobsOf } from './owner-jobs';
import { CI_RUNNERS, SHOWCASE_RUNNERS } from './runner-fleet';

let repositories: RepositoryState[];
let jobs: CiJob[];
let horizon: number;
let conflicts: number;

beforeAll(() => {
  const store = testStore();
  repositories = store.ownerRepositories('acme');
  ({ jobs, horizon, conflicts } = ownerJobsOf(store.seed, repositories));
});

describe('the owner’s jobs on the fleet', () => {
  it('covers every repository of the owner, on runners of the fleet, each picked up before the horizon', () => {
    expect(new Set(jobs.map((job) => job.repository))).toEqual(new Set(['acme/checkout', 'acme/docs-site', 'acme/hostile']));
    const names = new Set(CI_RUNNERS.map((runner) => runner.name));
    for (const job of jobs) {
      expect(names.has(job.runner)).toBe(true);
      expect(job.queuedAt).toBeLessThanOrEqual(job.startedAt);
      expect(job.startedAt).toBeLessThan(job.finishedAt);
      expect(job.startedAt).toBeLessThan(horizon);
    }
    expect(jobs.some((job) => job.runner === SHOWCASE_RUNNERS.offlineRunner)).toBe(false);
  });

  it('runs one job at a time on each runner, and every test job found a runner in time', () => {
    expect(conflicts).toBe(0);
    for (const { name: runner } of CI_RUNNERS) {
      const sorted = jobs.filter((job) => job.runner === runner).sort((a, b) => a.startedAt - b.startedAt);
      for (let index = 1; index < sorted.length; index += 1) {
        expect({ runner, overlaps: (sorted[index] as CiJob).startedAt < (sorted[index - 1] as CiJob).finishedAt }).toEqual({
          runner,
          overlaps: false,
        });
      }
    }
  });

  it('picks a test job up before its first test and frees the runner after its last test ends', () => {
    for (const job of jobs.filter((candidate) => candidate.kind === 'tests')) {
      expect(job.execution).not.toBeNull();
      expect(job.startedAt).toBeLessThanOrEqual((job.execution?.firstTestAt ?? 0) - 15_000);
    }
  });

  it('has setup failures only on the degraded runner, each followed by the same job queued again at once', () => {
    const failures = jobs.filter((job) => job.kind === 'setup-failure');
    expect(failures.length).toBeGreaterThan(20);
    for (const failure of failures) {
      expect(failure.runner).toBe(SHOWCASE_RUNNERS.degradedRunner);
      expect(failure.conclusion).toBe('failure');
      const retry = jobs.find(
        (job) => job.kind === 'tests' && job.execution?.firstTestAt === failure.execution?.firstTestAt && job.job === failure.job,
      );
      expect(retry?.queuedAt).toBe(failure.finishedAt);
      expect(retry?.runner).not.toBe(SHOWCASE_RUNNERS.degradedRunner);
    }
  });
});

describe('job conclusions and the test history', () => {
  /** The test runs (as the test operations read them) of the job's (pipeline, job, commit, attempt) while it ran. */
  function runsOf(job: CiJob): string[] {
    const repository = repositories.find((candidate) => candidate.fullName === job.repository) as RepositoryState;
    const conclusions: string[] = [];
    for (const identity of repository.tests.identities) {
      if (identity.pipelineName !== job.pipeline || identity.jobName !== job.job) continue;
      for (const run of job.execution?.branch ? identity.branchRuns : identity.runs) {
        if (run.time < job.startedAt || run.time >= job.finishedAt) continue;
        if (run.commit !== job.execution?.commit || run.attempt !== job.execution?.attempt) continue;
        conclusions.push(run.conclusion);
      }
    }
    return conclusions;
  }

  it('fails a job with a failed test run, cancels one with cancelled runs, and passes the others', () => {
    const finished = jobs.filter((job) => job.kind === 'tests' && job.finishedAt < horizon && job.startedAt >= horizon - RETENTION_MS);
    expect(finished.length).toBeGreaterThan(2000);
    const seen = { success: 0, failure: 0, cancelled: 0 };
    for (const job of finished) {
      const runs = runsOf(job);
      expect(runs.length).toBeGreaterThan(0);
      const expected = runs.includes('cancelled') ? 'cancelled' : runs.includes('failed') ? 'failure' : 'success';
      expect(job.conclusion).toBe(expected);
      seen[job.conclusion] += 1;
    }
    expect(seen.success).toBeGreaterThan(0);
    expect(seen.failure).toBeGreaterThan(0);
  });

  it('holds every failed default-branch test run of the retention inside a failed job of its pipeline and job', () => {
    const checkout = repositories.find((candidate) => candidate.fullName === 'acme/checkout') as RepositoryState;
    const failedJobs = jobs.filter((job) => job.repository === 'acme/checkout' && job.kind === 'tests' && job.conclusion === 'failure');
    let checked = 0;
    for (const identity of checkout.tests.identities) {
      for (const { time, conclusion, commit, attempt } of identity.runs) {
        if (conclusion !== 'failed' || time < horizon - RETENTION_MS + 3_600_000) continue;
        const holder = failedJobs.find(
          (job) =>
            job.pipeline === identity.pipelineName &&
            job.job === identity.jobName &&
            !job.execution?.branch &&
            job.execution?.commit === commit &&
            job.execution?.attempt === attempt &&
            job.startedAt <= time &&
            time < job.finishedAt,
        );
        expect(holder).toBeDefined();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
