// The typed query of the merge-queue statistics, and the answer types from the contract.
import type { components } from '@/api/generated/schema';
import type { TimeWindow } from '../activity/activity-query';
import type { QueueGroupFilters } from './queue-group';

export type QueueStatsSchemas = components['schemas'];

export interface QueueStatsQuery {
  /** `start_at`..`end_at`, both included. */
  window: TimeWindow;
  filters: QueueGroupFilters;
}

export interface TimeToMergeQuery {
  at: number;
  branch: string | null;
}
