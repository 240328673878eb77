import { formatRelativeChange } from '@/lib/format';
import { figureDelta, VERDICT_LABELS, type BetterWhen, type DeltaVerdict } from '@/domain/periods/figure-delta';

/** One figure for the two periods; null where a period has no value (outside the history, say). */
export type ComparisonFigure = {
  key: string;
  label: string;
  current: number | null;
  baseline: number | null;
  better: BetterWhen;
  format: (value: number) => string;
  /** How a change reads, when not in the figure's own format (a ratio changes by percentage points). */
  formatDelta?: (amount: number) => string;
};

/** A row as the table shows it: each cell's text, worked out once (the journeys word it the same way). */
export type ComparisonRow = {
  key: string;
  label: string;
  current: string;
  baseline: string;
  change: string;
  verdict: DeltaVerdict | null;
  /** The direction in words: "Better", "Worse", "No change", "More", "Fewer", or "—". */
  direction: string;
};

/** "+3 (+60%)", "−0.5 s (−10%)", "0"; the figure's own format for the amount, a true minus sign. */
export function formatChange(delta: number, relative: number | null, format: (value: number) => string): string {
  if (delta === 0) return '0';
  const sign = delta > 0 ? '+' : '−';
  const amount = `${sign}${format(Math.abs(delta))}`;
  return relative === null ? amount : `${amount} (${formatRelativeChange(relative)})`;
}

export function comparisonRow(figure: ComparisonFigure): ComparisonRow {
  const base = {
    key: figure.key,
    label: figure.label,
    current: figure.current === null ? '—' : figure.format(figure.current),
    baseline: figure.baseline === null ? '—' : figure.format(figure.baseline),
  };
  if (figure.current === null || figure.baseline === null) return { ...base, change: '—', verdict: null, direction: '—' };
  const delta = figureDelta(figure.current, figure.baseline, figure.better);
  return {
    ...base,
    change: formatChange(delta.delta, delta.relative, figure.formatDelta ?? figure.format),
    verdict: delta.verdict,
    direction: VERDICT_LABELS[delta.verdict],
  };
}
