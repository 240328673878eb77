import { describe, expect, it } from 'vitest';
import { exitReasonDays } from './exit-reason-days';
import { intervalGrid } from '@/domain/merge-queue/queue-values';

const grid = intervalGrid({ start_at: '2026-11-18T00:00:00Z', end_at: '2026-11-20T12:00:00Z' });
const row = (day: number, exit_reason: string, count: number) => ({
  start: `2026-11-${day}T00:00:00Z`,
  end: `2026-11-${day + 1}T00:00:00Z`,
  exit_reason,
  count,
});
const group = { base_ref: 'main', queue_name: 'default', priority_rule_name: null };

describe('exit reasons per day', () => {
  it('puts merges first, then the other reasons by total, every day with its total', () => {
    const answer = {
      groups: [
        { ...group, stats: [row(18, 'CHECKS_FAILED', 3), row(18, 'PR_MERGED', 2), row(19, 'PR_DEQUEUED', 1)] },
        { ...group, queue_name: 'hotfix', stats: [row(18, 'PR_MERGED', 1)] },
      ],
    };
    const { reasons, days, summary } = exitReasonDays(grid, answer);
    expect(reasons).toEqual(['PR_MERGED', 'CHECKS_FAILED', 'PR_DEQUEUED']);
    expect(days.map((day) => [day.label, day.total, day.counts])).toEqual([
      ['Nov 18', 6, { CHECKS_FAILED: 3, PR_MERGED: 3 }],
      ['Nov 19', 1, { PR_DEQUEUED: 1 }],
      ['Nov 20 until 12:00 UTC', 0, {}],
    ]);
    expect(summary).toBe(
      'Queue exits per interval, Nov 18 to Nov 20 until 12:00 UTC (UTC): 7 in all; Merged 3, The checks failed 3, The pull request was dequeued 1.',
    );
  });
});
