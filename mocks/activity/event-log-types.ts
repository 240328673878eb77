// The activity log's event, as served and as a writer supplies it.
import type { components } from '@/api/generated/schema';

export type ActivityLogEvent = components['schemas']['ActivityLogEvent'];

// Omit that keeps the union discriminated by `type` (plain Omit would merge the variants).
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a writer supplies; the log assigns `id`, `received_at`, `repository`, `outcome` and `attempt`. */
export type NewActivityEvent = DistributiveOmit<ActivityLogEvent, 'id' | 'received_at' | 'repository' | 'outcome' | 'attempt'>;
