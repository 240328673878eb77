import type { HealthStatus, SearchTestsSort, SortDirection } from '@/api/types';
import { UNHEALTHY_STATUSES } from '@/domain/tests/health';

export const HURTING_TESTS_COUNT = 5;

/** The search the list is the top of; "See all" opens test search on exactly this. */
export const HURTING_TESTS_SEARCH: { health: HealthStatus[]; sort: SearchTestsSort; dir: SortDirection } = {
  health: [...UNHEALTHY_STATUSES],
  sort: 'failed_executions_ratio',
  dir: 'desc',
};
