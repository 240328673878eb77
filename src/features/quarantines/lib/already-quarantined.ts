import type { ApiError } from '@/api/api-error';
import type { QuarantinedTest } from '@/api/types';

// A name is quarantined once per repository: a 409 means another quarantine holds it. It is found by
// name in the list, since the 409's `detail` wording is not part of the contract.
export class AlreadyQuarantinedError extends Error {
  constructor(
    /** Null when the list no longer has it (removed meanwhile). */
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
