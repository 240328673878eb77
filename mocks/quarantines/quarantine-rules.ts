// Quarantine rules (docs/decisions.md, "Quarantines"): one quarantine per test name and repository (a second is
// a 409), applying on its branch or every branch; listed by creation time, then id.
import { testIdOf } from '../core/ids';
import type { QuarantineRecord } from '../store/records';
import { healthName, healthWindow, type HealthStatus, runMetrics, classifyTestAt } from '../test-insights/health';
import type { TestRunStore } from '../test-insights/test-run-store';

export interface QuarantineListFilters {
  branch?: string;
  testId?: string;
  source?: 'manual' | 'auto';
}

/** The quarantine already holding this test name, on whichever branch. */
export function findQuarantineConflict(records: readonly QuarantineRecord[], testName: string): QuarantineRecord | undefined {
  return records.find((record) => record.testName === testName);
}

export function listQuarantines(records: readonly QuarantineRecord[], filters: QuarantineListFilters): QuarantineRecord[] {
  return records
    .filter(
      (record) =>
        (filters.branch === undefined || record.branch === filters.branch || record.branch === null) &&
        (filters.testId === undefined || record.testId === filters.testId) &&
        (filters.source === undefined || record.source === filters.source),
    )
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Splits the distinct names, in the order first sent, into those quarantined on `branch` and the rest. */
export function checkQuarantinedNames(records: readonly QuarantineRecord[], names: readonly string[], branch: string) {
  const applying = new Set(listQuarantines(records, { branch }).map((record) => record.testName));
  const check = { quarantined: [] as string[], nonQuarantined: [] as string[] };
  for (const name of new Set(names)) (applying.has(name) ? check.quarantined : check.nonQuarantined).push(name);
  return check;
}

/** A test's health now (its worst identity's); recovered: healthy from at least 5 executed runs in the lookback. */
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
