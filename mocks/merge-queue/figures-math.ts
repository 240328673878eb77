// Small statistics shared by the merge-queue figures, over plain numbers.

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Arithmetic mean; 0 for no values (the contract's figures are numbers, `count` tells there were none). */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : sum(values) / values.length;
}

/** Median (the mean of the two middle values for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Nearest-rank percentile (the smallest value with at least p % of the values at or below it); 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** Largest value; 0 for no values. */
export function max(values: readonly number[]): number {
  let largest = values.length === 0 ? 0 : -Infinity;
  for (const value of values) if (value > largest) largest = value;
  return largest;
}

/** Smallest value; 0 for no values. */
export function min(values: readonly number[]): number {
  let smallest = values.length === 0 ? 0 : Infinity;
  for (const value of values) if (value < smallest) smallest = value;
  return smallest;
}

/** `part / whole`, 0 when nothing was counted. */
export function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** Milliseconds as seconds, to the millisecond. */
export function seconds(ms: number): number {
  return ms / 1000;
}
