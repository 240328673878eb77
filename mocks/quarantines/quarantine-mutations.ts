// Creating and removing quarantines: the state change and its activity-log event, nothing else (the
// handlers validate and answer; the browser journal replays these same functions).
import { formatDateTime } from '../core/date-time';
import type { CredentialIdentity } from '../core/demo-credentials';
import type { RepositoryState } from '../store/types';
import type { QuarantineRecord } from '../store/records';
import { testIdOf } from '../core/ids';
import { findQuarantineConflict, testHealthNow } from './quarantine-rules';

export interface NewQuarantine {
  testName: string;
  reason: string;
  branch: string | null;
}

export type CreateResult = { ok: true; record: QuarantineRecord } | { ok: false; conflict: QuarantineRecord };

export function createQuarantine(
  repository: RepositoryState,
  input: NewQuarantine,
  identity: CredentialIdentity,
  at: number,
  id: string,
): CreateResult {
  const conflict = findQuarantineConflict(repository.quarantines, input.testName);
  if (conflict) return { ok: false, conflict };
  const record: QuarantineRecord = {
    id,
    testName: input.testName,
    testId: testIdOf(input.testName),
    reason: input.reason,
    branch: input.branch,
    createdAt: at,
    source: 'manual',
  };
  repository.quarantines.push(record);
  const health = testHealthNow(repository.tests, input.testName, at)?.health ?? 'healthy';
  repository.events.append({
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
  });
  return { ok: true, record };
}

export function removeQuarantine(
  repository: RepositoryState,
  quarantineId: string,
  identity: CredentialIdentity,
  at: number,
): QuarantineRecord | null {
  const index = repository.quarantines.findIndex((record) => record.id === quarantineId);
  if (index < 0) return null;
  const [record] = repository.quarantines.splice(index, 1);
  if (!record) return null;
  const health = testHealthNow(repository.tests, record.testName, at)?.health ?? 'healthy';
  repository.events.append({
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
  });
  return record;
}
