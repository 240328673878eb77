// Confidence and impact of a health verdict (thresholds in docs/decisions.md, "Mock backend"): confidence from
// executed runs and rerun commits in the lookback, impact from the failed share (null when healthy).
import { failedExecutionsImpactValues, healthConfidenceValues } from '@/api/generated/enums';
import type { HealthStatus } from './health';

export const CONFIDENCE_LEVELS = healthConfidenceValues;
export type HealthConfidence = (typeof CONFIDENCE_LEVELS)[number];
export const IMPACT_LEVELS = failedExecutionsImpactValues;
export type FailedExecutionsImpact = (typeof IMPACT_LEVELS)[number];

export const CONFIDENCE_MEDIUM_MIN_RUNS = 10;
export const CONFIDENCE_HIGH_MIN_RUNS = 40;
export const CONFIDENCE_HIGH_MIN_RERUN_COMMITS = 3;
export const IMPACT_MEDIUM_MIN_RATIO = 0.05;
export const IMPACT_HIGH_MIN_RATIO = 0.2;

/** 0 low, 1 medium, 2 high. */
export function confidenceCode(executed: number, rerunCommits: number): number {
  if (executed >= CONFIDENCE_HIGH_MIN_RUNS && rerunCommits >= CONFIDENCE_HIGH_MIN_RERUN_COMMITS) return 2;
  if (executed >= CONFIDENCE_MEDIUM_MIN_RUNS) return 1;
  return 0;
}

/** -1 for null (healthy), else 0 low, 1 medium, 2 high. */
export function impactCode(health: HealthStatus, failureRatio: number): number {
  if (health === 'healthy') return -1;
  if (failureRatio >= IMPACT_HIGH_MIN_RATIO) return 2;
  if (failureRatio >= IMPACT_MEDIUM_MIN_RATIO) return 1;
  return 0;
}

export function confidenceName(code: number): HealthConfidence {
  return CONFIDENCE_LEVELS[code] ?? 'low';
}

export function impactName(code: number): FailedExecutionsImpact | null {
  return code < 0 ? null : (IMPACT_LEVELS[code] ?? null);
}
