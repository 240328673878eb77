// The merge queue's statistics (the vendor's August 2026 document, issue 24), as an outside client sees
// them: every operation answers within the contract, the CI key is refused, and the figures are the
// activity log's events counted per day (docs/decisions.md, "The merge queue's statistics in the mock").
import { describe, expect, it } from 'vitest';
import { DAY, MOCK_NOW, NOW_MS, ctx, expect422, expectDetail, iso, ms } from '../support/conformance-context';
import { TOKENS } from '../support/http-api';

const STATS = '/repos/acme/checkout/stats';
const AGGREGATE = '/repos/acme/checkout/logs/aggregate';

interface Interval {
  start: string;
  end: string;
}
type Groups<S> = { groups: { queue_name: string; stats: (Interval & S)[] }[] };

export function describeMergeQueueStatistics(): void {
  describe('merge queue statistics', () => {
    // A pinned week of whole UTC days before the pinned clock, so figures cannot drift as the server's clock runs.
    const weekEnd = Math.floor(NOW_MS / DAY) * DAY;
    const week = { start_at: iso(weekEnd - 7 * DAY), end_at: iso(weekEnd) };

    async function logTotal(eventType: string, interval: Interval, last: boolean): Promise<number> {
      const to = last ? interval.end : iso(ms(interval.end) - 1);
      const answer = await ctx.api.get<{ total: number }>(AGGREGATE, {
        event_type: eventType,
        received_from: interval.start,
        received_to: to,
      });
      expect(answer.status).toBe(200);
      return answer.body.total;
    }

    it('counts each day’s merges, entries and exits as the activity log’s events of that day', async () => {
      const cases = [
        ['queues_merged_count', 'action.queue.merged', (stat: { merged: number }) => stat.merged],
        ['queues_entered_count', 'action.queue.enter', (stat: { entered: number }) => stat.entered],
      ] as const;
      for (const [stat, eventType, value] of cases) {
        const { body } = await ctx.api.get<Groups<{ merged: number } & { entered: number }>>(`${STATS}/${stat}`, week);
        const days = body.groups[0]?.stats ?? [];
        expect(days).toHaveLength(7);
        for (const [index, day] of days.entries()) {
          const total = body.groups.reduce((sum, group) => sum + value(group.stats[index] as never), 0);
          expect(total, `${stat} ${day.start}`).toBe(await logTotal(eventType, day, index === days.length - 1));
        }
      }
      const exits = (await ctx.api.get<Groups<{ exit_reason: string; count: number }>>(`${STATS}/queues_pr_exit_reasons`, week)).body;
      const days = (await ctx.api.get<Groups<{ merged: number }>>(`${STATS}/queues_merged_count`, week)).body.groups[0]?.stats ?? [];
      for (const [index, day] of days.entries()) {
        const counted = exits.groups.flatMap((group) => group.stats).filter((row) => row.start === day.start);
        const total = counted.reduce((sum, row) => sum + row.count, 0);
        expect(total, `exits ${day.start}`).toBe(await logTotal('action.queue.leave', day, index === days.length - 1));
      }
    });

    it('answers every statistic within the contract, and refuses the CI key', async () => {
      for (const stat of [
        'time_to_merge',
        'queue_size',
        'idle_queue_time',
        'batch_bisection',
        'running_speculative_checks',
        'branches',
        'queues',
      ]) {
        expect((await ctx.api.get(`${STATS}/${stat}`, stat === 'time_to_merge' ? { at: MOCK_NOW } : week)).status, stat).toBe(200);
        expectDetail(await ctx.api.get(`${STATS}/${stat}`, {}, { token: TOKENS.ci }), 403);
      }
    });

    it('names start_at for a reversed window or one over 93 days', async () => {
      expect422(await ctx.api.get(`${STATS}/failure_rate`, { start_at: week.end_at, end_at: week.start_at }), 'query', 'start_at');
      expect422(
        await ctx.api.get(`${STATS}/failure_rate`, { start_at: iso(weekEnd - 94 * DAY), end_at: week.end_at }),
        'query',
        'start_at',
      );
    });
  });
}
