import type { QuarantinedTest } from '@/api/types';

/** `quarantines` counts records (a test on two branches twice), `tests` distinct tests. */
export function summarizeQuarantines(quarantines: readonly QuarantinedTest[]) {
  const summary = {
    quarantines: quarantines.length,
    tests: new Set(quarantines.map((quarantine) => quarantine.test_id)).size,
    auto: 0,
    manual: 0,
    unknown: 0,
    allBranches: 0,
    recovered: 0,
  };
  for (const quarantine of quarantines) {
    summary[quarantine.source ?? 'unknown'] += 1;
    if (quarantine.branch === null) summary.allBranches += 1;
    if (quarantine.is_recovered) summary.recovered += 1;
  }
  return summary;
}

/** Branches that have a quarantine ("every branch" cannot be filtered on). */
export function branchChoices(quarantines: readonly QuarantinedTest[]): string[] {
  return [...new Set(quarantines.flatMap((quarantine) => quarantine.branch ?? []))].sort((a, b) => a.localeCompare(b));
}

/** Quarantined tests by name, valued by `test_id` (what the list's test filter takes). */
export function testChoices(quarantines: readonly QuarantinedTest[]): { value: string; label: string }[] {
  const byId = new Map<string, string>();
  for (const quarantine of quarantines) if (!byId.has(quarantine.test_id)) byId.set(quarantine.test_id, quarantine.test_name);
  return [...byId]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
}
