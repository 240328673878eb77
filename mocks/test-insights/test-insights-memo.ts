// Memoised derived figures of one store's view. The runs a view shows only change when its horizon
// moves (on the hour), and the view then starts a fresh memo; within an hour verdicts at a moment are
// computed once, and "now" figures are keyed by the hour the badge was computed for.
import type { RunColumns } from './run-columns';

export interface IdentitySummaries {
  /** Health code per identity (HEALTHY/FLAKY/BROKEN). */
  health: Uint8Array;
  confidence: Uint8Array;
  /** -1 for null. */
  impact: Int8Array;
  failureRatio: Float64Array;
  /** Runs in the health lookback (the `executions_count` search sort). */
  executions: Uint32Array;
  /** Failed runs among them (search's optional `failed_executions_count`). */
  failed: Uint32Array;
  /** 1 when the identity ran within the retention (it is listed by search and counted). */
  retained: Uint8Array;
}

export interface TestInsightsMemo {
  summaries: { hour: number; value: IdentitySummaries } | null;
  /** Health codes of every identity at a moment (repository-wide per-day series). */
  verdictsAt: Map<number, Uint8Array>;
  /** Per test index: its identities' default-branch runs merged in time order. */
  testRuns: Map<number, RunColumns>;
  /** Per `${hour}|${sort}|${direction}`: identity indexes in that order. */
  searchOrders: Map<string, Uint32Array>;
}

export function createTestInsightsMemo(): TestInsightsMemo {
  return { summaries: null, verdictsAt: new Map(), testRuns: new Map(), searchOrders: new Map() };
}
