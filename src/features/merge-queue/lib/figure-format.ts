import { formatCount, formatRatio, formatRatioPoints, formatSeconds } from '@/lib/format';
import type { FigureUnit } from './queue-figures';

// A figure by its unit: counts whole, seconds as a duration, ratios as a share, pull requests to one decimal.

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatFigure(value: number | null, unit: FigureUnit): string {
  if (value === null) return '—';
  switch (unit) {
    case 'count':
      return Number.isInteger(value) ? formatCount(value) : oneDecimal.format(value);
    case 'seconds':
      return formatSeconds(value);
    case 'ratio':
      return formatRatio(value);
    case 'pull requests':
      return `${oneDecimal.format(value)} PRs`;
    case 'per day':
      return `${oneDecimal.format(value)} PRs/day`;
  }
}

/** A change between two periods in the figure's own terms (a ratio moves by points). */
export function formatFigureChange(amount: number, unit: FigureUnit): string {
  return unit === 'ratio' ? formatRatioPoints(amount) : formatFigure(amount, unit);
}
