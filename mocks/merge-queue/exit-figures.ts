// The statistics of how queue sessions ended, each session counted once at its `action.queue.leave`:
// checks outcomes, exit reasons, failure rate and the batches saved by skipping intermediate results.
import { groupFields, groupsInWindow, intervalBounds, itemsByGroupAndInterval } from './grouped-intervals';
import { noChecksOutcomes } from './checks-outcome-keys';
import { ratio } from './figures-math';
import type { QueueHistory } from './queue-history';
import { compareText, groupId } from './queue-group';
import type { QueueStatsQuery, QueueStatsSchemas } from './queue-stats-query';
import {
  checksOutcomeOf,
  CHECKS_FAILURE_EXITS,
  endedAt,
  exitReasonOf,
  isEnded,
  SKIPPED_INTERMEDIATE_RESULTS,
  type EndedSession,
} from './session-exits';
import { inWindow, planIntervals } from './stats-intervals';

function endedSessions(history: QueueHistory): EndedSession[] {
  return history.sessions.filter(isEnded);
}

function sessionsByInterval(history: QueueHistory, query: QueueStatsQuery) {
  const plan = planIntervals(query.window);
  const groups = groupsInWindow(history, query.window, query.filters);
  return itemsByGroupAndInterval(groups, endedSessions(history), endedAt, plan);
}

/** Non-zero counts of a name, sorted by name. */
function countsByName(sessions: readonly EndedSession[], nameOf: (session: EndedSession) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const session of sessions) {
    const name = nameOf(session);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => compareText(a, b));
}

export function checksOutcome(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['ChecksOutcomeResponse'] {
  const groups = groupsInWindow(history, query.window, query.filters);
  const stats = new Map(groups.map((key) => [groupId(key), noChecksOutcomes() as Record<string, number>]));
  for (const session of endedSessions(history)) {
    if (!inWindow(query.window, session.leave.at)) continue;
    const counts = stats.get(groupId(session.key));
    if (counts === undefined) continue;
    const outcome = checksOutcomeOf(session.leave);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return {
    groups: groups.map((key) => ({ ...groupFields(key), stats: stats.get(groupId(key)) as QueueStatsSchemas['QueueChecksOutcome'] })),
  };
}

export function checksOutcomeByInterval(
  history: QueueHistory,
  query: QueueStatsQuery,
): QueueStatsSchemas['ChecksOutcomeByIntervalResponse'] {
  return {
    groups: sessionsByInterval(history, query).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.flatMap(({ interval, items: sessions }) =>
        countsByName(sessions, (session) => checksOutcomeOf(session.leave)).map(([check_outcome, count]) => ({
          ...intervalBounds(interval),
          check_outcome,
          count,
        })),
      ),
    })),
  };
}

export function exitReasons(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['PrExitReasonResponse'] {
  return {
    groups: sessionsByInterval(history, query).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.flatMap(({ interval, items: sessions }) =>
        countsByName(sessions, (session) => exitReasonOf(session.leave)).map(([exit_reason, count]) => ({
          ...intervalBounds(interval),
          exit_reason,
          count,
        })),
      ),
    })),
  };
}

/**
 * The vendor's meaning since August 2026: of every exit (merges included), those whose reason is failed
 * or timed-out checks; interrupted checks and pull requests dropped untested by bisection are no failure.
 */
export function failureRate(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['FailureRateResponse'] {
  return {
    groups: sessionsByInterval(history, query).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.map(({ interval, items: sessions }) => {
        const failures = sessions.filter((session) => CHECKS_FAILURE_EXITS.has(exitReasonOf(session.leave))).length;
        return { ...intervalBounds(interval), total: sessions.length, failures, failure_rate: ratio(failures, sessions.length) };
      }),
    })),
  };
}

/**
 * Batches whose pull requests left merged as `PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED`: one per batch
 * (`batch_id` of the leave; the session itself when it has none), in the interval of its first such exit.
 */
export function skipIntermediateResults(
  history: QueueHistory,
  query: QueueStatsQuery,
): QueueStatsSchemas['SkipIntermediateResultsResponse'] {
  const seen = new Set<string>();
  const inExitOrder = endedSessions(history).sort((a, b) => a.leave.at - b.leave.at);
  const firstExits = inExitOrder.filter((session) => {
    if (session.leave.dequeueCode !== SKIPPED_INTERMEDIATE_RESULTS) return false;
    const batch = session.leave.batchId ?? session.id;
    if (seen.has(batch)) return false;
    seen.add(batch);
    return true;
  });
  const plan = planIntervals(query.window);
  const groups = groupsInWindow(history, query.window, query.filters);
  return {
    groups: itemsByGroupAndInterval(groups, firstExits, endedAt, plan).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.map(({ interval, items: saved }) => ({ ...intervalBounds(interval), batches_saved: saved.length })),
    })),
  };
}
