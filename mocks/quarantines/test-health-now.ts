// A test's current health as quarantines see it: for `is_recovered` and the `health_status_at_event`
// of quarantine events (its worst identity's, test-health.ts). `is_recovered` is true when the test's badge reads healthy now and that
// verdict rests on at least 5 executed (passed or failed) default-branch runs in the lookback; a
// test that has not run lately is not called recovered.
import { testIdOf } from '../core/ids';
import { healthName, healthRange, type HealthStatus } from '../test-insights/health';
import { classifyTestAt } from '../test-insights/test-health';
import { testRuns } from '../test-insights/identity-summaries';
import { runMetrics } from '../test-insights/run-metrics';
import type { TestRunStore } from '../test-insights/test-run-store';

export const RECOVERY_MIN_EXECUTED_RUNS = 5;

export interface TestHealthNow {
  health: HealthStatus;
  executed: number;
}

/** Null when no test of that name ever ran in the repository. */
export function testHealthNow(store: TestRunStore, testName: string, now: number): TestHealthNow | null {
  const test = store.testsById.get(testIdOf(testName));
  if (!test || test.testName !== testName) return null;
  const columns = testRuns(store, test);
  const [from, to] = healthRange(columns, now);
  const metrics = runMetrics(columns, from, to);
  return { health: healthName(classifyTestAt(test, now)), executed: metrics.passed + metrics.failed };
}

export function isRecovered(health: TestHealthNow | null): boolean {
  return health !== null && health.health === 'healthy' && health.executed >= RECOVERY_MIN_EXECUTED_RUNS;
}
