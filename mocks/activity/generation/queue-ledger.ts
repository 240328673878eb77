// Who is in which queue when, so `action.queue.change` reports the real size (filled in at reveal) and
// conflicts name pull requests that were ahead.
import type { EventMetadataOf } from '../event-types';
import { takeDue } from './speculative-attempts';

type QueueChangeMetadata = EventMetadataOf<'action.queue.change'>;

interface TrackedChange {
  key: string;
  at: number;
  metadata: QueueChangeMetadata;
}

interface Session {
  pullRequest: number;
  enterAt: number;
  leaveAt: number;
}

export class QueueLedger {
  /** Sessions per `branch\nqueue`. */
  private readonly queues = new Map<string, Session[]>();
  /** Changes whose size is not filled in yet. */
  private readonly pending: TrackedChange[] = [];

  private sessions(branch: string, queueName: string): Session[] {
    const key = `${branch}\n${queueName}`;
    const sessions = this.queues.get(key) ?? [];
    this.queues.set(key, sessions);
    return sessions;
  }

  recordSession(branch: string, queueName: string, pullRequest: number, enterAt: number, leaveAt: number): void {
    this.sessions(branch, queueName).push({ pullRequest, enterAt, leaveAt });
  }

  trackChange(branch: string, queueName: string, at: number, metadata: QueueChangeMetadata): void {
    this.pending.push({ key: `${branch}\n${queueName}`, at, metadata });
  }

  /** Pull requests queued on this branch at `at` (other than `except`), oldest entry first. */
  queuedAt(branch: string, queueName: string, at: number, except: number): number[] {
    return this.sessions(branch, queueName)
      .filter((session) => session.enterAt < at && session.leaveAt > at && session.pullRequest !== except)
      .sort((a, b) => a.enterAt - b.enterAt)
      .map((session) => session.pullRequest);
  }

  /** Fills in the queue size just after each change up to `time`, from the sessions recorded so far. */
  finalizeUntil(time: number): void {
    for (const change of takeDue(this.pending, time, (item) => item.at)) {
      // In the queue just after `at`: entered at or before it, not yet left (a leave at `at` counts as gone).
      const sessions = this.queues.get(change.key) ?? [];
      change.metadata.size = sessions.filter((session) => session.enterAt <= change.at && session.leaveAt > change.at).length;
    }
  }
}
