// One store's view of a repository's test runs: its own copies of the test and identity records, whose
// runs are windows over the shared history ending at the view's horizon (the current hour). Moving the
// horizon only widens the windows (and drops what fell past the retention): the runs already shown
// never change.
import { createTestInsightsMemo } from '../test-insights/test-insights-memo';
import { HEALTH_LOOKBACK_MS } from '../test-insights/health';
import { sliceRuns, columnsFromRuns } from '../test-insights/run-columns';
import type { TestDefinition, TestIdentity, TestRunStore } from '../test-insights/test-run-store';
import { DAY_MS, RETENTION_MS } from '../test-insights/time-constants';
import type { RepositoryTimeline } from './repository-timeline';

/** A view keeps the retention plus the health lookback of its oldest moment (and a day to spare). */
export const VIEW_RUNS_KEPT_MS = RETENTION_MS + HEALTH_LOOKBACK_MS + DAY_MS;

const NO_RUNS = columnsFromRuns([]);

export interface TestRunView {
  readonly store: TestRunStore;
  /** Shows the runs before `horizon` (never moves back). */
  showUntil(horizon: number): void;
}

export function createTestRunView(timeline: RepositoryTimeline): TestRunView {
  const tests: TestDefinition[] = timeline.tests.map((test) => ({ ...test, identities: [] }));
  const identities: TestIdentity[] = timeline.identities.map((identity) => {
    const test = tests[identity.test.index] as TestDefinition;
    const copy: TestIdentity = { ...identity, test, runs: NO_RUNS, branchRuns: NO_RUNS };
    test.identities.push(copy);
    return copy;
  });
  const store: TestRunStore = {
    horizon: -Infinity,
    commits: timeline.commits,
    tests,
    testsById: new Map(tests.map((test) => [test.testId, test])),
    identities,
    actionsUrl: timeline.actionsUrl,
    memo: createTestInsightsMemo(),
  };
  return {
    store,
    showUntil(horizon) {
      if (horizon <= store.horizon) return;
      const keepFrom = horizon - VIEW_RUNS_KEPT_MS;
      identities.forEach((identity, index) => {
        identity.runs = sliceRuns(timeline.runs[index] ?? NO_RUNS, keepFrom, horizon);
        identity.branchRuns = sliceRuns(timeline.branchRuns[index] ?? NO_RUNS, keepFrom, horizon);
      });
      store.horizon = horizon;
      store.memo = createTestInsightsMemo();
    },
  };
}
