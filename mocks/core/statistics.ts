// Small statistics over plain numbers, shared by the merge-queue and CI runner figures.

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** 0 for no values (the contract's figures are numbers; a count tells there were none). */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : sum(values) / values.length;
}

const sortedNumbers = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The mean of the two middle values for an even count; null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = sortedNumbers(values);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The value at rank ⌈p·n⌉ (1-based) of the sorted values: always an observed one. */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1]!;
}

/** Nearest-rank percentile (p in 0..100); 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  return nearestRank(sortedNumbers(values), p / 100) ?? 0;
}

/** Largest and smallest value; 0 for no values. */
export const max = (values: readonly number[]): number => (values.length === 0 ? 0 : Math.max(...values));
export const min = (values: readonly number[]): number => (values.length === 0 ? 0 : Math.min(...values));

/** `part / whole`, 0 when nothing was counted. */
export const ratio = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

/** Shares and rates to four decimals. */
export const roundRate = (value: number): number => Math.round(value * 10_000) / 10_000;

/** Milliseconds as seconds, to the millisecond. */
export const seconds = (ms: number): number => ms / 1000;

/** Milliseconds as whole seconds (halves up), the unit of the runner figures. */
export const wholeSeconds = (ms: number): number => Math.round(ms / 1000);

/** A runner figure over whole seconds, of sorted values (null for none): means and medians rounded to the second. */
const DISTRIBUTION = {
  avg: (sorted: number[]) => Math.round(mean(sorted)),
  min: (sorted: number[]) => sorted[0]!,
  median: (sorted: number[]) => Math.round(median(sorted)!),
  p95: (sorted: number[]) => nearestRank(sorted, 0.95)!,
  p99: (sorted: number[]) => nearestRank(sorted, 0.99)!,
  max: (sorted: number[]) => sorted[sorted.length - 1]!,
};
export type DistributionStat = keyof typeof DISTRIBUTION;

export function summarize(values: readonly number[], stat: DistributionStat): number | null {
  return values.length === 0 ? null : DISTRIBUTION[stat](sortedNumbers(values));
}

/** Code-unit order: the same in every locale (the vendor's SQL `ORDER BY`). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
