import { describe, expect, it } from 'vitest';
import { MINUTE, QueueStory, T0, type Member } from './queue-event-builders';
import { queueHistoryOf } from './queue-history';

const A: Member = { pr: 1, session: '00000000-0000-4000-8000-000000000001', enterAt: T0 };
const B: Member = { pr: 2, session: '00000000-0000-4000-8000-000000000002', enterAt: T0 + MINUTE };

describe('queueHistoryOf', () => {
  it('reads only what the log gained since the last call, into the same history', () => {
    const story = new QueueStory();
    story.enter(A);
    story.run([A], 'batch-a', T0 + MINUTE, null);
    const history = queueHistoryOf(story.log);
    expect([history.sessions.length, history.runs[0]?.endAt]).toEqual([1, null]);

    story.enter(B);
    story.run([A], 'batch-a', T0 + MINUTE, T0 + 5 * MINUTE);
    story.leave(A, T0 + 6 * MINUTE, { merged: false, code: 'CHECKS_FAILED' });
    expect(queueHistoryOf(story.log)).toBe(history);
    expect(history.sessions.map((session) => [session.pullRequest, session.leave?.dequeueCode ?? null])).toEqual([
      [1, 'CHECKS_FAILED'],
      [2, null],
    ]);
    // The run's start is not read twice: one run, now ended.
    expect(history.runs.map((run) => run.endAt)).toEqual([T0 + 5 * MINUTE]);
    expect(history.sessions[0]?.runs).toEqual([{ startAt: T0 + MINUTE, endAt: T0 + 5 * MINUTE, retryAttempt: null }]);
  });
});
