// Health transitions (operation 4): the badge (worst identity's) at each bucket boundary of the window (absolute
// UTC ones, so windows agree where they overlap), from the first retained run on; equal neighbours collapse. An
// unhealthy entry names the exception and pull request of the failing run that opened its episode, when traceable.
import { buildBuckets } from './buckets';
import { BROKEN, HEALTHY, brokenStreakStart, classifyHealthAt, healthWindow } from './health';
import { runsIn, testRuns, type Commit, type FailureKind, type TestDefinition, type TestRun } from './test-run-store';
import { firstAtOrAfter } from '../core/date-time';
import type { PullRequest } from '../store/records';

export interface TransitionPoint {
  at: number;
  health: number;
  exceptionType: string | null;
  pullRequest: PullRequest | null;
}

export interface TransitionSource {
  /** Every run of the test, in time order. */
  runs: readonly TestRun[];
  /** Each identity's runs, whose worst verdict is the test's; a test of one identity when omitted. */
  identities?: readonly (readonly TestRun[])[];
  commits: readonly Commit[];
  failureKinds: readonly FailureKind[];
}

export function testTransitionSource(test: TestDefinition, commits: readonly Commit[]): TransitionSource {
  return { runs: testRuns(test), identities: test.identities.map((identity) => identity.runs), commits, failureKinds: test.failureKinds };
}

/** The failing run an unhealthy entry names, or undefined when none (or past the retention). */
function namedFailure(lookback: readonly TestRun[], health: number, previousAt: number | undefined, retainedFrom: number) {
  const failures = lookback.filter((run) => run.conclusion === 'failed');
  // Every failure behind the verdict may predate the previous entry (e.g. broken turning flaky).
  let named = failures.find((run) => previousAt === undefined || run.time >= previousAt) ?? failures[0];
  const streak = health === BROKEN ? brokenStreakStart(lookback) : undefined;
  if (streak && (!named || lookback.indexOf(streak) < lookback.indexOf(named))) named = streak;
  return named && named.time >= retainedFrom ? named : undefined;
}

export function computeHealthTransitions(
  source: TransitionSource,
  window: { start: number; end: number },
  now: number,
  retainedFrom: number,
): { transitions: TransitionPoint[]; firstActivityAt: number | null } {
  const { runs } = source;
  const buckets = buildBuckets(window.start, window.end);
  const opening = buckets[0]?.start;
  const moments = opening === undefined ? [] : [opening, ...buckets.map((bucket) => Math.min(bucket.end, window.end))];
  const entries: { at: number; health: number }[] = [];
  for (const moment of moments) {
    const at = Math.min(moment, now);
    if (runsIn(runs, retainedFrom, at).length === 0) continue;
    const health = Math.max(HEALTHY, ...(source.identities ?? [runs]).map((identityRuns) => classifyHealthAt(identityRuns, at)));
    if (entries[entries.length - 1]?.health !== health) entries.push({ at, health });
  }

  const transitions = entries.map((entry, index): TransitionPoint => {
    const point: TransitionPoint = { ...entry, exceptionType: null, pullRequest: null };
    if (entry.health === HEALTHY || (index === 0 && entry.at === opening)) return point;
    const failing = namedFailure(healthWindow(runs, entry.at), entry.health, entries[index - 1]?.at, retainedFrom);
    if (!failing) return point;
    point.exceptionType = source.failureKinds[failing.failureKind]?.exceptionType ?? null;
    const commit = source.commits[failing.commit];
    point.pullRequest = commit?.pullRequest?.mergedAt != null ? commit.pullRequest : null;
    return point;
  });

  const firstRun = runs[firstAtOrAfter(runs, Math.max(window.start, retainedFrom))];
  const active = firstRun !== undefined && firstRun.time < window.end;
  const firstActivityAt = active
    ? (buckets.find((bucket) => firstRun.time >= bucket.start && firstRun.time < bucket.end)?.start ?? null)
    : null;
  return { transitions, firstActivityAt };
}
