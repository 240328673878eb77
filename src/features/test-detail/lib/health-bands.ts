import type { HealthStatus, HealthTransition } from '@/api/types';
import {
  episodeFirstFailure,
  retainedFrom,
  transitionInterval,
  type FailureGroupSpan,
  type KnownFailure,
} from '@/domain/tests/episode-times';

/** A stretch of the window in one health state, opened by `transition`. */
export type HealthBand = { from: number; to: number; status: HealthStatus; transition: HealthTransition };

/**
 * Health bands over the window: each transition holds from its `at` until the next one (the last until
 * the window's end). Bands are clipped to the window so a chart can draw them edge to edge. When the
 * history predates the window, the first verdict holds from the window's start: the service gives no
 * point before its first retained run (a window starting where the kept history starts gets its first
 * point at the first bucket's end), but the test was already running, under that verdict's runs.
 */
export function healthBands(
  transitions: readonly HealthTransition[],
  window: { start: number; end: number },
  { historyPredatesWindow = false }: { historyPredatesWindow?: boolean } = {},
): HealthBand[] {
  const bands: HealthBand[] = [];
  transitions.forEach((transition, index) => {
    const next = transitions[index + 1];
    const from = index === 0 && historyPredatesWindow ? window.start : Math.max(Date.parse(transition.at), window.start);
    const to = Math.min(next === undefined ? window.end : Date.parse(next.at), window.end);
    if (to > from) bands.push({ from, to, status: transition.health_status, transition });
  });
  return bands;
}

/** Where the test's history starts relative to the window. */
export type HistoryOrigin = { kind: 'no-activity' } | { kind: 'predates-window'; at: number } | { kind: 'began-in-window'; at: number };

/**
 * `first_activity_at` is the start of the earliest bucket with runs, buckets being cut on UTC boundaries:
 * at or before the window's start (the first bucket holds it), the history predates the window (or its
 * retention); after it, the test first ran inside it.
 */
export function historyOrigin(firstActivityAt: string | null, windowStart: number): HistoryOrigin {
  if (firstActivityAt === null) return { kind: 'no-activity' };
  const at = Date.parse(firstActivityAt);
  return at <= windowStart ? { kind: 'predates-window', at } : { kind: 'began-in-window', at };
}

/**
 * When a band's health began, as exactly as the answers allow:
 * - `window-start`: it already held when the window opened (`keptHistoryStart`: the window opens where
 *   the kept history starts, so it began at least that long ago);
 * - `first-failure`: an unhealthy episode whose first failing run a failure group pins down;
 * - `between`: otherwise the bucket the transition sums up (a boundary is not an event time).
 */
export type BandStart =
  | { kind: 'window-start'; at: number; keptHistoryStart: boolean }
  | { kind: 'first-failure'; failure: KnownFailure }
  | { kind: 'between'; from: number; to: number };

export function bandStarts(
  bands: readonly HealthBand[],
  { window, bucketMs, failures, now }: { window: { start: number }; bucketMs: number; failures: readonly FailureGroupSpan[]; now: number },
): BandStart[] {
  return bands.map((band, index): BandStart => {
    if (band.from <= window.start) return { kind: 'window-start', at: band.from, keptHistoryStart: window.start <= retainedFrom(now) };
    const previous = bands[index - 1];
    const failure = episodeFirstFailure(band.transition, previous === undefined ? null : previous.transition.at, failures);
    if (failure !== null) return { kind: 'first-failure', failure };
    return { kind: 'between', ...transitionInterval(Date.parse(band.transition.at), bucketMs) };
  });
}

/** The pull request a band names as its cause: none for an episode already under way when the window opened. */
export function bandCause(band: HealthBand, start: BandStart): HealthBand['transition']['pull_request'] {
  return start.kind === 'window-start' ? null : (band.transition.pull_request ?? null);
}
