import type { QuarantinedTest } from '@/api/types';
import { expiryStatus, parseQuarantineReason, type ExpiryStatus } from '@/domain/quarantines/quarantine-reason';
import type { QuarantineListFilters } from '@/queries/quarantines';
import type { ExpiryView } from './quarantines-search';

export function quarantineExpiry(quarantine: QuarantinedTest, now: number): ExpiryStatus {
  return expiryStatus(parseQuarantineReason(quarantine.reason).until, now);
}

export type ReleaseReason = 'recovered' | 'expired';

export function releaseReasons(quarantine: QuarantinedTest, now: number): ReleaseReason[] {
  const reasons: ReleaseReason[] = [];
  if (quarantine.is_recovered) reasons.push('recovered');
  if (quarantineExpiry(quarantine, now) === 'expired') reasons.push('expired');
  return reasons;
}

function inExpiryView(quarantine: QuarantinedTest, view: ExpiryView, now: number): boolean {
  const status = quarantineExpiry(quarantine, now);
  return view === 'expired' ? status === 'expired' : status === 'expired' || status === 'expiring';
}

type ClientFilters = Pick<QuarantineListFilters, 'branch' | 'source' | 'testId'>;

function matchesFilters(quarantine: QuarantinedTest, filters: ClientFilters): boolean {
  // As the API: a branch filter also lists the quarantines that cover every branch.
  if (filters.branch !== undefined && quarantine.branch !== null && quarantine.branch !== filters.branch) return false;
  if (filters.source !== undefined && quarantine.source !== filters.source) return false;
  return filters.testId === undefined || quarantine.test_id === filters.testId;
}

/** The API knows no "until" date, so the expiry view is cut from the whole list, soonest first. */
export function expiryViewRows(all: readonly QuarantinedTest[], view: ExpiryView, filters: ClientFilters, now: number): QuarantinedTest[] {
  return all
    .filter((quarantine) => matchesFilters(quarantine, filters) && inExpiryView(quarantine, view, now))
    .sort(
      (a, b) =>
        (parseQuarantineReason(a.reason).until ?? '').localeCompare(parseQuarantineReason(b.reason).until ?? '') ||
        a.created_at.localeCompare(b.created_at),
    );
}
