import { describe, expect, it } from 'vitest';
import { healthStatusValues } from '@/api/generated/enums';
import {
  HEALTH_COLORS,
  HEALTH_LABELS,
  HEALTH_SCAN_ORDER,
  HEALTH_STATUSES,
  healthColorVar,
  isHealthStatus,
  UNHEALTHY_STATUSES,
} from './health';

describe('health', () => {
  it('takes its values from the contract, in the API’s order', () => {
    expect(HEALTH_STATUSES).toEqual(healthStatusValues);
    expect(Object.keys(HEALTH_LABELS).sort()).toEqual([...healthStatusValues].sort());
    expect(Object.keys(HEALTH_COLORS).sort()).toEqual([...healthStatusValues].sort());
  });

  it('lists the healths people scan for trouble worst first', () => {
    expect(HEALTH_SCAN_ORDER).toEqual(['flaky', 'broken', 'healthy']);
    expect(UNHEALTHY_STATUSES).toEqual(['flaky', 'broken']);
  });

  it('tells a health from any other string (the details send a plain string)', () => {
    expect(isHealthStatus('flaky')).toBe(true);
    expect(isHealthStatus('Flaky')).toBe(false);
    expect(isHealthStatus('unknown')).toBe(false);
  });

  it('gives one colour per health, as a palette name and as CSS', () => {
    expect(new Set(Object.values(HEALTH_COLORS)).size).toBe(HEALTH_STATUSES.length);
    expect(healthColorVar('flaky')).toBe(`var(--mantine-color-${HEALTH_COLORS.flaky}-6)`);
    expect(healthColorVar('broken', 'text')).toBe(`var(--mantine-color-${HEALTH_COLORS.broken}-text)`);
  });
});
