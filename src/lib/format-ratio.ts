/** 0.1234 → "12.3%"; the API's ratios are fractions of 1. Shared by test search and the test page. */
export function formatRatio(ratio: number): string {
  if (!Number.isFinite(ratio)) return '—';
  const percent = ratio * 100;
  // Keep a small non-zero share visible instead of rounding it to "0%".
  if (percent > 0 && percent < 0.1) return '<0.1%';
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}
