// One store's view of a seeded activity history: appends the history's events to the store's log as
// the store's clock reaches them (ids follow, in time order), leaving the later ones waiting. Several
// stores may read one history, each at its own time.
import type { ActivityEventLog } from './activity-event-log';
import type { EventHistory } from './generation/event-history';

export class SeededEventFeed {
  private position = 0;

  constructor(
    private readonly history: EventHistory,
    private readonly log: ActivityEventLog,
  ) {}

  /** Appends every written event up to `time` (inclusive) that is not in the log yet. */
  revealUntil(time: number): void {
    this.history.finalizeUntil(time);
    const drafts = this.history.drafts;
    while (this.position < drafts.length) {
      const draft = drafts[this.position];
      if (draft === undefined || draft.at > time) break;
      this.log.appendAt(draft.event, draft.at);
      this.position += 1;
    }
  }
}
