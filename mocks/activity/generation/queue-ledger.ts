// Who is in which queue when, so `action.queue.change` reports the real size (filled in at reveal) and
// conflicts name pull requests that were ahead.
import type { EventMetadataOf } from '../event-metadata-types';
import { takeDue } from './take-due';

type QueueChangeMetadata = EventMetadataOf<'action.queue.change'>;

interface TrackedChange {
  key: string;
  at: number;
  metadata: QueueChangeMetadata;
}

interface QueueTimeline {
  enters: number[];
  leaves: number[];
  sessions: { pullRequest: number; enterAt: number; leaveAt: number }[];
}

export class QueueLedger {
  private readonly queues = new Map<string, QueueTimeline>();
  /** Changes whose size is not filled in yet. */
  private readonly pending: TrackedChange[] = [];
  /** Sessions were added since the timelines were last sorted. */
  private dirty = false;

  private timeline(branch: string, queueName: string): QueueTimeline {
    const key = `${branch}\n${queueName}`;
    let timeline = this.queues.get(key);
    if (!timeline) {
      timeline = { enters: [], leaves: [], sessions: [] };
      this.queues.set(key, timeline);
    }
    return timeline;
  }

  recordSession(branch: string, queueName: string, pullRequest: number, enterAt: number, leaveAt: number): void {
    this.dirty = true;
    const timeline = this.timeline(branch, queueName);
    timeline.enters.push(enterAt);
    timeline.leaves.push(leaveAt);
    timeline.sessions.push({ pullRequest, enterAt, leaveAt });
  }

  trackChange(branch: string, queueName: string, at: number, metadata: QueueChangeMetadata): void {
    this.pending.push({ key: `${branch}\n${queueName}`, at, metadata });
  }

  /** Pull requests queued on this branch at `at` (other than `except`), oldest entry first. */
  queuedAt(branch: string, queueName: string, at: number, except: number): number[] {
    return this.timeline(branch, queueName)
      .sessions.filter((session) => session.enterAt < at && session.leaveAt > at && session.pullRequest !== except)
      .sort((a, b) => a.enterAt - b.enterAt)
      .map((session) => session.pullRequest);
  }

  /** Fills in the queue size just after each change up to `time`, from the sessions recorded so far. */
  finalizeUntil(time: number): void {
    if (this.dirty) {
      for (const timeline of this.queues.values()) {
        timeline.enters.sort((a, b) => a - b);
        timeline.leaves.sort((a, b) => a - b);
      }
      this.dirty = false;
    }
    for (const change of takeDue(this.pending, time, (item) => item.at)) {
      const timeline = this.queues.get(change.key);
      if (!timeline) continue;
      // In the queue just after `at`: entered at or before it, not yet left (a leave at `at` counts as gone).
      const entered = upperBound(timeline.enters, change.at);
      const left = upperBound(timeline.leaves, change.at);
      change.metadata.size = Math.max(0, entered - left);
    }
  }
}

function upperBound(values: readonly number[], target: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] ?? 0) <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
