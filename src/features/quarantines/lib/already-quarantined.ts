import type { ApiError } from '@/api/api-error';
import type { QuarantinedTest } from '@/api/types';

/*
 * A test name is quarantined at most once per repository (docs/decisions.md, issue 23), so a create
 * refused with a 409 means another quarantine holds the name, maybe on another branch. The form says
 * where and links to it; it looks the quarantine up by name in the list rather than reading the 409's
 * `detail`, whose wording is the service's and not part of the contract.
 */
export class AlreadyQuarantinedError extends Error {
  constructor(
    /** The quarantine holding the name; null when the list no longer has it (removed meanwhile). */
    readonly existing: Pick<QuarantinedTest, 'id' | 'branch'> | null,
    readonly refusal: ApiError,
  ) {
    super(refusal.message);
    this.name = 'AlreadyQuarantinedError';
  }
}

export function findQuarantineOfTest(quarantines: readonly QuarantinedTest[], testName: string): QuarantinedTest | null {
  return quarantines.find((quarantine) => quarantine.test_name === testName) ?? null;
}
