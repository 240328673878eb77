// Small builders for the rules' unit tests: runs described by hours since a base time.
import type { Conclusion, TestRun } from '../../mocks/test-insights/test-run-store';
import { HOUR_MS } from '../../mocks/test-insights/time-constants';

export const BASE = Date.UTC(2025, 5, 1, 0, 0, 0);
export const at = (hours: number): number => BASE + hours * HOUR_MS;

const CONCLUSIONS = { P: 'passed', F: 'failed', S: 'skipped', C: 'cancelled' } as const satisfies Record<string, Conclusion>;

export interface RunSpec {
  /** Hours after BASE. */
  h: number;
  /** P passed, F failed, S skipped, C cancelled. */
  c: keyof typeof CONCLUSIONS;
  commit?: number;
  attempt?: number;
  identity?: number;
  durationMs?: number;
  kind?: number;
}

/** The runs in time order (then by attempt). */
export function runs(specs: readonly RunSpec[]): TestRun[] {
  return specs
    .map((spec, index): TestRun => ({
      time: at(spec.h),
      durationMs: spec.durationMs ?? 1000,
      conclusion: CONCLUSIONS[spec.c],
      attempt: spec.attempt ?? 1,
      commit: spec.commit ?? index,
      failureKind: spec.c === 'F' ? (spec.kind ?? 0) : -1,
      identity: spec.identity ?? 0,
    }))
    .sort((a, b) => a.time - b.time || a.attempt - b.attempt);
}

/** One run per hour from `startHour`, each on its own commit, conclusions from a string like "PPFF". */
export function sequence(pattern: string, startHour = 0, firstCommit = 0): RunSpec[] {
  return [...pattern].map((c, index) => ({ h: startHour + index, c: c as RunSpec['c'], commit: firstCommit + index }));
}
