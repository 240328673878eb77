// Puts the owner's CI jobs on the fleet's runners, in time order, one job per runner at a time.
//   - Test jobs keep the times the test history fixes: a runner picks the job up a setup before its
//     first test (30–120 s: checkout, dependencies) and frees it a teardown after its last test
//     ends (8–40 s). Among the runners of its group free at that moment one is chosen by rendezvous
//     hashing (the same job always prefers the same runner; the choice depends only on which runners
//     are free, so two histories that differ far back agree again after the first quiet moment).
//   - The degraded runner: when it is free as a job is about to be queued, it takes 1 job in 10 and
//     dies in setup 40 s–4 min later (failure, no test ran); the job is queued again at once and picked
//     up 15–60 s later by another runner (the execution the test history holds). Its post-job steps
//     take 2.5–7 minutes instead of seconds (a failing disk).
//   - Jobs without tests (the GPU model jobs) wait in a first-come-first-served queue for the group's
//     online runners, so their waits are what the group's capacity makes them.
// Every draw is a hash of the seed and the job's absolute facts (never a sequential stream), so a job's
// figures do not depend on where the history being read starts.
import { hashString } from '../core/seeded-random';
import type { CiJob } from './ci-job';
import { runnersFor, SHOWCASE_RUNNERS, type CiRunner, type RunnerRequest } from './runner-fleet';
import { compareText, type TestJobExecution } from './test-job-executions';

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

/**
 * A number in [0, 1) fixed by the seed and the label. FNV-1a alone barely mixes a label's last
 * characters (`…|linux-x64-01` against `…|linux-x64-02`), so murmur3's finaliser spreads it.
 */
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

export interface TestJobToPlace {
  execution: TestJobExecution;
  request: RunnerRequest;
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

/** Which runner is free from when; one job at a time each. */
class RunnerBook {
  private readonly freeAt = new Map<string, number>();

  freeRunners(request: RunnerRequest, at: number): CiRunner[] {
    return runnersFor(request).filter((candidate) => (this.freeAt.get(candidate.name) ?? -Infinity) <= at);
  }

  isFree(name: string, at: number): boolean {
    return (this.freeAt.get(name) ?? -Infinity) <= at;
  }

  busy(name: string, until: number): void {
    this.freeAt.set(name, Math.max(this.freeAt.get(name) ?? -Infinity, until));
  }

  /** The runner of the request that is free first (leaving `excluded` out), and when. */
  firstFree(request: RunnerRequest, excluded: string | null = null): { runner: CiRunner; at: number } | null {
    let best: { runner: CiRunner; at: number } | null = null;
    for (const candidate of runnersFor(request)) {
      if (candidate.name === excluded) continue;
      const at = this.freeAt.get(candidate.name) ?? -Infinity;
      if (best === null || at < best.at) best = { runner: candidate, at };
    }
    return best;
  }
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

/**
 * Who picks a test job up, and when: a runner free at its preferred start; else it waits for the
 * first runner to come free, as long as that leaves the shortest setup before its first test.
 */
function pickUpFor(
  seed: string,
  key: string,
  request: RunnerRequest,
  preferredStart: number,
  latestStart: number,
  excluded: string | null,
  book: RunnerBook,
): { runner: CiRunner | undefined; startedAt: number; conflict: boolean } {
  const eligible = (at: number) => book.freeRunners(request, at).filter((candidate) => candidate.name !== excluded);
  const ready = rendezvous(seed, key, eligible(preferredStart));
  if (ready) return { runner: ready, startedAt: preferredStart, conflict: false };
  const first = book.firstFree(request, excluded);
  if (first && first.at <= latestStart) {
    return { runner: rendezvous(seed, key, eligible(first.at)) ?? first.runner, startedAt: first.at, conflict: false };
  }
  // No runner comes free in time (the fleet is sized so this does not happen with the demo's seed):
  // still one job per runner, picked up late.
  return { runner: first?.runner, startedAt: Math.max(preferredStart, first?.at ?? preferredStart), conflict: true };
}

function testJobKey(execution: TestJobExecution): string {
  return `${execution.repository}|${execution.pipeline}|${execution.job}|${execution.branch ? 'branch' : 'main'}|${execution.attempt}|${execution.firstTestAt}`;
}

/**
 * Test jobs, in the order of their first test. Returns their executions (and the setup failures
 * before some of them) on runners; `conflicts` counts jobs no runner of their group was free for
 * (they are put on the runner free first, overlapping it: the fleet is sized so it does not happen).
 */
export function placeTestJobs(seed: string, jobs: readonly TestJobToPlace[], book: RunnerBook): { placed: CiJob[]; conflicts: number } {
  const placed: CiJob[] = [];
  let conflicts = 0;
  const rules = SCHEDULE_RULES;
  for (const { execution, request } of jobs) {
    const key = testJobKey(execution);
    const preferredStart = execution.firstTestAt - spanHash(seed, `${key}|setup`, rules.setupMs);
    let queuedAt = preferredStart - spanHash(seed, `${key}|pickup`, rules.pickupMs);
    const base = {
      repository: execution.repository,
      pipeline: execution.pipeline,
      job: execution.job,
      group: request.group,
      labels: request.labels,
      execution: { branch: execution.branch, commit: execution.commit, attempt: execution.attempt, firstTestAt: execution.firstTestAt },
    };
    let excluded: string | null = null;
    const degraded = runnersFor(request).find((candidate) => candidate.name === SHOWCASE_RUNNERS.degradedRunner);
    if (degraded && unitHash(seed, `${key}|setup-failure`) < rules.setupFailureShare) {
      const failedAt = preferredStart - spanHash(seed, `${key}|requeue`, rules.requeuePickupMs);
      const failureStartedAt = failedAt - spanHash(seed, `${key}|setup-failure-length`, rules.setupFailureMs);
      const firstQueuedAt = failureStartedAt - spanHash(seed, `${key}|first-pickup`, rules.pickupMs);
      if (book.isFree(degraded.name, failureStartedAt)) {
        book.busy(degraded.name, failedAt);
        placed.push({
          ...base,
          kind: 'setup-failure',
          runner: degraded.name,
          queuedAt: firstQueuedAt,
          startedAt: failureStartedAt,
          finishedAt: failedAt,
          conclusion: 'failure',
        });
        queuedAt = failedAt;
        excluded = degraded.name;
      }
    }
    const pickUp = pickUpFor(seed, key, request, preferredStart, execution.firstTestAt - rules.shortestSetupMs, excluded, book);
    if (pickUp.conflict) conflicts += 1;
    const { runner, startedAt } = pickUp;
    if (!runner) continue;
    const teardown = runner.name === SHOWCASE_RUNNERS.degradedRunner ? rules.degradedTeardownMs : rules.teardownMs;
    const finishedAt = Math.ceil(execution.lastTestEndAt) + spanHash(seed, `${key}|teardown`, teardown);
    book.busy(runner.name, finishedAt);
    placed.push({ ...base, kind: 'tests', runner: runner.name, queuedAt, startedAt, finishedAt, conclusion: execution.conclusion });
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
    const first = book.firstFree(job.request);
    if (!first) continue;
    const free = book.freeRunners(job.request, readyAt);
    const runner = rendezvous(seed, key, free) ?? first.runner;
    const startedAt = Math.max(readyAt, first.at);
    const finishedAt = startedAt + job.durationMs;
    book.busy(runner.name, finishedAt);
    placed.push({
      repository: job.repository,
      pipeline: job.pipeline,
      job: job.job,
      kind: 'no-tests',
      runner: runner.name,
      group: job.request.group,
      labels: job.request.labels,
      queuedAt: job.queuedAt,
      startedAt,
      finishedAt,
      conclusion: job.conclusion,
      execution: null,
    });
  }
  return placed;
}

export function createRunnerBook(): RunnerBook {
  return new RunnerBook();
}
export type { RunnerBook };
