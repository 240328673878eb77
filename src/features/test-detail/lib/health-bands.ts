import type { HealthStatus, HealthTransition } from '@/api/types';

/** A stretch of the window in one health state, opened by `transition`. */
export type HealthBand = { from: number; to: number; status: HealthStatus; transition: HealthTransition };

/**
 * Health bands over the window: each transition holds from its `at` until the next one (the last until
 * the window's end). Bands are clipped to the window so a chart can draw them edge to edge.
 */
export function healthBands(transitions: readonly HealthTransition[], window: { start: number; end: number }): HealthBand[] {
  const bands: HealthBand[] = [];
  transitions.forEach((transition, index) => {
    const next = transitions[index + 1];
    const from = Math.max(Date.parse(transition.at), window.start);
    const to = Math.min(next === undefined ? window.end : Date.parse(next.at), window.end);
    if (to > from) bands.push({ from, to, status: transition.health_status, transition });
  });
  return bands;
}

/** Where the test's history starts relative to the window. */
export type HistoryOrigin =
  | { kind: 'no-activity' }
  | { kind: 'predates-window'; at: number }
  | { kind: 'began-in-window'; at: number };

/**
 * `first_activity_at` is the start of the earliest bucket with runs. At the window's edge it means the
 * history predates the window (or its retention); well after it, the test first ran inside it. The
 * first bucket starts at the window start, or (if a service aligns buckets down) before it; a minute
 * of slack absorbs the whole-second rounding of "now" between the requests of one page.
 */
export const WINDOW_EDGE_TOLERANCE_MS = 60_000;

export function historyOrigin(firstActivityAt: string | null, windowStart: number): HistoryOrigin {
  if (firstActivityAt === null) return { kind: 'no-activity' };
  const at = Date.parse(firstActivityAt);
  return at < windowStart + WINDOW_EDGE_TOLERANCE_MS ? { kind: 'predates-window', at } : { kind: 'began-in-window', at };
}
