import { formatDecimal, formatRatio, formatSeconds } from '@/lib/format';
import type { HealthReason } from './runner-health';

/*
 * How the page words a figure that may be missing: a dash is not a zero. "no jobs" where the service had
 * nothing to measure (null), so an idle runner never reads as a 0% success rate.
 */

export const NO_FIGURE = 'no jobs';

export const rateText = (value: number | null) => (value === null ? NO_FIGURE : formatRatio(value));
/** The service counts whole seconds: a wait of 0 is "0 s" (picked up at once), not "0 ms". */
export const secondsText = (value: number | null) => (value === null ? NO_FIGURE : value === 0 ? '0 s' : formatSeconds(value));
export const perHourText = (value: number | null) => (value === null ? NO_FIGURE : formatDecimal(value));

/** "success rate 62.5% against the fleet’s 91.0%": why a runner is degraded, each figure beside the fleet's. */
export function reasonText(reason: HealthReason): string {
  return reason.figure === 'success-rate'
    ? `success rate ${formatRatio(reason.runner)} against the fleet’s ${formatRatio(reason.fleet)}`
    : `median duration ${formatSeconds(reason.runner)} against the fleet’s ${formatSeconds(reason.fleet)}`;
}
