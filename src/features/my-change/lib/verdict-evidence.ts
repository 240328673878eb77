import type { HealthTransition, TestDetails } from '@/api/types';
import { isHealthStatus } from '@/domain/tests/health';
import type { VerdictEvidence } from './change-verdict';

/** The API's answers about one test, as the verdict reads them. */
export function toVerdictEvidence({ details, transitions }: { details: TestDetails; transitions: readonly HealthTransition[] }): VerdictEvidence {
  return {
    // The API types health as a string; a value newer than this dashboard reads as broken would be a
    // guess, so it is read as healthy-with-history (the verdict then says "unclear" or "likely yours").
    health: isHealthStatus(details.health_status) ? details.health_status : 'healthy',
    transitions: transitions.map((transition) => ({
      at: transition.at,
      health_status: transition.health_status,
      pull_request: transition.pull_request ?? null,
    })),
    firstFailure: { at: details.first_failure_at, commit: details.first_failure_commit, pull: details.first_failure_pull },
    lastFailureAt: details.last_failure_at,
  };
}
