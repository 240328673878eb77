import type { HealthStatus } from '@/api/types';
import { HOUR_MS, DAY_MS } from '@/lib/time-constants';

/* When an episode of a test's health began, told as exactly as the API allows. */

/** Days of runs the test insights keep (the product says 30 everywhere; the API document is silent). */
export const RETAINED_DAYS = 30;

/** A verdict weighs the runs of the 7 days before it: an episode's first failure is no older than that. */
const VERDICT_LOOKBACK_MS = 7 * DAY_MS;

/** The boundary at or before `ms` of buckets `width` wide, cut on UTC multiples of the width. */
export const floorTo = (ms: number, width: number) => Math.floor(ms / width) * width;

export const floorToHour = (ms: number) => floorTo(ms, HOUR_MS);

/** Where the kept history starts at `now`: 30 days before the current hour (the service's rule). */
export function retainedFrom(now: number): number {
  return floorToHour(now) - RETAINED_DAYS * DAY_MS;
}

/** Whether the first kept failure belongs to an unhealthy episode already under way when the history began. */
export function isAtRetentionEdge(
  firstFailureAt: string | null,
  history: {
    window: { start: string };
    first_activity_at: string | null;
    transitions: ReadonlyArray<{ at: string; health_status: HealthStatus }>;
  },
  now: number,
): boolean {
  if (firstFailureAt === null || history.first_activity_at === null) return false;
  const windowStart = Date.parse(history.window.start);
  // Only a window opening where the kept history opens can tell.
  if (windowStart > retainedFrom(now)) return false;
  // Buckets are cut on boundaries: a history older than the window has its first bucket holding the start.
  if (Date.parse(history.first_activity_at) > windowStart) return false;
  const [first, second] = history.transitions;
  if (first === undefined || first.health_status === 'healthy') return false;
  return second === undefined || Date.parse(firstFailureAt) < Date.parse(second.at);
}

/** The width the statistics and health-transitions operations choose for a window (service's rule). */
export function bucketWidthFor(spanMs: number): number {
  if (spanMs <= 2 * DAY_MS) return HOUR_MS;
  if (spanMs <= 8 * DAY_MS) return 4 * HOUR_MS;
  if (spanMs <= 60 * DAY_MS) return DAY_MS;
  return 2 * DAY_MS;
}

/** The bucket a transition stamped at `at` sums up: (bucket start, at]. */
export function transitionInterval(at: number, bucketMs: number): { from: number; to: number } {
  return { from: floorTo(at - 1, bucketMs), to: at };
}

/** What the failures operation tells of a failure group (a test's failures of one exception and message). */
export type FailureGroupSpan = { id: string; exception_type: string; first_failure_at: string; last_failure_at: string };

/** An episode's first failing run, as a failure group knows it: its time and the group to open. */
export type KnownFailure = { at: string; failureId: string };

/** The episode's first failure since the previous transition (7-day lookback) carrying the transition's exception type. */
export function episodeFirstFailure(
  transition: { at: string; health_status: HealthStatus; exception_type?: string | null },
  previousAt: string | null,
  groups: readonly FailureGroupSpan[],
): KnownFailure | null {
  if (transition.health_status === 'healthy' || !transition.exception_type) return null;
  const at = Date.parse(transition.at);
  const spanStart = Math.max(at - VERDICT_LOOKBACK_MS, previousAt === null ? -Infinity : Date.parse(previousAt));
  let first: KnownFailure | null = null;
  for (const group of groups) {
    if (group.exception_type !== transition.exception_type) continue;
    const groupFirst = Date.parse(group.first_failure_at);
    const groupLast = Date.parse(group.last_failure_at);
    if (groupLast < spanStart || groupFirst > at) continue;
    if (groupFirst < spanStart) return null;
    if (first === null || groupFirst < Date.parse(first.at)) first = { at: group.first_failure_at, failureId: group.id };
  }
  return first;
}

/** Activity-log events that record a pull request's merge (by the queue, or by hand). */
export const MERGE_EVENT_TYPES = ['action.queue.merged', 'action.merge'] as const;

/** The merge time of each pull request, from its merge events (the earliest, should there be two). */
export function mergeTimes(events: ReadonlyArray<{ type: string; received_at: string; pull_request: number | null }>): Map<number, string> {
  const merged = new Map<number, string>();
  for (const event of events) {
    if (event.pull_request === null || !(MERGE_EVENT_TYPES as readonly string[]).includes(event.type)) continue;
    const known = merged.get(event.pull_request);
    if (known === undefined || Date.parse(event.received_at) < Date.parse(known)) merged.set(event.pull_request, event.received_at);
  }
  return merged;
}
