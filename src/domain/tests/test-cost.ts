import type { HealthStatus, TestSearchResult } from '@/api/types';
import { HEALTH_STATUSES } from './health';
import type { TestFilters } from './test-filters';

// "Which tests hurt most": one entry per test, ranked by the failed runs of all its identities.

/** The window the search's counts cover, as a screen says it. */
export const COST_WINDOW_LABEL = '7 d';
export const COST_WINDOW_SENTENCE = 'the last 7 days';

// A test's health is the worst of its identities' (docs/decisions.md, "One health per test").

type HealthFilter = Pick<Partial<TestFilters>, 'health' | 'notHealth'>;

/** The healths a health filter lets through (every one when it has none). */
export function allowedHealths({ health = [], notHealth = [] }: HealthFilter): HealthStatus[] {
  return HEALTH_STATUSES.filter((value) => (health.length === 0 || health.includes(value)) && !notHealth.includes(value));
}

export type TestCostEntry = {
  testId: string;
  testName: string;
  /** Its identities, most failed runs first (the service's order when it reports no counts). */
  identities: TestSearchResult[];
  /** The worst health among them (broken > flaky > healthy). */
  health: HealthStatus;
  /** Sums over the identities; null when the service reports no counts. */
  failedRuns: number | null;
  runs: number | null;
};

export type TestCostRanking = {
  entries: TestCostEntry[];
  /** False when any identity came without its counts: then the order is the service's, not ours. */
  counted: boolean;
};

const hasCounts = (identity: TestSearchResult) =>
  identity.metrics.executions_count !== undefined && identity.metrics.failed_executions_count !== undefined;

const worse = (a: HealthStatus, b: HealthStatus) => (HEALTH_STATUSES.indexOf(a) >= HEALTH_STATUSES.indexOf(b) ? a : b);

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function testHealthCounts(entries: readonly TestCostEntry[]): Record<HealthStatus, number> {
  const counts: Record<HealthStatus, number> = { healthy: 0, flaky: 0, broken: 0 };
  for (const entry of entries) counts[entry.health] += 1;
  return counts;
}

/** The entries whose test health the filter lets through, in their order. */
export function withTestHealth(ranking: TestCostRanking, filters: HealthFilter): TestCostRanking {
  const allowed = allowedHealths(filters);
  return { ...ranking, entries: ranking.entries.filter((entry) => allowed.includes(entry.health)) };
}

const rankings = new WeakMap<readonly TestSearchResult[], TestCostRanking>();

/** Ranked once per answer, however many of a page's parts read it. */
export function rankingOf(identities: readonly TestSearchResult[]): TestCostRanking {
  const known = rankings.get(identities) ?? rankTestsByCost(identities);
  rankings.set(identities, known);
  return known;
}

export function rankTestsByCost(identities: readonly TestSearchResult[]): TestCostRanking {
  const counted = identities.every(hasCounts);
  const byTest = new Map<string, TestCostEntry>();
  for (const identity of identities) {
    const { health_status: health, failed_executions_count: failed, executions_count: runs } = identity.metrics;
    const zero = counted ? 0 : null;
    const entry = byTest.get(identity.test_id) ?? {
      testId: identity.test_id,
      testName: identity.test_name,
      identities: [],
      health,
      failedRuns: zero,
      runs: zero,
    };
    byTest.set(identity.test_id, entry);
    entry.identities.push(identity);
    entry.health = worse(entry.health, health);
    if (counted) {
      entry.failedRuns = (entry.failedRuns ?? 0) + (failed ?? 0);
      entry.runs = (entry.runs ?? 0) + (runs ?? 0);
    }
  }
  const entries = [...byTest.values()];
  if (!counted) return { entries, counted };
  for (const entry of entries) {
    entry.identities.sort(
      (a, b) => (b.metrics.failed_executions_count ?? 0) - (a.metrics.failed_executions_count ?? 0) || byName(a.job_name, b.job_name),
    );
  }
  entries.sort((a, b) => (b.failedRuns ?? 0) - (a.failedRuns ?? 0) || (b.runs ?? 0) - (a.runs ?? 0) || byName(a.testName, b.testName));
  return { entries, counted };
}
