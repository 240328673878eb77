import type { QuarantineSource } from '@/api/types';

/** `null` branch means the quarantine covers every branch. */
export function describeQuarantineScope(branch: string | null): string {
  return branch === null ? 'all branches' : `branch ${branch}`;
}

export function branchLabel(branch: string | null): string {
  return branch ?? 'all branches';
}

/** `source` is optional in the contract; a record without one is shown as "unknown", never guessed. */
export const SOURCE_LABELS: Record<QuarantineSource, string> = { auto: 'Auto', manual: 'Manual' };

export function sourceLabel(source: QuarantineSource | undefined): string {
  return source === undefined ? 'Unknown' : SOURCE_LABELS[source];
}
