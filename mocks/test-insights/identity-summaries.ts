// Health, confidence, impact and counts of every identity "now": the data behind search and the
// repository-wide counts. Computed once per hour (the badge only moves on the hour).
import { confidenceCode, impactCode } from './confidence-impact';
import { classifyRange, healthName, healthRange } from './health';
import { lowerBound, mergeColumns, type RunColumns } from './run-columns';
import { failureRatio, runMetrics } from './run-metrics';
import type { IdentitySummaries } from './test-insights-memo';
import type { TestDefinition, TestRunStore } from './test-run-store';
import { HOUR_MS, floorTo, retentionStart } from './time-constants';

export function computeIdentitySummaries(store: TestRunStore, now: number): IdentitySummaries {
  const count = store.identities.length;
  const summaries: IdentitySummaries = {
    health: new Uint8Array(count),
    confidence: new Uint8Array(count),
    impact: new Int8Array(count),
    failureRatio: new Float64Array(count),
    executions: new Uint32Array(count),
    failed: new Uint32Array(count),
    retained: new Uint8Array(count),
  };
  const retainedFrom = retentionStart(now);
  store.identities.forEach((identity, index) => {
    const runs = identity.runs;
    const [from, to] = healthRange(runs, now);
    const metrics = runMetrics(runs, from, to);
    const health = classifyRange(runs, from, to);
    const ratio = failureRatio(metrics);
    summaries.health[index] = health;
    summaries.confidence[index] = confidenceCode(metrics.passed + metrics.failed, metrics.rerunCommits);
    summaries.impact[index] = impactCode(healthName(health), ratio);
    summaries.failureRatio[index] = ratio;
    summaries.executions[index] = metrics.executions;
    summaries.failed[index] = metrics.failed;
    const firstRetained = lowerBound(runs.time, retainedFrom);
    summaries.retained[index] = firstRetained < runs.length && (runs.time[firstRetained] as number) < now ? 1 : 0;
  });
  return summaries;
}

/** Summaries for the hour of `now`, memoised on the store. */
export function identitySummaries(store: TestRunStore, now: number): IdentitySummaries {
  const hour = floorTo(now, HOUR_MS);
  const cached = store.memo.summaries;
  if (cached && cached.hour === hour) return cached.value;
  const value = computeIdentitySummaries(store, now);
  store.memo.summaries = { hour, value };
  store.memo.searchOrders.clear();
  return value;
}

/** A test's default-branch runs over all its identities, in time order (memoised). */
export function testRuns(store: TestRunStore, test: TestDefinition): RunColumns {
  const cached = store.memo.testRuns.get(test.index);
  if (cached) return cached;
  const merged = mergeColumns(test.identities.map((identity) => identity.runs));
  store.memo.testRuns.set(test.index, merged);
  return merged;
}
