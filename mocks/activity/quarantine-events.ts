// The `test.quarantined` and `test.dequarantined` events, for the seeded history and the API's mutations alike.
import type { components } from '@/api/generated/schema';
import { formatDateTime } from '../core/date-time';
import type { QuarantineRecord } from '../store/records';
import type { HealthStatus } from '../test-insights/health';
import type { NewActivityEvent } from './event-types';

/** Who acted: the event's trigger and its `*_by` actor (null for the auto-quarantine rule). */
export interface QuarantineActor {
  trigger: string;
  actor: components['schemas']['Actor'] | null;
}

export function quarantinedEvent(record: QuarantineRecord, by: QuarantineActor, health: HealthStatus): NewActivityEvent {
  return {
    trigger: by.trigger,
    pull_request: null,
    base_ref: null,
    type: 'test.quarantined',
    metadata: {
      quarantine_id: record.id,
      test_id: record.testId,
      test_name: record.testName,
      source: record.source,
      reason: record.reason,
      branch: record.branch,
      quarantined_at: formatDateTime(record.createdAt),
      health_status_at_event: health,
      quarantined_by: by.actor,
      quarantined_by_staff: false,
    },
  };
}

export function dequarantinedEvent(record: QuarantineRecord, by: QuarantineActor, health: HealthStatus, at: number): NewActivityEvent {
  return {
    trigger: by.trigger,
    pull_request: null,
    base_ref: null,
    type: 'test.dequarantined',
    metadata: {
      quarantine_id: record.id,
      test_id: record.testId,
      test_name: record.testName,
      source: record.source,
      original_quarantine: {
        source: record.source,
        reason: record.reason,
        branch: record.branch,
        created_at: formatDateTime(record.createdAt),
      },
      health_status_at_event: health,
      dequarantined_at: formatDateTime(at),
      dequarantined_by: by.actor,
      dequarantined_by_staff: false,
    },
  };
}
