// The checkout service's fraud-scoring model: GPU jobs without test results, evaluated on each `ci` run and
// retrained nightly at 02:05 UTC (+ up to 10 min), queued for the `gpu` group whose second runner is offline.
import { DAY_MS, HOUR_MS, MINUTE_MS, floorTo } from '../test-insights/time-constants';
import { type CiJob, spanHash, unitHash, type NoTestJobToPlace } from './schedule-jobs';
import { GPU_REQUEST } from './runner-fleet';
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

type ModelJob = (typeof MODEL_JOBS)['evaluation' | 'training'];

function modelJob(seed: string, spec: ModelJob, queuedAt: number, key: string): NoTestJobToPlace {
  return {
    repository: MODEL_JOBS.repository,
    pipeline: spec.pipeline,
    job: spec.job,
    request: GPU_REQUEST,
    queuedAt,
    durationMs: spanHash(seed, `${key}|duration`, spec.durationMs),
    conclusion: unitHash(seed, `${key}|conclusion`) < spec.failureShare ? 'failure' : 'success',
  };
}

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
    else triggers[same] = Math.min(triggers[same]!, job.queuedAt);
    runs.set(key, triggers);
  }
  const { evaluation } = MODEL_JOBS;
  return [...runs.values()].flat().map((queuedAt) => modelJob(seed, evaluation, queuedAt, `${evaluation.job}|${queuedAt}`));
}

/** One training a night for every UTC day that starts in [from, to). */
export function trainingJobs(seed: string, from: number, to: number): NoTestJobToPlace[] {
  const { training } = MODEL_JOBS;
  const jobs: NoTestJobToPlace[] = [];
  for (let day = floorTo(from, DAY_MS); day < to; day += DAY_MS) {
    const key = `${training.job}|${day}`;
    const queuedAt = day + 2 * HOUR_MS + 5 * MINUTE_MS + spanHash(seed, `${key}|delay`, [0, 10 * MINUTE_MS]);
    jobs.push(modelJob(seed, training, queuedAt, key));
  }
  return jobs;
}
