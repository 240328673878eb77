// Every run of a batch's checks ("attempt") and the speculative_check_pull_request objects that snapshot
// it. Draft pull request numbers are handed out as the events are revealed, in order of checks start,
// from a range of their own, so the numbers grow with time like real draft PRs do; in-place attempts
// keep the user's own pull request number. A retry is a new attempt, hence a new number.
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
  private unsorted = false;

  create(startAt: number, inPlaceNumber: number | null): SpeculativeAttempt {
    const attempt: SpeculativeAttempt = {
      startAt,
      inPlace: inPlaceNumber !== null,
      number: inPlaceNumber ?? 0,
      snapshots: [],
    };
    if (!attempt.inPlace) {
      this.pending.push(attempt);
      this.unsorted = true;
    }
    return attempt;
  }

  snapshot(attempt: SpeculativeAttempt, fields: Omit<SpeculativeCheckPullRequest, 'number' | 'in_place'>): SpeculativeCheckPullRequest {
    const snapshot: SpeculativeCheckPullRequest = { number: attempt.number, in_place: attempt.inPlace, ...fields };
    attempt.snapshots.push(snapshot);
    return snapshot;
  }

  /**
   * Numbers the draft attempts started by `time` that have no number yet, in order of start, from
   * `numbers.next` on. Called as events are revealed, so the numbers grow with time across every block
   * of the history; an attempt is numbered before any of its events is shown.
   */
  numberStartedBy(time: number, numbers: { next: number }): void {
    if (this.unsorted) {
      this.pending.sort((a, b) => a.startAt - b.startAt);
      this.unsorted = false;
    }
    let done = 0;
    for (; done < this.pending.length; done += 1) {
      const attempt = this.pending[done] as SpeculativeAttempt;
      if (attempt.startAt > time) break;
      attempt.number = numbers.next;
      numbers.next += 1;
      for (const snapshot of attempt.snapshots) snapshot.number = attempt.number;
    }
    if (done > 0) this.pending.splice(0, done);
  }
}
