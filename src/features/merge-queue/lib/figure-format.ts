import { formatCount, formatRatio, formatRatioPoints, formatSeconds } from '@/lib/format';
import type { FigureUnit } from './queue-figures';

// A figure by its unit: counts whole, seconds as a duration, ratios as a share, pull requests to one decimal.

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoSignificant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

export function formatFigure(value: number | null, unit: FigureUnit, decimals = oneDecimal): string {
  if (value === null) return '—';
  switch (unit) {
    case 'count':
      return Number.isInteger(value) ? formatCount(value) : decimals.format(value);
    case 'seconds':
      return formatSeconds(value);
    case 'ratio':
      return formatRatio(value);
    case 'pull requests':
      return `${decimals.format(value)} PRs`;
    case 'per day':
      return `${decimals.format(value)} PRs/day`;
  }
}

/** A change between two periods in the figure's own terms (a ratio moves by points); one too small for a decimal keeps two
 * significant digits ("0.04 PRs", not "0.0 PRs" beside "+9.3%"). */
export function formatFigureChange(amount: number, unit: FigureUnit): string {
  return unit === 'ratio' ? formatRatioPoints(amount) : formatFigure(amount, unit, Math.abs(amount) < 0.05 ? twoSignificant : oneDecimal);
}
