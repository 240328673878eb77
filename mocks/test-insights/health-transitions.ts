// Health transitions (operation 4). The window's bucket boundaries are the sampling moments: the
// window start, then each bucket's end (the window end for a last bucket reaching past it). At each moment the verdict is the badge as it read then
// (classifyHealthAt: every run before that moment, within the lookback); moments after `now` read the
// current badge. Consecutive equal verdicts collapse, so entries always differ and the last one is
// the badge at the window's end.
//   exception_type / pull_request: from the first failing run of the episode a transition opens:
//     broken -> the first failure of the trailing failure streak; flaky -> the first failure of a
//     flaky (mixed-result) commit since the previous entry. Null for recoveries, for a first point at
//     the window start (the episode began before the window), and when that run is not retained.
import { buildBuckets } from './buckets';
import {
  BROKEN,
  FLAKY,
  HEALTHY,
  brokenStreakStart,
  classifyRange,
  firstFlakyFailure,
  healthRange,
} from './health';
import { lowerBound, rangeOf, type RunColumns } from './run-columns';
import type { Commit, FailureKind } from './test-run-store';
import type { PullRequest } from '../store/records';

export interface TransitionPoint {
  at: number;
  health: number;
  exceptionType: string | null;
  pullRequest: PullRequest | null;
}

export interface HealthTransitionsResult {
  transitions: TransitionPoint[];
  firstActivityAt: number | null;
}

export interface TransitionSource {
  columns: RunColumns;
  commits: readonly Commit[];
  failureKinds: readonly FailureKind[];
}

export function computeHealthTransitions(
  source: TransitionSource,
  window: { start: number; end: number },
  now: number,
  retainedFrom: number,
): HealthTransitionsResult {
  const { columns } = source;
  const buckets = buildBuckets(window.start, window.end);
  // A last bucket reaching past the window end is sampled at the end: the window ends on the badge as
  // it read then.
  const moments = [window.start, ...buckets.map((bucket) => Math.min(bucket.end, window.end))];
  const transitions: TransitionPoint[] = [];

  for (const moment of moments) {
    const evaluatedAt = Math.min(moment, now);
    // No verdict before the test's first run.
    if (lowerBound(columns.time, evaluatedAt) === 0) continue;
    const [from, to] = healthRange(columns, evaluatedAt);
    const health = classifyRange(columns, from, to);
    const previous = transitions[transitions.length - 1];
    if (previous && previous.health === health) continue;

    const point: TransitionPoint = { at: moment, health, exceptionType: null, pullRequest: null };
    const episodeBeganBeforeWindow = !previous && moment === window.start;
    if (health !== HEALTHY && !episodeBeganBeforeWindow) {
      const sinceIndex = previous ? Math.max(from, lowerBound(columns.time, previous.at, from, to)) : from;
      let failing = -1;
      if (health === BROKEN) failing = brokenStreakStart(columns, from, to);
      else if (health === FLAKY) {
        failing = firstFlakyFailure(columns, sinceIndex, to);
        if (failing < 0) failing = firstFlakyFailure(columns, from, to);
      }
      if (failing >= 0 && (columns.time[failing] as number) >= retainedFrom) {
        const kind = source.failureKinds[columns.failureKind[failing] as number];
        point.exceptionType = kind?.exceptionType ?? null;
        const commit = source.commits[columns.commit[failing] as number];
        point.pullRequest = commit?.pullRequest?.mergedAt != null ? commit.pullRequest : null;
      }
    }
    transitions.push(point);
  }

  const [activeFrom, activeTo] = rangeOf(columns, Math.max(window.start, retainedFrom), window.end);
  let firstActivityAt: number | null = null;
  if (activeFrom < activeTo) {
    const firstRun = columns.time[activeFrom] as number;
    firstActivityAt = buckets.find((bucket) => firstRun >= bucket.start && firstRun < bucket.end)?.start ?? null;
  }
  return { transitions, firstActivityAt };
}
