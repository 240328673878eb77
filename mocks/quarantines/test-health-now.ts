// A test's health now as quarantines see it (its worst identity's, test-health.ts). Recovered: the
// badge reads healthy from at least 5 executed runs in the lookback (a test that stopped running is not).
import { testIdOf } from '../core/ids';
import { healthName, healthWindow, type HealthStatus } from '../test-insights/health';
import { runMetrics } from '../test-insights/run-metrics';
import { classifyTestAt } from '../test-insights/test-health';
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
  const metrics = runMetrics(test.identities.flatMap((identity) => healthWindow(identity.runs, now)));
  return { health: healthName(classifyTestAt(test, now)), executed: metrics.passed + metrics.failed };
}

export function isRecovered(health: TestHealthNow | null): boolean {
  return health !== null && health.health === 'healthy' && health.executed >= RECOVERY_MIN_EXECUTED_RUNS;
}
