// Every run of a batch's checks ("attempt") and the speculative_check_pull_request objects that snapshot
// it. Draft pull request numbers are handed out at the end, in order of checks start, from a range of
// their own, so the numbers grow with time like real draft PRs do; in-place attempts keep the user's own
// pull request number. A retry is a new attempt, hence a new number.
import type { components } from '@/api/generated/schema';

export type SpeculativeCheckPullRequest = components['schemas']['Signals_SpeculativeCheckPullRequest'];

export interface SpeculativeAttempt {
  startAt: number;
  inPlace: boolean;
  /** The number once assigned (the user's pull request when in place). */
  number: number;
  readonly snapshots: SpeculativeCheckPullRequest[];
}

export class SpeculativeAttemptRegistry {
  private readonly attempts: SpeculativeAttempt[] = [];

  create(startAt: number, inPlaceNumber: number | null): SpeculativeAttempt {
    const attempt: SpeculativeAttempt = {
      startAt,
      inPlace: inPlaceNumber !== null,
      number: inPlaceNumber ?? 0,
      snapshots: [],
    };
    this.attempts.push(attempt);
    return attempt;
  }

  snapshot(
    attempt: SpeculativeAttempt,
    fields: Omit<SpeculativeCheckPullRequest, 'number' | 'in_place'>,
  ): SpeculativeCheckPullRequest {
    const snapshot: SpeculativeCheckPullRequest = { number: attempt.number, in_place: attempt.inPlace, ...fields };
    attempt.snapshots.push(snapshot);
    return snapshot;
  }

  /** Numbers draft attempts firstNumber, firstNumber + 1, … in order of start. Returns the count. */
  assignDraftNumbers(firstNumber: number): number {
    const drafts = this.attempts.filter((attempt) => !attempt.inPlace).sort((a, b) => a.startAt - b.startAt);
    drafts.forEach((attempt, index) => {
      attempt.number = firstNumber + index;
      for (const snapshot of attempt.snapshots) snapshot.number = attempt.number;
    });
    return drafts.length;
  }
}
