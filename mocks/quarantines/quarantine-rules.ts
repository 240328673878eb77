// Quarantine rules (docs/decisions.md, "Mock backend"):
//   - a quarantine's scope is its test name and its branch value; null ("every branch") is one more
//     branch value. Creating one whose scope already exists is a 409; an all-branches quarantine does
//     not block a branch one (and the reverse), as the contract states.
//   - the list is ordered by creation time, then id; `branch=X` returns the quarantines that apply on
//     X: X's own and every all-branches one (what the vendor's test plugin asks for the branch it runs
//     on); `test_id` and `source` match exactly.
import { quarantineSourceValues } from '@/api/generated/enums';
import type { QuarantineRecord } from '../store/records';

export const QUARANTINE_SOURCES = quarantineSourceValues;

export interface QuarantineListFilters {
  branch?: string;
  testId?: string;
  source?: 'manual' | 'auto';
}

export function findQuarantineConflict(
  records: readonly QuarantineRecord[],
  testName: string,
  branch: string | null,
): QuarantineRecord | undefined {
  return records.find((record) => record.testName === testName && record.branch === branch);
}

export function listQuarantines(records: readonly QuarantineRecord[], filters: QuarantineListFilters): QuarantineRecord[] {
  return records
    .filter(
      (record) =>
        (filters.branch === undefined || record.branch === filters.branch || record.branch === null) &&
        (filters.testId === undefined || record.testId === filters.testId) &&
        (filters.source === undefined || record.source === filters.source),
    )
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
