// How a queue session ended, in the two vocabularies the vendor uses for it: the checks outcome
// (`SUCCESS` or the dequeue code) and the exit reason (`PR_MERGED…` or the dequeue code).
import type { QueueSession, SessionLeave } from './queue-history';

/** A session whose `action.queue.leave` is in the log. */
export type EndedSession = QueueSession & { leave: SessionLeave };

/** Said when a leave carries no dequeue code (`dequeue_code: null`, "unknown" in the vendor's words). */
export const UNKNOWN_EXIT = 'UNKNOWN';

export function isEnded(session: QueueSession): session is EndedSession {
  return session.leave !== null;
}

export const endedAt = (session: EndedSession): number => session.leave.at;

export function checksOutcomeOf(leave: SessionLeave): string {
  if (leave.merged) return 'SUCCESS';
  return leave.dequeueCode ?? UNKNOWN_EXIT;
}

export function exitReasonOf(leave: SessionLeave): string {
  return leave.dequeueCode ?? (leave.merged ? 'PR_MERGED' : UNKNOWN_EXIT);
}

/** Merged on a later batch's result without its own check passing. */
export const SKIPPED_INTERMEDIATE_RESULTS = 'PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED';

/** The exit reasons the failure rate counts as failures: the checks failed or ran out of time. */
export const CHECKS_FAILURE_EXITS: ReadonlySet<string> = new Set(['CHECKS_FAILED', 'CHECKS_TIMEOUT']);
