// Summaries of a list of whole-second values (job durations, waits), as the runner and job-queue
// figures report them: null when the list is empty; percentiles by nearest rank (always an observed
// value); the median of an even count is the mean of the two middle values; means and medians rounded
// to the second (halves up).

export type DistributionStat = 'avg' | 'min' | 'median' | 'p95' | 'p99' | 'max';

/** The value at rank ⌈p·n⌉ (1-based) of the sorted values. */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] as number;
}

export function summarize(values: readonly number[], stat: DistributionStat): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  switch (stat) {
    case 'avg':
      return Math.round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length);
    case 'min':
      return sorted[0] as number;
    case 'max':
      return sorted[sorted.length - 1] as number;
    case 'median': {
      const middle = sorted.length >> 1;
      if (sorted.length % 2 === 1) return sorted[middle] as number;
      return Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
    }
    case 'p95':
      return nearestRank(sorted, 0.95);
    case 'p99':
      return nearestRank(sorted, 0.99);
  }
}

/** Milliseconds as whole seconds (halves up), the unit every duration and wait is reported in. */
export function wholeSeconds(ms: number): number {
  return Math.round(ms / 1000);
}
