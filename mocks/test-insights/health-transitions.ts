// Health transitions (operation 4). The window's bucket boundaries (absolute UTC ones, see buckets.ts)
// are the sampling moments: the first bucket's start, then each bucket's end, the last one reaching
// past the window sampled at the window's end; none before the test's first retained run. At each
// moment the verdict is the badge as it read then: the worst of the test's identities' verdicts (one
// health per test, test-health.ts; each classifyHealthAt: every run before that moment, within the
// lookback), so it depends on the moment alone and windows starting at different hours
// agree at every boundary they share. A moment after `now` reads the current badge and is stamped
// `now` (never a time to come). Consecutive equal verdicts collapse, so entries always differ and the
// last one is the badge at the window's end (today's badge for a window reaching now).
//   exception_type / pull_request: from the first failing run of the episode an unhealthy entry opens:
//     the first failure in the verdict's lookback since the previous entry (for broken, the start of
//     the trailing failure streak when that is earlier), over every identity's runs. Null, as the API document says, for
//     recoveries, for untraceable commits, when that run is no longer retained (a later failure is not
//     the episode's first, and its pull request is not the cause), and on a first point that reports
//     the test already unhealthy when the window opened (its episode began before the window).
import { buildBuckets } from './buckets';
import { BROKEN, HEALTHY, brokenStreakStart, classifyHealthAt, healthRange } from './health';
import { FAILED, lowerBound, rangeOf, type RunColumns } from './run-columns';
import type { Commit, FailureKind, TestDefinition } from './test-run-store';
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
  /** Every run of the test, merged across its identities (where its history starts and its activity). */
  columns: RunColumns;
  /** Each identity's runs, whose worst verdict is the test's; a test of one identity when omitted. */
  identities?: readonly RunColumns[];
  commits: readonly Commit[];
  failureKinds: readonly FailureKind[];
}

/** A stored test as the transitions read it: its merged runs, each identity's, its failure kinds. */
export function testTransitionSource(test: TestDefinition, columns: RunColumns, commits: readonly Commit[]): TransitionSource {
  return { columns, identities: test.identities.map((identity) => identity.runs), commits, failureKinds: test.failureKinds };
}

/** Index of the first failed run in [from, to), or -1. */
function firstFailure(columns: RunColumns, from: number, to: number): number {
  for (let i = from; i < to; i += 1) if (columns.conclusion[i] === FAILED) return i;
  return -1;
}

/**
 * The failing run an unhealthy entry names: its episode's first failure, i.e. the first failure in the
 * verdict's lookback since the previous entry (or the start of the failing streak behind a broken
 * verdict, when earlier); -1 when there is none or it is no longer retained.
 */
function namedFailure(
  columns: RunColumns,
  previousAt: number | undefined,
  entry: { health: number; from: number; to: number },
  retainedFrom: number,
): number {
  const since = previousAt === undefined ? entry.from : Math.max(entry.from, lowerBound(columns.time, previousAt, entry.from, entry.to));
  // Every failure behind the verdict may predate the previous entry (e.g. broken turning flaky).
  let start = firstFailure(columns, since, entry.to);
  if (start < 0) start = firstFailure(columns, entry.from, entry.to);
  if (entry.health === BROKEN) {
    const streak = brokenStreakStart(columns, entry.from, entry.to);
    if (streak >= 0 && (start < 0 || streak < start)) start = streak;
  }
  return start >= 0 && (columns.time[start] as number) >= retainedFrom ? start : -1;
}

export function computeHealthTransitions(
  source: TransitionSource,
  window: { start: number; end: number },
  now: number,
  retainedFrom: number,
): HealthTransitionsResult {
  const { columns } = source;
  const buckets = buildBuckets(window.start, window.end);
  const opening = buckets[0]?.start;
  const moments = opening === undefined ? [] : [opening, ...buckets.map((bucket) => Math.min(bucket.end, window.end))];
  const identities = source.identities ?? [columns];
  const entries: { at: number; health: number }[] = [];
  // No verdict before the test's first retained run (the one first_activity_at and the series know);
  // later verdicts still weigh every run of their lookback.
  const firstRetained = lowerBound(columns.time, retainedFrom);
  for (const moment of moments) {
    const evaluatedAt = Math.min(moment, now);
    if (lowerBound(columns.time, evaluatedAt) <= firstRetained) continue;
    const health = Math.max(HEALTHY, ...identities.map((runs) => classifyHealthAt(runs, evaluatedAt)));
    if (entries[entries.length - 1]?.health === health) continue;
    entries.push({ at: evaluatedAt, health });
  }

  const transitions = entries.map((entry, index): TransitionPoint => {
    const point: TransitionPoint = { at: entry.at, health: entry.health, exceptionType: null, pullRequest: null };
    if (entry.health === HEALTHY) return point;
    // Unhealthy when the first bucket opened: the episode began before it.
    if (index === 0 && entry.at === opening) return point;
    const [from, to] = healthRange(columns, entry.at);
    const failing = namedFailure(columns, entries[index - 1]?.at, { health: entry.health, from, to }, retainedFrom);
    if (failing < 0) return point;
    point.exceptionType = source.failureKinds[columns.failureKind[failing] as number]?.exceptionType ?? null;
    const commit = source.commits[columns.commit[failing] as number];
    point.pullRequest = commit?.pullRequest?.mergedAt != null ? commit.pullRequest : null;
    return point;
  });

  const [activeFrom, activeTo] = rangeOf(columns, Math.max(window.start, retainedFrom), window.end);
  let firstActivityAt: number | null = null;
  if (activeFrom < activeTo) {
    const firstRun = columns.time[activeFrom] as number;
    firstActivityAt = buckets.find((bucket) => firstRun >= bucket.start && firstRun < bucket.end)?.start ?? null;
  }
  return { transitions, firstActivityAt };
}
