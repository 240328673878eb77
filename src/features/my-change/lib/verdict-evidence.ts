import type { HealthTransitionsResponse, TestDetails } from '@/api/types';
import type { Windowed } from '@/domain/periods/time-window';
import { isAtRetentionEdge, retainedFrom } from '@/domain/tests/episode-times';
import { isHealthStatus } from '@/domain/tests/health';
import type { VerdictEvidence } from './change-verdict';

/** The details and the retained transitions as the verdict reads them; a first failure only kept names no pull request. */
export function toVerdictEvidence(
  details: TestDetails,
  { window, data: { transitions, first_activity_at } }: Windowed<HealthTransitionsResponse>,
  now: number = Date.now(),
): VerdictEvidence {
  const atEdge = isAtRetentionEdge(details.first_failure_at, { window, first_activity_at, transitions }, now);
  const keptFrom = atEdge ? new Date(retainedFrom(now)).toISOString() : null;
  const second = transitions[1];
  const firstFailureAt = details.first_failure_at === null ? null : Date.parse(details.first_failure_at);
  return {
    // The API types health as a string; a value newer than this dashboard reads as broken would be a
    // guess, so it is read as healthy-with-history (the verdict then says "unclear" or "likely yours").
    health: isHealthStatus(details.health_status) ? details.health_status : 'healthy',
    transitions: transitions.map((transition, index) => {
      // The first point opens the episode holding the kept history's first failure: under way before it.
      const beforeKept =
        keptFrom !== null &&
        index === 0 &&
        transition.health_status !== 'healthy' &&
        (second === undefined || (firstFailureAt !== null && firstFailureAt < Date.parse(second.at)));
      return {
        at: transition.at,
        health_status: transition.health_status,
        pull_request: beforeKept ? null : (transition.pull_request ?? null),
        exception_type: transition.exception_type ?? null,
        keptFrom: beforeKept ? keptFrom : null,
      };
    }),
    firstFailure: { at: details.first_failure_at, commit: details.first_failure_commit, pull: details.first_failure_pull, keptFrom },
    lastFailureAt: details.last_failure_at,
  };
}
