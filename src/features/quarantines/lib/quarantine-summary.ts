import type { QuarantinedTest } from '@/api/types';

export type QuarantineSummary = {
  /** Quarantine records (a test quarantined on two branches counts twice). */
  quarantines: number;
  /** Distinct tests with at least one quarantine. */
  tests: number;
  auto: number;
  manual: number;
  /** Records without a `source` (optional in the contract). */
  unknownSource: number;
  allBranches: number;
  /** Records whose test looks recovered: candidates for release. */
  recovered: number;
};

export function summarizeQuarantines(quarantines: readonly QuarantinedTest[]): QuarantineSummary {
  const summary: QuarantineSummary = {
    quarantines: quarantines.length,
    tests: new Set(quarantines.map((quarantine) => quarantine.test_id)).size,
    auto: 0,
    manual: 0,
    unknownSource: 0,
    allBranches: 0,
    recovered: 0,
  };
  for (const quarantine of quarantines) {
    if (quarantine.source === 'auto') summary.auto += 1;
    else if (quarantine.source === 'manual') summary.manual += 1;
    else summary.unknownSource += 1;
    if (quarantine.branch === null) summary.allBranches += 1;
    if (quarantine.is_recovered) summary.recovered += 1;
  }
  return summary;
}

export type FilterChoice = { value: string; label: string };

/** Branches that have a quarantine, for the branch filter (null, "all branches", cannot be filtered on). */
export function branchChoices(quarantines: readonly QuarantinedTest[]): string[] {
  const branches = new Set<string>();
  for (const quarantine of quarantines) if (quarantine.branch !== null) branches.add(quarantine.branch);
  return [...branches].sort((a, b) => a.localeCompare(b));
}

/** Quarantined tests by name, valued by `test_id` (what the list's test filter takes). */
export function testChoices(quarantines: readonly QuarantinedTest[]): FilterChoice[] {
  const byId = new Map<string, string>();
  for (const quarantine of quarantines) if (!byId.has(quarantine.test_id)) byId.set(quarantine.test_id, quarantine.test_name);
  return [...byId]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
}
