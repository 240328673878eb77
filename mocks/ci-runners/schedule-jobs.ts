// The owner's CI jobs on the fleet's runners, one job per runner at a time. Every draw hashes the seed and the job's
// absolute facts, so a figure does not depend on where history starts.
import { compareText } from '../core/statistics';
import { hashString } from '../core/seeded-random';
import { runnersFor, SHOWCASE_RUNNERS, type CiRunner, type RunnerRequest } from './runner-fleet';
import type { JobConclusion, TestJobExecution } from './test-job-executions';

/** One execution of a CI job on a runner, its fields in this order everywhere (one V8 shape scans ten times faster). */
export interface CiJob {
  repository: string;
  pipeline: string;
  job: string;
  /** `setup-failure`: died on the runner before any test ran (queued again); `no-tests`: uploads no test results. */
  kind: 'tests' | 'setup-failure' | 'no-tests';
  runner: string;
  /** The group and labels it asked for (its `runs-on`), labels sorted. */
  group: string;
  labels: readonly string[];
  queuedAt: number;
  /** When a runner picked it up. */
  startedAt: number;
  finishedAt: number;
  conclusion: JobConclusion;
  /** The test-history execution it is (kind `tests`) or came before (kind `setup-failure`). */
  execution: { branch: boolean; commit: number; attempt: number; firstTestAt: number } | null;
}

const SECOND_MS = 1000;

export const SCHEDULE_RULES = {
  setupMs: [30 * SECOND_MS, 120 * SECOND_MS],
  teardownMs: [8 * SECOND_MS, 40 * SECOND_MS],
  degradedTeardownMs: [150 * SECOND_MS, 420 * SECOND_MS],
  /** When every runner of the group is busy, the job waits and its setup shortens down to this. */
  shortestSetupMs: 15 * SECOND_MS,
  pickupMs: [3 * SECOND_MS, 40 * SECOND_MS],
  setupFailureShare: 0.1,
  setupFailureMs: [40 * SECOND_MS, 240 * SECOND_MS],
  requeuePickupMs: [15 * SECOND_MS, 60 * SECOND_MS],
} as const;

/** A number in [0, 1) fixed by the seed and the label (murmur3's finaliser mixes FNV-1a's weak last characters). */
export function unitHash(seed: string, label: string): number {
  let hash = hashString(`${seed}|${label}`);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 0x1_0000_0000;
}

/** A whole number of milliseconds in [min, max], fixed by the seed and the label. */
export function spanHash(seed: string, label: string, [min, max]: readonly [number, number]): number {
  return min + Math.floor(unitHash(seed, label) * (max - min + 1));
}

export interface NoTestJobToPlace {
  repository: string;
  pipeline: string;
  job: string;
  request: RunnerRequest;
  queuedAt: number;
  durationMs: number;
  conclusion: CiJob['conclusion'];
}

type JobTimes = [queuedAt: number, startedAt: number, finishedAt: number];

/** A CiJob, its fields always in this order (one V8 shape). */
function jobOn(
  { repository, pipeline, job }: { repository: string; pipeline: string; job: string },
  { group, labels }: RunnerRequest,
  kind: CiJob['kind'],
  runner: string,
  [queuedAt, startedAt, finishedAt]: JobTimes,
  conclusion: CiJob['conclusion'],
  execution: CiJob['execution'],
): CiJob {
  return { repository, pipeline, job, kind, runner, group, labels, queuedAt, startedAt, finishedAt, conclusion, execution };
}

/** When each runner is free from (a runner not in it has always been free). */
export type RunnerBook = Map<string, number>;

const freeAt = (book: RunnerBook, name: string) => book.get(name) ?? -Infinity;
const busy = (book: RunnerBook, name: string, until: number) => book.set(name, Math.max(freeAt(book, name), until));
const freeRunners = (book: RunnerBook, request: RunnerRequest, at: number) =>
  runnersFor(request).filter((candidate) => freeAt(book, candidate.name) <= at);

/** The runner of the request free first (leaving `excluded` out), and when. */
function firstFree(book: RunnerBook, request: RunnerRequest, excluded: string | null = null): { runner: CiRunner; at: number } | null {
  let best: { runner: CiRunner; at: number } | null = null;
  for (const candidate of runnersFor(request)) {
    if (candidate.name !== excluded && (best === null || freeAt(book, candidate.name) < best.at)) {
      best = { runner: candidate, at: freeAt(book, candidate.name) };
    }
  }
  return best;
}

function rendezvous(seed: string, key: string, candidates: readonly CiRunner[]): CiRunner | undefined {
  let chosen: CiRunner | undefined;
  let best = -1;
  for (const candidate of candidates) {
    const score = unitHash(seed, `${key}|runner|${candidate.name}`);
    if (score > best) [chosen, best] = [candidate, score];
  }
  return chosen;
}

/** A runner free at the preferred start; else the first to come free, while that leaves the shortest setup. */
function pickUpFor(
  seed: string,
  key: string,
  request: RunnerRequest,
  preferredStart: number,
  latestStart: number,
  excluded: string | null,
  book: RunnerBook,
) {
  const eligible = (at: number) => freeRunners(book, request, at).filter((candidate) => candidate.name !== excluded);
  const ready = rendezvous(seed, key, eligible(preferredStart));
  if (ready) return { runner: ready, startedAt: preferredStart, conflict: false };
  const first = firstFree(book, request, excluded);
  if (first && first.at <= latestStart) {
    return { runner: rendezvous(seed, key, eligible(first.at)) ?? first.runner, startedAt: first.at, conflict: false };
  }
  // No runner free in time (the fleet is sized so this does not happen): still one job per runner, late.
  return { runner: first?.runner, startedAt: Math.max(preferredStart, first?.at ?? preferredStart), conflict: true };
}

/** Test jobs at the times their test history fixes, on a free runner of their group by rendezvous hashing; the degraded
 *  runner fails 1 setup in 10 (the job queues again) and crawls after each job. `conflicts`: jobs no runner was free for. */
export function placeTestJobs(
  seed: string,
  jobs: readonly { execution: TestJobExecution; request: RunnerRequest }[],
  book: RunnerBook,
): { placed: CiJob[]; conflicts: number } {
  const placed: CiJob[] = [];
  let conflicts = 0;
  const rules = SCHEDULE_RULES;
  for (const { execution, request } of jobs) {
    const key = `${execution.repository}|${execution.pipeline}|${execution.job}|${execution.branch ? 'branch' : 'main'}|${execution.attempt}|${execution.firstTestAt}`;
    const { branch, commit, attempt, firstTestAt } = execution;
    const ciJob = (kind: CiJob['kind'], runner: string, times: JobTimes, conclusion: CiJob['conclusion']) =>
      jobOn(execution, request, kind, runner, times, conclusion, { branch, commit, attempt, firstTestAt });
    const preferredStart = firstTestAt - spanHash(seed, `${key}|setup`, rules.setupMs);
    let queuedAt = preferredStart - spanHash(seed, `${key}|pickup`, rules.pickupMs);
    let excluded: string | null = null;
    const degraded = runnersFor(request).find((candidate) => candidate.name === SHOWCASE_RUNNERS.degradedRunner);
    if (degraded && unitHash(seed, `${key}|setup-failure`) < rules.setupFailureShare) {
      const failedAt = preferredStart - spanHash(seed, `${key}|requeue`, rules.requeuePickupMs);
      const failureStartedAt = failedAt - spanHash(seed, `${key}|setup-failure-length`, rules.setupFailureMs);
      const firstQueuedAt = failureStartedAt - spanHash(seed, `${key}|first-pickup`, rules.pickupMs);
      if (freeAt(book, degraded.name) <= failureStartedAt) {
        busy(book, degraded.name, failedAt);
        placed.push(ciJob('setup-failure', degraded.name, [firstQueuedAt, failureStartedAt, failedAt], 'failure'));
        queuedAt = failedAt;
        excluded = degraded.name;
      }
    }
    const { runner, startedAt, conflict } = pickUpFor(
      seed,
      key,
      request,
      preferredStart,
      firstTestAt - rules.shortestSetupMs,
      excluded,
      book,
    );
    if (conflict) conflicts += 1;
    if (!runner) continue;
    const teardown = runner.name === SHOWCASE_RUNNERS.degradedRunner ? rules.degradedTeardownMs : rules.teardownMs;
    const finishedAt = Math.ceil(execution.lastTestEndAt) + spanHash(seed, `${key}|teardown`, teardown);
    busy(book, runner.name, finishedAt);
    placed.push(ciJob('tests', runner.name, [queuedAt, startedAt, finishedAt], execution.conclusion));
  }
  return { placed, conflicts };
}

/** Jobs without tests, first come first served on their group's online runners. */
export function queueNoTestJobs(seed: string, jobs: readonly NoTestJobToPlace[], book: RunnerBook): CiJob[] {
  const ordered = [...jobs].sort((a, b) => a.queuedAt - b.queuedAt || compareText(a.repository, b.repository) || compareText(a.job, b.job));
  const placed: CiJob[] = [];
  for (const job of ordered) {
    const key = `${job.repository}|${job.pipeline}|${job.job}|${job.queuedAt}`;
    const readyAt = job.queuedAt + spanHash(seed, `${key}|pickup`, SCHEDULE_RULES.pickupMs);
    const first = firstFree(book, job.request);
    if (!first) continue;
    const runner = rendezvous(seed, key, freeRunners(book, job.request, readyAt)) ?? first.runner;
    const startedAt = Math.max(readyAt, first.at);
    const finishedAt = startedAt + job.durationMs;
    busy(book, runner.name, finishedAt);
    placed.push(jobOn(job, job.request, 'no-tests', runner.name, [job.queuedAt, startedAt, finishedAt], job.conclusion, null));
  }
  return placed;
}
