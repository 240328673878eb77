import { formatDecimal, formatRatio, formatSeconds } from '@/lib/format';
import type { HealthReason } from './runner-health';

/* How the page words a figure that may be missing: a dash is not a zero. */

const NO_FIGURE = 'no jobs';

export const rateText = (value: number | null) => (value === null ? NO_FIGURE : formatRatio(value));
/** The service counts whole seconds: a wait of 0 is "0 s" (picked up at once), not "0 ms". */
export const secondsText = (value: number | null) => (value === null ? NO_FIGURE : value === 0 ? '0 s' : formatSeconds(value));
export const perHourText = (value: number | null) => (value === null ? NO_FIGURE : formatDecimal(value));

/** "success rate 14.3% against 24.5% on the rest of linux-x64": why a runner is degraded, beside its peers. */
export function reasonText(reason: HealthReason, group: string): string {
  return reason.figure === 'success-rate'
    ? `success rate ${formatRatio(reason.runner)} against ${formatRatio(reason.peers)} on the rest of ${group}`
    : `median duration ${formatSeconds(reason.runner)} against ${formatSeconds(reason.peers)} on the rest of ${group}`;
}

/** Every reason of a row, as its health cell and the summary say them. */
export function reasonsText(row: { group: string; verdict: { reasons: readonly HealthReason[] } }): string {
  return row.verdict.reasons.map((reason) => reasonText(reason, row.group)).join('; ');
}
