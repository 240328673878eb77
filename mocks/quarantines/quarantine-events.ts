// The activity-log events a quarantine mutation writes (through repository.events.append).
import { formatDateTime } from '../core/date-time';
import type { CredentialIdentity } from '../core/demo-credentials';
import type { NewActivityEvent } from '../activity/event-log-types';
import type { HealthStatus } from '../test-insights/health';
import type { QuarantineRecord } from '../store/records';

export function quarantinedEvent(record: QuarantineRecord, identity: CredentialIdentity, health: HealthStatus): NewActivityEvent {
  return {
    trigger: identity.trigger,
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
      quarantined_by: identity.actor,
      quarantined_by_staff: false,
    },
  };
}

export function dequarantinedEvent(
  record: QuarantineRecord,
  identity: CredentialIdentity,
  health: HealthStatus,
  at: number,
): NewActivityEvent {
  return {
    trigger: identity.trigger,
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
      dequarantined_by: identity.actor,
      dequarantined_by_staff: false,
    },
  };
}
