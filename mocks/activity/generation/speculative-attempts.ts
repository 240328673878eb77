// Runs of a batch's checks and their speculative_check_pull_request snapshots. Draft numbers are handed out
// at reveal, in order of checks start, so they grow with time; in-place attempts keep the user's number.
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
  /** Draft attempts not numbered yet. */
  private readonly pending: SpeculativeAttempt[] = [];

  create(startAt: number, inPlaceNumber: number | null): SpeculativeAttempt {
    const attempt: SpeculativeAttempt = {
      startAt,
      inPlace: inPlaceNumber !== null,
      number: inPlaceNumber ?? 0,
      snapshots: [],
    };
    if (!attempt.inPlace) this.pending.push(attempt);
    return attempt;
  }

  snapshot(attempt: SpeculativeAttempt, fields: Omit<SpeculativeCheckPullRequest, 'number' | 'in_place'>): SpeculativeCheckPullRequest {
    const snapshot: SpeculativeCheckPullRequest = { number: attempt.number, in_place: attempt.inPlace, ...fields };
    attempt.snapshots.push(snapshot);
    return snapshot;
  }

  /** Numbers the draft attempts started by `time`, in order of start, before any of their events is shown. */
  numberStartedBy(time: number, numbers: { next: number }): void {
    for (const attempt of takeDue(this.pending, time, (item) => item.startAt)) {
      attempt.number = numbers.next;
      numbers.next += 1;
      for (const snapshot of attempt.snapshots) snapshot.number = attempt.number;
    }
  }
}

// What is only known once every story around a moment is written is filled in at reveal, in time order.
/** Removes and returns the pending items due by `time`, oldest first (ties in the order they were added). */
export function takeDue<T>(pending: T[], time: number, at: (item: T) => number): T[] {
  pending.sort((a, b) => at(a) - at(b));
  const notDue = pending.findIndex((item) => at(item) > time);
  return pending.splice(0, notDue < 0 ? pending.length : notDue);
}
