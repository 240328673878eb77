/* How a figure moved from one period to the other, and whether that is good news. */

export type BetterWhen = 'lower' | 'higher' | 'neither';
export type DeltaVerdict = 'better' | 'worse' | 'unchanged' | 'more' | 'fewer';

/** Differences smaller than this are rounding, not change (ratios and durations are fractions). */
const EPSILON = 1e-9;

export function figureDelta(
  current: number,
  baseline: number,
  better: BetterWhen,
): { delta: number; relative: number | null; verdict: DeltaVerdict } {
  const delta = current - baseline;
  // The change as a share of the baseline; null when the baseline is 0 (no share of nothing).
  const relative = baseline === 0 ? null : delta / baseline;
  if (Math.abs(delta) < EPSILON) return { delta: 0, relative: baseline === 0 ? null : 0, verdict: 'unchanged' };
  if (better === 'neither') return { delta, relative, verdict: delta > 0 ? 'more' : 'fewer' };
  const improved = better === 'lower' ? delta < 0 : delta > 0;
  return { delta, relative, verdict: improved ? 'better' : 'worse' };
}

export const VERDICT_LABELS: Record<DeltaVerdict, string> = {
  better: 'Better',
  worse: 'Worse',
  unchanged: 'No change',
  more: 'More',
  fewer: 'Fewer',
};

/** Mantine palette names: good news teal, bad news red, the rest grey (the word says it too). */
export const VERDICT_COLORS: Record<DeltaVerdict, string> = {
  better: 'teal',
  worse: 'red',
  unchanged: 'gray',
  more: 'gray',
  fewer: 'gray',
};
