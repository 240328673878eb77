// One store's view of a repository's runs: copies of the test and identity records whose runs are the
// shared history's up to the view's horizon (the current hour), which only ever moves forward.
import { HEALTH_LOOKBACK_MS } from '../test-insights/health';
import { runsIn, type TestDefinition, type TestIdentity, type TestRunStore } from '../test-insights/test-run-store';
import { DAY_MS, RETENTION_MS } from '../test-insights/time-constants';
import type { RepositoryTimeline } from './repository-timeline';

/** A view keeps the retention plus the health lookback of its oldest moment (and a day to spare). */
export const VIEW_RUNS_KEPT_MS = RETENTION_MS + HEALTH_LOOKBACK_MS + DAY_MS;

export type TestRunView = ReturnType<typeof createTestRunView>;

export function createTestRunView(timeline: RepositoryTimeline) {
  const tests: TestDefinition[] = timeline.tests.map((test) => ({ ...test, identities: [] }));
  const identities: TestIdentity[] = timeline.identities.map((identity) => {
    const test = tests[identity.test.index]!;
    const copy: TestIdentity = { ...identity, test, runs: [], branchRuns: [] };
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
    cache: { verdictsAt: new Map() },
  };
  return {
    store,
    /** Shows the runs before `horizon` (never moves back). */
    showUntil(horizon: number) {
      if (horizon <= store.horizon) return;
      const keepFrom = horizon - VIEW_RUNS_KEPT_MS;
      identities.forEach((identity, index) => {
        identity.runs = runsIn(timeline.runs[index] ?? [], keepFrom, horizon);
        identity.branchRuns = runsIn(timeline.branchRuns[index] ?? [], keepFrom, horizon);
      });
      store.horizon = horizon;
      store.cache = { verdictsAt: new Map() };
    },
  };
}
