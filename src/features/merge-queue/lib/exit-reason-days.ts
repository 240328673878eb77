import { queueCodeLabel } from '@/domain/activity/queue-codes';
import { formatCount } from '@/lib/format';
import type { SuccessData } from '@/api/operation-routes';
import { describeUtcSpan } from './activity-drill-down';
import { labelledCountsOnGrid, total, type Interval } from '@/domain/merge-queue/queue-values';

// Exit reasons per interval, largest total first, merges first of all: the good news sits at the foot of every bar.

const MERGED = ['PR_MERGED', 'PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED'];

export function exitReasonLabel(reason: string): string {
  const words = queueCodeLabel(reason);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The reasons (merges first), each interval's counts, and what a screen reader hears for the drawing: the extent, the total, the reasons by count. */
export function exitReasonDays(grid: readonly Interval[], answer: SuccessData<'getQueueExitReasons'>) {
  const { labels, perInterval, totals } = labelledCountsOnGrid(
    grid,
    answer,
    (row) => row.exit_reason,
    (row) => row.count,
  );
  const reasons = [...labels.filter((reason) => MERGED.includes(reason)), ...labels.filter((reason) => !MERGED.includes(reason))];
  const days = grid.map((interval, index) => {
    const counts = Object.fromEntries(perInterval[index]!);
    return {
      key: String(interval.start),
      label: describeUtcSpan(interval.start, interval.end),
      interval,
      total: total(Object.values(counts)),
      counts,
    };
  });
  const byReason = [...reasons]
    .sort((a, b) => totals.get(b)! - totals.get(a)!)
    .map((reason) => `${exitReasonLabel(reason)} ${formatCount(totals.get(reason)!)}`);
  const summary =
    days.length === 0
      ? 'No intervals in the window.'
      : `Queue exits per interval, ${days[0]!.label} to ${days.at(-1)!.label} (UTC): ${formatCount(total([...totals.values()]))} in all${byReason.length === 0 ? '' : `; ${byReason.join(', ')}`}.`;
  return { reasons, days, summary };
}
