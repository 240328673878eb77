// Creating and removing quarantines: the state change and its activity-log event, nothing else (the
// handlers validate and answer; the browser journal replays these same functions).
import type { CredentialIdentity } from '../core/demo-credentials';
import { dequarantinedEvent, quarantinedEvent } from '../activity/quarantine-events';
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
  repository.events.append(quarantinedEvent(record, identity, health));
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
  const record = repository.quarantines.splice(index, 1)[0]!;
  const health = testHealthNow(repository.tests, record.testName, at)?.health ?? 'healthy';
  repository.events.append(dequarantinedEvent(record, identity, health, at));
  return record;
}
