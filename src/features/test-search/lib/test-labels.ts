import type { FailedExecutionsImpact, HealthConfidence } from '@/api/types';
import { LEVEL_LABELS } from './test-filters';

export function confidenceLabel(confidence: HealthConfidence): string {
  return LEVEL_LABELS[confidence];
}

/** Healthy tests have no impact (null): shown as a dash with a reason on hover. */
export function impactLabel(impact: FailedExecutionsImpact | null): string {
  return impact === null ? '—' : LEVEL_LABELS[impact];
}
