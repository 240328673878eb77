// The contract between the activity-log side of the mock and the rest of it.
import type { components } from '@/api/generated/schema';

export type ActivityLogEvent = components['schemas']['ActivityLogEvent'];

// Omit that keeps the union discriminated by `type` (plain Omit would merge the variants).
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a writer supplies; the log assigns `id`, `received_at`, `repository`, `outcome` and `attempt`. */
export type NewActivityEvent = DistributiveOmit<ActivityLogEvent, 'id' | 'received_at' | 'repository' | 'outcome' | 'attempt'>;

export interface EventLog {
  /** Appends an event stamped with the clock's current time, returns it as served. */
  append(event: NewActivityEvent): ActivityLogEvent;
  /** Number of events held. */
  readonly size: number;
}
