import { healthStatusValues } from '@/api/generated/enums';
import type { HealthStatus } from '@/api/types';

/** The API's values in the API's order, which is also its sort order: healthy < flaky < broken. */
export const HEALTH_STATUSES = healthStatusValues;

export function isHealthStatus(value: string): value is HealthStatus {
  return (HEALTH_STATUSES as readonly string[]).includes(value);
}

/** The healths that need someone's attention: every one but healthy, worst last as in the API. */
export const UNHEALTHY_STATUSES: readonly Exclude<HealthStatus, 'healthy'>[] = HEALTH_STATUSES.filter(
  (health): health is Exclude<HealthStatus, 'healthy'> => health !== 'healthy',
);

export const HEALTH_LABELS: Record<HealthStatus, string> = { healthy: 'Healthy', flaky: 'Flaky', broken: 'Broken' };

/** One palette name per health, so a test is the same colour wherever it appears. */
export const HEALTH_COLORS: Record<HealthStatus, string> = { healthy: 'teal', flaky: 'yellow', broken: 'red' };

/** For what Mantine's `color` prop does not reach (SVG fills, text); `'text'` for the shade readable as text. */
export function healthColorVar(health: HealthStatus, shade: number | 'text' = 6): string {
  return `var(--mantine-color-${HEALTH_COLORS[health]}-${shade})`;
}

/** Where each health sits in lists people scan for trouble (tabs, facets): flaky, broken, healthy. */
const SCAN_RANK: Record<HealthStatus, number> = { flaky: 0, broken: 1, healthy: 2 };
export const HEALTH_SCAN_ORDER: readonly HealthStatus[] = [...HEALTH_STATUSES].sort((a, b) => SCAN_RANK[a] - SCAN_RANK[b]);
