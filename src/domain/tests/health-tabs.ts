import type { HealthStatus } from '@/api/types';
import { HEALTH_SCAN_ORDER, HEALTH_STATUSES, UNHEALTHY_STATUSES } from './health';
import type { TestFilters } from './test-filters';

export type HealthTab = 'unhealthy' | HealthStatus | 'all';

/** The tabs left to right: the default first, then each health as people scan for trouble, then All. */
export const HEALTH_TAB_ORDER: readonly HealthTab[] = ['unhealthy', ...HEALTH_SCAN_ORDER, 'all'];

/** Health values in the API's order, each once: equal selections compare equal (and strip from the URL). */
export function normalizeHealthList(values: readonly HealthStatus[]): HealthStatus[] {
  return HEALTH_STATUSES.filter((health) => values.includes(health));
}

export function healthFilterOf(tab: HealthTab): HealthStatus[] {
  if (tab === 'all') return [];
  if (tab === 'unhealthy') return [...UNHEALTHY_STATUSES];
  return [tab];
}

export const DEFAULT_HEALTH_FILTER: readonly HealthStatus[] = healthFilterOf('unhealthy');

/** The tab a health filter corresponds to; null when it is something no tab expresses (an exclusion, say). */
export function activeHealthTab({ health = [], notHealth = [] }: Pick<Partial<TestFilters>, 'health' | 'notHealth'>): HealthTab | null {
  if (notHealth.length > 0) return null;
  const selected = normalizeHealthList(health);
  if (selected.length === 0) return 'all';
  if (selected.length === 1) return selected[0] as HealthStatus;
  // Both lists are in the API's order.
  return selected.join() === UNHEALTHY_STATUSES.join() ? 'unhealthy' : null;
}

export function withHealthTab<T extends Pick<TestFilters, 'health' | 'notHealth'>>(filters: T, tab: HealthTab): T {
  return { ...filters, health: healthFilterOf(tab), notHealth: [] };
}
