// Named facts of the demo data that e2e tests, the demo script and unit tests rely on: the showcase
// stories of acme/checkout, checked against the rules by mocks/fixtures.test.ts.
import { DEMO_CREDENTIALS } from './core/demo-credentials';
import { failureIdOf, seededQuarantineIdOf, testIdOf } from './core/ids';
import {
  SHOWCASE_PULL_REQUESTS,
  SHOWCASE_QUARANTINES,
  SHOWCASE_TESTS,
  type ShowcasePullRequest,
  type ShowcaseQuarantine,
  type ShowcaseTest,
} from './store/showcase-stories';
import { normalizeFailureMessage } from './test-insights/failure-text';
import { CI_RUNNERS, RUNNER_GROUPS, SHOWCASE_RUNNERS } from './ci-runners/runner-fleet';

export { DEMO_CREDENTIALS };

/** A clock start the unit tests pin (any other works too: stories are placed relative to its UTC day). */
export const FIXTURE_NOW = '2025-06-02T09:30:00Z';
export const DEFAULT_MOCK_SEED = 'ci-insights-demo';

export const REPOSITORIES = {
  checkout: { owner: 'acme', name: 'checkout', fullName: 'acme/checkout', defaultBranch: 'main' },
  docsSite: { owner: 'acme', name: 'docs-site', fullName: 'acme/docs-site', defaultBranch: 'main' },
  /** Every generated text hostile (markup, right-to-left overrides, zero-width characters, 10,000 characters). */
  hostile: { owner: 'acme', name: 'hostile', fullName: 'acme/hostile', defaultBranch: 'main' },
  /** Valid owner/name patterns, but no such repository: every operation answers 404. */
  unknown: { owner: 'acme', name: 'no-such-repo', fullName: 'acme/no-such-repo', defaultBranch: 'main' },
} as const;

/** `mergedAgoMs`: merged this long before the anchor day (the UTC day of the clock's start, 00:00). */
function pullRequest(spec: ShowcasePullRequest) {
  return { number: spec.number, title: spec.title, authorLogin: spec.author, mergedAgoMs: spec.mergedAgoMs };
}

function test(spec: ShowcaseTest) {
  return {
    testName: spec.testName,
    testId: testIdOf(spec.testName),
    identities: spec.identities.map(([pipelineName, jobName]) => ({ pipelineName, jobName })),
    filePath: spec.filePath,
    functionName: spec.functionName,
  };
}

/** Failure group id from the message shape (the numbers vary per run and are masked). */
function failureId(spec: ShowcaseTest, exceptionType: string, messageShape: string): string {
  return failureIdOf(testIdOf(spec.testName), exceptionType, normalizeFailureMessage(messageShape));
}

export const FIXTURE_PULL_REQUESTS = Object.fromEntries(
  Object.entries(SHOWCASE_PULL_REQUESTS).map(([key, spec]) => [key, pullRequest(spec)]),
) as Record<keyof typeof SHOWCASE_PULL_REQUESTS, ReturnType<typeof pullRequest>>;

export const FIXTURE_TESTS = {
  /** Flaky now: fails with a read timeout and passes on rerun of the same commit, under two identities. */
  flaky: {
    ...test(SHOWCASE_TESTS.flaky),
    healthStatus: 'flaky' as const,
    exceptionType: 'requests.exceptions.ReadTimeout',
    failureId: failureId(
      SHOWCASE_TESTS.flaky,
      'requests.exceptions.ReadTimeout',
      "HTTPSConnectionPool(host='api.payments.internal', port=443): Read timed out. (read timeout=10)",
    ),
  },
  /** Broken now, since the merge of #1287 about two days before the anchor day; still failing. */
  brokenByPullRequest: {
    ...test(SHOWCASE_TESTS.brokenByPullRequest),
    healthStatus: 'broken' as const,
    exceptionType: 'AssertionError',
    brokenBy: FIXTURE_PULL_REQUESTS.breaksTaxRounding,
    failureId: failureId(SHOWCASE_TESTS.brokenByPullRequest, 'AssertionError', 'expected 1 to be 2 // Object.is equality'),
  },
  /** Broke at #1204 (~16 days ago), fixed by #1211 (~13 days ago): healthy now, transitions healthy → broken → healthy. */
  recovered: {
    ...test(SHOWCASE_TESTS.recovered),
    healthStatus: 'healthy' as const,
    exceptionType: 'org.opentest4j.AssertionFailedError',
    brokenBy: FIXTURE_PULL_REQUESTS.breaksStockRelease,
    fixedBy: FIXTURE_PULL_REQUESTS.fixesStockRelease,
    failureId: failureId(SHOWCASE_TESTS.recovered, 'org.opentest4j.AssertionFailedError', 'expected: <1> but was: <0>'),
  },
  /** Runs only in the weekly release pipeline: a handful of runs, low confidence, no rerun data. */
  lowData: { ...test(SHOWCASE_TESTS.lowData), healthStatus: 'healthy' as const, healthConfidence: 'low' as const },
  /** First ran when #1150 was merged (~12 days ago): its `first_activity_at` is well inside a 30-day window. */
  newMidWindow: {
    ...test(SHOWCASE_TESTS.newMidWindow),
    healthStatus: 'healthy' as const,
    introducedBy: FIXTURE_PULL_REQUESTS.introducesExpressCheckout,
  },
  /** Runs under three identities (two CI jobs and a nightly job). */
  multiIdentity: { ...test(SHOWCASE_TESTS.multiIdentity), healthStatus: 'healthy' as const },
  /** Steady: never fails. */
  healthy: { ...test(SHOWCASE_TESTS.healthy), healthStatus: 'healthy' as const },
} as const;

function quarantine(spec: ShowcaseQuarantine, isRecovered: boolean) {
  const testName = SHOWCASE_TESTS[spec.test].testName;
  return {
    id: seededQuarantineIdOf(REPOSITORIES.checkout.fullName, testName, spec.branch),
    testName,
    testId: testIdOf(testName),
    branch: spec.branch,
    source: spec.source,
    reason: spec.reason,
    isRecovered,
  };
}

export const FIXTURE_QUARANTINES = {
  /** Manual, every branch, on the broken test. */
  brokenAllBranches: quarantine(SHOWCASE_QUARANTINES.brokenAllBranches, false),
  /** Auto (auto-quarantine of a flaky test), every branch. */
  flakyAuto: quarantine(SHOWCASE_QUARANTINES.flakyAuto, false),
  /** Manual, branch `main`, on the recovered test: `is_recovered` is true. */
  recoveredOnMain: quarantine(SHOWCASE_QUARANTINES.recoveredOnMain, true),
} as const;

/** acme/checkout starts with this many quarantines (default seed; ≥ 12 whatever the seed). */
export const SEEDED_CHECKOUT_QUARANTINES = 14;

/** The owner's CI runner fleet, the same from every repository of the owner. */
export const FIXTURE_RUNNERS = {
  owner: REPOSITORIES.checkout.owner,
  /** Every runner's name, sorted (listCiRunners' order). */
  names: CI_RUNNERS.map((runner) => runner.name),
  /** Its jobs sometimes die in setup before any test ran, and its post-job steps crawl: the lowest success rate and the longest durations. */
  degradedRunner: SHOWCASE_RUNNERS.degradedRunner,
  degradedRunnerGroup: RUNNER_GROUPS.linux,
  /** The label whose jobs wait minutes for a runner (the others: seconds). */
  waitingLabel: SHOWCASE_RUNNERS.waitingLabel,
  /** The second runner of the waiting label, offline. */
  offlineRunner: SHOWCASE_RUNNERS.offlineRunner,
} as const;
