// Health, confidence, impact and counts of every identity "now": the data behind search and the
// repository-wide counts. Computed once per hour (the badge only moves on the hour).
import { confidenceCode, impactCode } from './confidence-impact';
import { classifyHealth, healthName, healthWindow, executedShare, runMetrics } from './health';
import { runsIn, type IdentitySummary, type TestRun, type TestRunStore } from './test-run-store';
import { HOUR_MS, floorTo, retentionStart } from './time-constants';

export function identitySummaries(store: TestRunStore, now: number): IdentitySummary[] {
  const hour = floorTo(now, HOUR_MS);
  if (store.cache.summaries?.hour !== hour) {
    store.cache.summaries = { hour, value: store.identities.map((identity) => summarize(identity.runs, now)) };
  }
  return store.cache.summaries.value;
}

function summarize(runs: readonly TestRun[], now: number): IdentitySummary {
  const lookback = healthWindow(runs, now);
  const metrics = runMetrics(lookback);
  const health = classifyHealth(lookback);
  const ratio = executedShare(metrics, 'failed');
  return {
    health,
    confidence: confidenceCode(metrics.passed + metrics.failed, metrics.rerunCommits),
    impact: impactCode(healthName(health), ratio),
    failureRatio: ratio,
    executions: metrics.executions,
    failed: metrics.failed,
    retained: runsIn(runs, retentionStart(now), now).length > 0,
  };
}
