// Plays CI out one UTC day at a time: each pipeline run runs its jobs' tests; a job with failures is rerun
// (which makes flakiness visible), now and then one is cancelled; pull-request branches get runs of their own.
import { hashString, type Random } from '../core/seeded-random';
import { type Commit, type Conclusion, type TestIdentity, type TestRun } from '../test-insights/test-run-store';
import { firstAtOrAfter } from '../core/date-time';
import type { GeneratedTest, IdentityPlan, TestPlan } from './generate-tests';
import type { PipelineRun } from './plan-pipeline-runs';
import type { RepositoryProfile } from './repository-profiles';
import type { PullRequest } from './records';
import { MINUTE_MS } from '../test-insights/time-constants';

/** Jobs run their tests on this many workers; a test's start offset is its share of the job. */
const JOB_PARALLELISM = 4;
const MAX_ATTEMPTS = 3;
const RERUN_CHANCE = [0, 0.65, 0.35];
const CANCEL_CHANCE = 0.01;

interface JobMember {
  identity: TestIdentity;
  plan: TestPlan;
  identityPlan: IdentityPlan;
}

/** Path filters: whether a rarely-run test takes part in this pipeline run (same for every attempt). */
function takesPart(plan: TestPlan, identity: TestIdentity, commit: number, pipeline: string): boolean {
  if (plan.runShare >= 1) return true;
  return (hashString(`${identity.test.testId}|${commit}|${pipeline}`) % 1000) / 1000 < plan.runShare;
}

// A conclusion and its failure kind (-1: none); the common ones shared, not built for each of the many runs.
type Drawn = readonly [Conclusion, number];
const PASSED: Drawn = ['passed', -1];
const SKIPPED: Drawn = ['skipped', -1];
const CANCELLED: Drawn = ['cancelled', -1];

function drawConclusion(member: JobMember, commit: number, onDefaultBranch: boolean, random: Random): Drawn {
  const { plan, identityPlan } = member;
  if (plan.alwaysSkipped) return SKIPPED;
  if (onDefaultBranch && commit >= plan.breakAt && commit < plan.fixAt) return ['failed', plan.brokenKind];
  if (plan.skipRate > 0 && random.chance(plan.skipRate)) return SKIPPED;
  if (identityPlan.failureProbability > 0 && plan.flakyKinds.length > 0 && random.chance(identityPlan.failureProbability)) {
    return ['failed', random.pick(plan.flakyKinds)];
  }
  return PASSED;
}

function durationOf(member: JobMember, conclusion: Conclusion, commit: number, random: Random): number {
  const { plan, identityPlan } = member;
  if (conclusion === 'skipped') return random.int(0, 3);
  let duration = identityPlan.baseDurationMs * Math.exp(random.normal(0, 0.18));
  if (commit >= plan.slowdownAt) duration *= plan.slowdownFactor;
  if (conclusion === 'failed' && random.chance(0.4)) duration *= 2 + random.next() * 3; // timeouts run long
  if (conclusion === 'cancelled') duration *= random.next();
  // Single precision: the seeded answers (mean durations, job ends) are figured from these values.
  return Math.fround(Math.max(0.5, Math.round(duration * 10) / 10));
}

/** The tests of each job (`pipeline\njob`), in the order they run, with their start offsets set. */
export type JobRoster = ReadonlyMap<string, readonly JobMember[]>;

export function createJobRoster(tests: readonly GeneratedTest[]): JobRoster {
  const jobs = new Map<string, JobMember[]>();
  for (const { definition, plan } of tests) {
    definition.identities.forEach((identity, local) => {
      const key = `${identity.pipelineName}\n${identity.jobName}`;
      const members = jobs.get(key) ?? [];
      members.push({ identity, plan, identityPlan: plan.identityPlans[local] as IdentityPlan });
      jobs.set(key, members);
    });
  }
  for (const members of jobs.values()) {
    members.sort((a, b) => (a.identity.test.testName < b.identity.test.testName ? -1 : 1));
    let elapsed = 0;
    for (const member of members) {
      member.identityPlan.offsetInJobMs = Math.min(40 * MINUTE_MS, elapsed / JOB_PARALLELISM);
      elapsed += member.identityPlan.baseDurationMs + 50;
    }
  }
  return jobs;
}

export interface RunSink {
  main: TestRun[][];
  branch: TestRun[][];
}

export function emptyRunSink(identities: number): RunSink {
  return { main: Array.from({ length: identities }, () => []), branch: Array.from({ length: identities }, () => []) };
}

/** A sink's runs in time order (a rerun after its first attempt when they share a time). */
export function sortRuns(runs: TestRun[]): TestRun[] {
  return runs.sort((a, b) => a.time - b.time || a.attempt - b.attempt);
}

// `lifecycle` is the default-branch commit whose code the run tests (for a branch run, the base it was
// cut from): it decides whether a test exists yet, still exists, or has slowed down.
function runJob(
  members: readonly JobMember[],
  commit: number,
  lifecycle: number,
  start: number,
  onDefaultBranch: boolean,
  target: TestRun[][],
  allowReruns: boolean,
  random: Random,
): void {
  let attempt = 1;
  let time = start;
  let cancelled = allowReruns && random.chance(CANCEL_CHANCE);
  // The same tests take part in every attempt.
  const taking = members.filter(
    ({ plan, identity }) =>
      lifecycle >= plan.introducedAt && lifecycle < plan.retiredAt && takesPart(plan, identity, commit, identity.pipelineName),
  );
  for (;;) {
    let anyFailed = false;
    for (const member of taking) {
      const { identity } = member;
      const [conclusion, failureKind] = cancelled ? CANCELLED : drawConclusion(member, commit, onDefaultBranch, random);
      const runTime = Math.floor(time + member.identityPlan.offsetInJobMs + random.int(0, 20_000));
      const durationMs = durationOf(member, conclusion, lifecycle, random);
      target[identity.index]!.push({ time: runTime, durationMs, conclusion, attempt, commit, failureKind, identity: identity.localIndex });
      if (conclusion === 'failed') anyFailed = true;
    }
    if (!allowReruns || attempt >= MAX_ATTEMPTS) return;
    const rerun = cancelled ? random.chance(0.7) : anyFailed && random.chance(RERUN_CHANCE[attempt] ?? 0);
    if (!rerun) return;
    cancelled = false;
    attempt += 1;
    time += random.int(15, 50) * MINUTE_MS;
  }
}

/** Every job of each pipeline run, on the default branch (with reruns and cancellations). */
export function simulatePipelineRuns(roster: JobRoster, runs: readonly PipelineRun[], sink: RunSink, random: Random): void {
  for (const run of runs) {
    for (const job of run.pipeline.jobs) {
      const members = roster.get(`${run.pipeline.name}\n${job}`);
      if (!members) continue;
      runJob(members, run.commit, run.commit, run.time + random.int(0, 4) * MINUTE_MS, true, sink.main, true, random);
    }
  }
}

/** Pull-request branches: one push pipeline job on the opening push, sometimes a later one, based on the head known then. */
export function simulateBranchRuns(
  profile: RepositoryProfile,
  roster: JobRoster,
  pullRequests: readonly PullRequest[],
  commits: readonly Commit[],
  knownUntil: number,
  branchCommits: Commit[],
  sink: RunSink,
  random: Random,
): void {
  const pushPipelines = profile.pipelines.filter((pipeline) => pipeline.trigger === 'push');
  for (const pullRequest of pullRequests) {
    random.next(); // the draw of a sampling share since dropped: kept, so the history is unchanged
    const pipeline = random.pick(pushPipelines);
    const members = roster.get(`${pipeline.name}\n${random.pick(pipeline.jobs)}`);
    if (!members) continue;
    const end = pullRequest.mergedAt ?? Infinity;
    const pushes = [pullRequest.createdAt + random.int(5, 20) * MINUTE_MS];
    if (random.chance(0.4)) pushes.push(pullRequest.createdAt + random.int(60, 24 * 60) * MINUTE_MS);
    for (const pushedAt of pushes) {
      if (pushedAt >= end) continue;
      const commitIndex = branchCommits.length;
      branchCommits.push({ sha: random.hex(40), branch: pullRequest.headBranch, time: pushedAt, pullRequest });
      const base = Math.max(0, firstAtOrAfter(commits, Math.min(pushedAt, knownUntil)) - 1);
      runJob(members, commitIndex, base, pushedAt + random.int(1, 4) * MINUTE_MS, false, sink.branch, false, random);
    }
  }
}
