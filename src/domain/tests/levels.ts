import { healthConfidenceValues } from '@/api/generated/enums';
import type { FailedExecutionsImpact, HealthConfidence } from '@/api/types';

/** Confidence and impact share one scale (low < medium < high), the API's order of both enums. */
export type Level = HealthConfidence & FailedExecutionsImpact;

export const LEVEL_LABELS: Record<Level, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** Highest first, as people scan for trouble (facets, legends). */
export const LEVEL_SCAN_ORDER: readonly Level[] = [...healthConfidenceValues].reverse();

/** A level as words; the API sends `null` impact for a test with no executions in the window. */
export function levelLabel(level: Level | null): string {
  return level === null ? '—' : LEVEL_LABELS[level];
}
