// Small builders for the rules' unit tests: runs described by hours since a base time.
import { CANCELLED, FAILED, PASSED, SKIPPED, columnsFromRuns, type RunColumns, type RunInput } from '../run-columns';
import { HOUR_MS } from '../time-constants';

export const BASE = Date.UTC(2025, 5, 1, 0, 0, 0);
export const at = (hours: number): number => BASE + hours * HOUR_MS;

const CODES = { P: PASSED, F: FAILED, S: SKIPPED, C: CANCELLED } as const;

export interface RunSpec {
  /** Hours after BASE. */
  h: number;
  /** P passed, F failed, S skipped, C cancelled. */
  c: keyof typeof CODES;
  commit?: number;
  attempt?: number;
  identity?: number;
  durationMs?: number;
  kind?: number;
}

export function runs(specs: readonly RunSpec[]): RunColumns {
  return columnsFromRuns(
    specs.map((spec, index): RunInput => ({
      time: at(spec.h),
      duration: spec.durationMs ?? 1000,
      conclusion: CODES[spec.c],
      attempt: spec.attempt ?? 1,
      commit: spec.commit ?? index,
      failureKind: spec.c === 'F' ? (spec.kind ?? 0) : -1,
      identity: spec.identity ?? 0,
    })),
  );
}

/** One run per hour from `startHour`, each on its own commit, conclusions from a string like "PPFF". */
export function sequence(pattern: string, startHour = 0, firstCommit = 0): RunSpec[] {
  return [...pattern].map((c, index) => ({ h: startHour + index, c: c as RunSpec['c'], commit: firstCommit + index }));
}
