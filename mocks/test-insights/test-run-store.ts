// The test-insights half of a repository's raw store: the commits CI ran on, the tests with their
// identities (test name + pipeline + job), and each identity's runs. Everything the test operations
// answer is derived from this; nothing here is a precomputed answer.
import type { PullRequest } from '../store/records';
import type { RunColumns } from './run-columns';
import type { TestInsightsMemo } from './test-insights-memo';

export interface Commit {
  sha: string;
  branch: string;
  /** Epoch ms the commit landed (merge time for the default branch, push time for PR branches). */
  time: number;
  /** The merged pull request that introduced the commit (default branch) or whose branch it is on. */
  pullRequest: PullRequest | null;
}

export interface TestMetadata {
  framework: string | null;
  frameworkVersion: string | null;
  language: string | null;
  filePath: string | null;
  functionName: string | null;
}

/**
 * One way a test fails. `{0}`, `{1}`… in the message are filled per run from the `variables` ranges;
 * the stack template holds the whole trace, already specific to the test, with `{message}` where the
 * rendered message goes.
 */
export interface FailureKind {
  exceptionType: string;
  messageTemplate: string;
  variables: ReadonlyArray<readonly [number, number]>;
  stackTemplate: string;
}

/** How the generator scripted a test; kept for fixtures and tests, never served. */
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
  /** Position in test.identities (the `identity` column of merged views). */
  localIndex: number;
  test: TestDefinition;
  pipelineName: string;
  jobName: string;
  /** Default-branch runs. Every test-insights read uses these. */
  runs: RunColumns;
  /** Pull-request branch runs: raw data, not read by any operation (see docs/decisions.md); their
   *  `commit` points into the repository's branch commits. */
  branchRuns: RunColumns;
}

/**
 * What the test operations read: one store's view of its repository's history at its clock. Runs
 * before `horizon` (the current hour) are visible; later ones are not there yet.
 */
export interface TestRunStore {
  horizon: number;
  /** Default-branch commits, in time order (runs point into it; it may hold commits past the horizon). */
  commits: readonly Commit[];
  tests: readonly TestDefinition[];
  testsById: ReadonlyMap<string, TestDefinition>;
  identities: readonly TestIdentity[];
  /** Base URL of job pages, e.g. https://github.com/acme/checkout/actions. */
  actionsUrl: string;
  /** Derived, memoised figures of the runs up to `horizon` (replaced when it moves). */
  memo: TestInsightsMemo;
}
