// How numbers read on every page: counts, shares and changes, in English, each formatter built once.

const countFormat = new Intl.NumberFormat('en-US');
const tenthFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const decimalFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const changeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero', style: 'percent' });

/** 12345 → "12,345": every count on every page. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** 2.4567 → "2.46", 12 → "12": a measured rate (jobs per hour), to two decimals at most. */
export function formatDecimal(value: number): string {
  return decimalFormat.format(value);
}

/** 0.1234 → "12.3%"; the API's ratios are fractions of 1. */
export function formatRatio(ratio: number): string {
  if (!Number.isFinite(ratio)) return '—';
  const percent = ratio * 100;
  // Keep a small non-zero share visible instead of rounding it to "0%".
  if (percent > 0 && percent < 0.1) return '<0.1%';
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** 7 → "7.0%": a share already in percent, always with its tenth (shares that add up to 100%). */
export function formatPercent(percent: number): string {
  return `${tenthFormat.format(percent)}%`;
}

/** 0.6 → "+60%", −0.1 → "−10%": a relative change, with a true minus sign. */
export function formatRelativeChange(relative: number): string {
  return changeFormat.format(relative).replace('-', '−');
}

/** A ratio's change: "5.0 points" (of percentage), not "5%", which would read as a share of the ratio. */
export function formatRatioPoints(amount: number): string {
  return `${tenthFormat.format(amount * 100)} points`;
}
