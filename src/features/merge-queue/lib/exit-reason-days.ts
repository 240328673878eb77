import { queueCodeLabel } from '@/domain/activity/queue-codes';
import { formatCount } from '@/lib/format';
import type { SuccessData } from '@/api/operation-routes';
import { describeUtcSpan } from './activity-drill-down';
import { labelledCountsOnGrid, type Interval } from '@/domain/merge-queue/queue-values';

// Exit reasons per interval, largest total first, merges first of all: the good news sits at the foot of every bar.

export type ExitReasonDay = { key: string; label: string; interval: Interval; total: number; counts: Record<string, number> };

const MERGED = ['PR_MERGED', 'PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED'];

export function exitReasonLabel(reason: string): string {
  const words = queueCodeLabel(reason);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function exitReasonDays(
  grid: readonly Interval[],
  answer: SuccessData<'getQueueExitReasons'>,
): { reasons: string[]; days: ExitReasonDay[] } {
  const { labels, perInterval } = labelledCountsOnGrid(
    grid,
    answer,
    (row) => row.exit_reason,
    (row) => row.count,
  );
  const reasons = [...labels.filter((reason) => MERGED.includes(reason)), ...labels.filter((reason) => !MERGED.includes(reason))];
  const days = grid.map((interval, index) => {
    const counts = Object.fromEntries(perInterval[index] ?? new Map<string, number>());
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return { key: String(interval.start), label: describeUtcSpan(interval.start, interval.end), interval, total, counts };
  });
  return { reasons, days };
}

/** What a screen reader hears for the drawing: the extent, the total and the reasons by count. */
export function summarizeExitReasons(reasons: readonly string[], days: readonly ExitReasonDay[]): string {
  if (days.length === 0) return 'No intervals in the window.';
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const byReason = reasons
    .map((reason) => [reason, days.reduce((sum, day) => sum + (day.counts[reason] ?? 0), 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${exitReasonLabel(reason)} ${formatCount(count)}`);
  return `Queue exits per interval, ${days[0]?.label} to ${days[days.length - 1]?.label} (UTC): ${formatCount(total)} in all${byReason.length === 0 ? '' : `; ${byReason.join(', ')}`}.`;
}
