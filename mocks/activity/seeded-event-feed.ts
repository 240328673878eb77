// One store's view of a seeded history: appends its events to the store's log as the store's clock
// reaches them. Several stores may read one history.
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
