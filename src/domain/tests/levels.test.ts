import { describe, expect, it } from 'vitest';
import { failedExecutionsImpactValues, healthConfidenceValues } from '@/api/generated/enums';
import { LEVEL_LABELS, LEVEL_SCAN_ORDER, levelLabel } from './levels';

describe('levels', () => {
  it('share one scale for confidence and impact, highest first when scanned', () => {
    expect(healthConfidenceValues).toEqual(failedExecutionsImpactValues);
    expect(LEVEL_SCAN_ORDER).toEqual([...healthConfidenceValues].reverse());
    expect(Object.keys(LEVEL_LABELS).sort()).toEqual([...healthConfidenceValues].sort());
  });

  it('reads a missing impact (no executions) as a dash', () => {
    expect(levelLabel(null)).toBe('—');
    expect(levelLabel('medium')).toBe('Medium');
  });
});
