// The raw store the test rules read: commits, tests, their identities (test + pipeline + job) and each
// identity's runs. Every answer is derived from it; nothing here is a precomputed answer.
import { firstAtOrAfter } from '../core/date-time';
import type { PullRequest } from '../store/records';

export interface Commit {
  sha: string;
  branch: string;
  /** Merge time on the default branch, push time on a pull request's branch. */
  time: number;
  /** The pull request that introduced the commit (default branch) or whose branch it is on. */
  pullRequest: PullRequest | null;
}

export type Conclusion = 'passed' | 'failed' | 'skipped' | 'cancelled';

export interface TestRun {
  time: number;
  durationMs: number;
  conclusion: Conclusion;
  /** 1 for a commit's first run, 2+ for its reruns. */
  attempt: number;
  /** Index into the commits of its branch. */
  commit: number;
  /** Index into the test's failure kinds; -1 unless failed. */
  failureKind: number;
  /** Position of its identity in the test: reruns are grouped by (commit, identity). */
  identity: number;
}

export interface TestMetadata {
  framework: string | null;
  frameworkVersion: string | null;
  language: string | null;
  filePath: string | null;
  functionName: string | null;
}

/** One way a test fails: `{0}`, `{1}`… are drawn per run from `variables`; `{message}` sits in the trace. */
export interface FailureKind {
  exceptionType: string;
  messageTemplate: string;
  variables: ReadonlyArray<readonly [number, number]>;
  stackTemplate: string;
}

/** How the generator scripted a test; for fixtures and tests, never served. */
export type TestStory = 'healthy' | 'flaky' | 'broken' | 'recovered' | 'new' | 'retired' | 'skipped' | 'slowdown' | 'low-data';

export interface TestDefinition {
  index: number;
  testId: string;
  testName: string;
  metadata: TestMetadata;
  failureKinds: readonly FailureKind[];
  identities: TestIdentity[];
  story: TestStory;
}

export interface TestIdentity {
  /** Position in TestRunStore.identities. */
  index: number;
  /** Position in test.identities. */
  localIndex: number;
  test: TestDefinition;
  pipelineName: string;
  jobName: string;
  /** Default-branch runs in time order: what every rule reads. */
  runs: TestRun[];
  /** Pull-request branch runs (their commits are the branch commits); no test rule reads them. */
  branchRuns: TestRun[];
}

/** One store's view of a repository at its clock: the runs before `horizon` (the current hour). */
export interface TestRunStore {
  horizon: number;
  /** Default-branch commits in time order (may hold commits past the horizon). */
  commits: readonly Commit[];
  tests: readonly TestDefinition[];
  testsById: ReadonlyMap<string, TestDefinition>;
  identities: readonly TestIdentity[];
  /** Base URL of job pages, e.g. https://github.com/acme/checkout/actions. */
  actionsUrl: string;
  /** Figures every identity needs, per hour or per moment; emptied when the horizon moves. */
  cache: { summaries?: { hour: number; value: IdentitySummary[] }; verdictsAt: Map<number, number[]> };
}

/** An identity "now": what search lists and sorts by and the repository-wide counts select on. */
export interface IdentitySummary {
  /** HEALTHY, FLAKY or BROKEN. */
  health: number;
  confidence: number;
  /** -1 when healthy (null impact). */
  impact: number;
  failureRatio: number;
  /** Runs in the health lookback. */
  executions: number;
  failed: number;
  /** Ran within the retention: listed by search and counted. */
  retained: boolean;
}

/** Runs with start <= time < end of a time-ordered list. */
export function runsIn(runs: readonly TestRun[], start: number, end: number): TestRun[] {
  return runs.slice(firstAtOrAfter(runs, start), firstAtOrAfter(runs, end));
}

/** A test's runs over all its identities, in time order. */
export function testRuns(test: TestDefinition): TestRun[] {
  return test.identities.flatMap((identity) => identity.runs).sort((a, b) => a.time - b.time);
}
