// The jobs of the checkout service's fraud-scoring model: they need a GPU and upload no test results,
// so the test history never sees them. Each `ci` pipeline run (on main or a pull request's branch)
// evaluates the model (12–24 min); every night at 02:05 UTC (plus up to 10 min) it is retrained
// (80–140 min). They queue for the `gpu` group, whose second runner is offline.
import { DAY_MS, HOUR_MS, MINUTE_MS, floorTo } from '../test-insights/time-constants';
import type { CiJob } from './ci-job';
import { GPU_REQUEST } from './runner-fleet';
import { spanHash, unitHash, type NoTestJobToPlace } from './schedule-jobs';
import { SAME_EXECUTION_MS } from './test-job-executions';

export const MODEL_JOBS = {
  repository: 'acme/checkout',
  triggeringPipeline: 'ci',
  evaluation: { pipeline: 'ci', job: 'fraud-model-eval', durationMs: [40 * MINUTE_MS, 60 * MINUTE_MS], failureShare: 0.05 },
  training: {
    pipeline: 'fraud-model-nightly',
    job: 'fraud-model-train',
    durationMs: [80 * MINUTE_MS, 140 * MINUTE_MS],
    failureShare: 0.08,
  },
} as const;

/** One evaluation per `ci` pipeline run: its first attempt's jobs, queued together. */
export function evaluationJobs(seed: string, placed: readonly CiJob[]): NoTestJobToPlace[] {
  const runs = new Map<string, number[]>();
  for (const job of placed) {
    if (job.repository !== MODEL_JOBS.repository || job.pipeline !== MODEL_JOBS.triggeringPipeline) continue;
    if (!job.execution || job.execution.attempt !== 1) continue;
    const key = `${job.execution.branch ? 'branch' : 'main'}|${job.execution.commit}`;
    const triggers = runs.get(key) ?? [];
    // One pipeline run per (branch, commit) unless a day apart (a commit runs each pipeline once).
    const same = triggers.findIndex((queuedAt) => Math.abs(queuedAt - job.queuedAt) <= SAME_EXECUTION_MS);
    if (same < 0) triggers.push(job.queuedAt);
    else triggers[same] = Math.min(triggers[same] as number, job.queuedAt);
    runs.set(key, triggers);
  }
  const { evaluation } = MODEL_JOBS;
  return [...runs.values()].flat().map((queuedAt) => {
    const key = `${evaluation.job}|${queuedAt}`;
    return {
      repository: MODEL_JOBS.repository,
      pipeline: evaluation.pipeline,
      job: evaluation.job,
      request: GPU_REQUEST,
      queuedAt,
      durationMs: spanHash(seed, `${key}|duration`, evaluation.durationMs),
      conclusion: unitHash(seed, `${key}|conclusion`) < evaluation.failureShare ? 'failure' : 'success',
    };
  });
}

/** One training a night for every UTC day that starts in [from, to). */
export function trainingJobs(seed: string, from: number, to: number): NoTestJobToPlace[] {
  const { training } = MODEL_JOBS;
  const jobs: NoTestJobToPlace[] = [];
  for (let day = floorTo(from, DAY_MS); day < to; day += DAY_MS) {
    const key = `${training.job}|${day}`;
    const queuedAt = day + 2 * HOUR_MS + 5 * MINUTE_MS + spanHash(seed, `${key}|delay`, [0, 10 * MINUTE_MS]);
    jobs.push({
      repository: MODEL_JOBS.repository,
      pipeline: training.pipeline,
      job: training.job,
      request: GPU_REQUEST,
      queuedAt,
      durationMs: spanHash(seed, `${key}|duration`, training.durationMs),
      conclusion: unitHash(seed, `${key}|conclusion`) < training.failureShare ? 'failure' : 'success',
    });
  }
  return jobs;
}
