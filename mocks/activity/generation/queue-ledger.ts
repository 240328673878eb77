// Who is in which queue when, so `action.queue.change` can report the real queue size and conflicts can
// name pull requests that were actually ahead. Sizes are filled in once every session is known.
import type { EventMetadataOf } from '../event-metadata-types';

type QueueChangeMetadata = EventMetadataOf<'action.queue.change'>;

interface QueueTimeline {
  enters: number[];
  leaves: number[];
  sessions: { pullRequest: number; enterAt: number; leaveAt: number }[];
}

export class QueueLedger {
  private readonly queues = new Map<string, QueueTimeline>();
  private readonly changes: { key: string; at: number; metadata: QueueChangeMetadata }[] = [];

  private timeline(branch: string, queueName: string): QueueTimeline {
    const key = `${branch}\n${queueName}`;
    let timeline = this.queues.get(key);
    if (!timeline) {
      timeline = { enters: [], leaves: [], sessions: [] };
      this.queues.set(key, timeline);
    }
    return timeline;
  }

  /** leaveAt = Infinity for a pull request still queued. */
  recordSession(branch: string, queueName: string, pullRequest: number, enterAt: number, leaveAt: number): void {
    const timeline = this.timeline(branch, queueName);
    timeline.enters.push(enterAt);
    timeline.leaves.push(leaveAt);
    timeline.sessions.push({ pullRequest, enterAt, leaveAt });
  }

  trackChange(branch: string, queueName: string, at: number, metadata: QueueChangeMetadata): void {
    this.changes.push({ key: `${branch}\n${queueName}`, at, metadata });
  }

  /** Pull requests queued on this branch at `at` (other than `except`), oldest entry first. */
  queuedAt(branch: string, queueName: string, at: number, except: number): number[] {
    return this.timeline(branch, queueName)
      .sessions.filter((session) => session.enterAt < at && session.leaveAt > at && session.pullRequest !== except)
      .sort((a, b) => a.enterAt - b.enterAt)
      .map((session) => session.pullRequest);
  }

  /** Fills every tracked change with the queue size just after it. */
  finalizeSizes(): void {
    const upperBound = (values: number[], target: number): number => {
      let lo = 0;
      let hi = values.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((values[mid] ?? 0) <= target) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    for (const timeline of this.queues.values()) {
      timeline.enters.sort((a, b) => a - b);
      timeline.leaves.sort((a, b) => a - b);
    }
    for (const change of this.changes) {
      const timeline = this.queues.get(change.key);
      if (!timeline) continue;
      // In the queue just after `at`: entered at or before it, not yet left (a leave at `at` counts as gone).
      const entered = upperBound(timeline.enters, change.at);
      const left = upperBound(timeline.leaves, change.at);
      change.metadata.size = Math.max(0, entered - left);
    }
  }
}
