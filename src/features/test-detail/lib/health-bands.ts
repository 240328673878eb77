import type { HealthStatus, HealthTransition } from '@/api/types';
import {
  episodeFirstFailure,
  RETAINED_DAYS,
  retainedFrom,
  transitionInterval,
  type FailureGroupSpan,
  type KnownFailure,
} from '@/domain/tests/episode-times';
import { formatDay, formatHeldDuration } from '@/lib/format';

/** A stretch of the window in one health state, opened by `transition`. */
export type HealthBand = { from: number; to: number; status: HealthStatus; transition: HealthTransition };

/** Each transition holds until the next, clipped to the window; a history predating it starts at the window's start. */
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

export type HistoryOrigin = { kind: 'no-activity' } | { kind: 'predates-window'; at: number } | { kind: 'began-in-window'; at: number };

/** `first_activity_at` at or before the window's start: the history predates the window. */
export function historyOrigin(firstActivityAt: string | null, windowStart: number): HistoryOrigin {
  if (firstActivityAt === null) return { kind: 'no-activity' };
  const at = Date.parse(firstActivityAt);
  return at <= windowStart ? { kind: 'predates-window', at } : { kind: 'began-in-window', at };
}

/** When a band began: it held at the window's start, its first failing run, or the bucket of the change. */
export type BandStart =
  | { kind: 'window-start'; at: number; keptHistoryStart: boolean }
  | { kind: 'first-failure'; failure: KnownFailure }
  | { kind: 'between'; from: number; to: number };

/** A band with when it began, how long it held (`min` to `max`, as exactly as its ends are known; `soFar` where it holds now), and the
 * pull request it names as its cause: none for an episode under way when the window opened. */
export type DatedBand = HealthBand & { start: BandStart; held: { min: number; max: number; soFar: boolean }; cause: PullRequest };
type PullRequest = HealthTransition['pull_request'];

/** The earliest and latest instants a band can have begun at. */
function startBounds(start: BandStart): [number, number] {
  if (start.kind === 'between') return [start.from, start.to];
  const at = start.kind === 'first-failure' ? Date.parse(start.failure.at) : start.at;
  return [at, at];
}

export function datedBands(
  bands: readonly HealthBand[],
  { window, bucketMs, failures, now }: { window: { start: number }; bucketMs: number; failures: readonly FailureGroupSpan[]; now: number },
): DatedBand[] {
  const starts = bands.map((band, index): BandStart => {
    const failure = episodeFirstFailure(band.transition, bands[index - 1]?.transition.at ?? null, failures);
    if (band.from <= window.start) return { kind: 'window-start', at: band.from, keptHistoryStart: window.start <= retainedFrom(now) };
    return failure === null
      ? { kind: 'between', ...transitionInterval(Date.parse(band.transition.at), bucketMs) }
      : { kind: 'first-failure', failure };
  });
  return bands.map((band, index) => {
    const start = starts[index] as BandStart;
    const next = bands[index + 1];
    const [fromLow, fromHigh] = startBounds(start);
    const [toLow, toHigh] = next ? startBounds(starts[index + 1] as BandStart) : [band.to, band.to];
    const held = { min: Math.max(0, toLow - fromHigh), max: Math.max(0, toHigh - fromLow), soFar: !next && band.to >= now };
    return { ...band, start, held, cause: start.kind === 'window-start' ? null : (band.transition.pull_request ?? null) };
  });
}

/** "5 hours", "3 days 3 hours to 3 days 7 hours", or "at least 2 days 4 hours" for a band that began before the window. A bound
 * rounds outwards (7 days 2 h 35 min so far is "at least 7 days 2 hours", never 3), an exact length to the nearest hour. */
export function heldForText({ held: { min, max }, start }: DatedBand): string {
  if (start.kind === 'window-start') return `at least ${formatHeldDuration(min, Math.floor)}`;
  if (min === max) return formatHeldDuration(min);
  const [low, high] = [formatHeldDuration(min, Math.floor), formatHeldDuration(max, Math.ceil)];
  return low === high ? low : `${low} to ${high}`;
}

/** "Since at least Oct 21 (the first of the 30 days kept)": a start the kept history cannot see past. */
export function keptHistorySentence(at: number | string): string {
  return `Since at least ${formatDay(at)} (the first of the ${RETAINED_DAYS} days kept)`;
}
