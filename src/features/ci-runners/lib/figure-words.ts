import { isCustomWindow, RANGE_PRESET_LABELS, type WindowSelection } from '@/domain/periods/time-window';
import { formatCount, formatDecimal, formatRatio, formatRelativeChange, formatSeconds } from '@/lib/format';
import { formatHeldDuration, formatWholeSeconds } from '@/lib/format';
import type { HealthReason } from './runner-health';

/* How the page words a figure that may be missing: a dash is not a zero. */

const NO_FIGURE = 'no jobs';

export const rateText = (value: number | null) => (value === null ? NO_FIGURE : formatRatio(value));
export const secondsText = (value: number | null) => (value === null ? NO_FIGURE : formatWholeSeconds(value));
export const perHourText = (value: number | null) => (value === null ? NO_FIGURE : formatDecimal(value));
/** A count the service may not know (a bucket outside the 30 days it keeps). */
const countText = (value: number | null) => (value === null ? 'no figure' : formatCount(value));
/** A series' figures as the charts' tables and tooltips say them, by unit. */
export const UNIT_TEXT = { share: rateText, seconds: secondsText, count: countText } as const;
export type SeriesUnit = keyof typeof UNIT_TEXT;
export const AGAINST_GROUP_WORDS =
  'Against its group: the runner’s success rate and median duration relative to the same figure of the other runners of its group over the same window, (its − theirs) ÷ theirs in per cent (success rate −40%: a share of successful jobs 40% below theirs); no figure without finished jobs on either side.';
/** "+123%": a runner's figure relative to its group's rest's; "no figure" without finished jobs on either side. */
export const againstText = (relative: number | null) => (relative === null ? 'no figure' : formatRelativeChange(relative));

/** What the page calls its window and the one of equal length before it, and that length: "Last 7 days", "Previous 7 days", "7 days". */
export function windowNames(selection: WindowSelection) {
  if (!isCustomWindow(selection)) {
    const current = RANGE_PRESET_LABELS[selection.preset];
    return { current, previous: current.replace('Last', 'Previous'), length: current.slice(5) };
  }
  const length = formatHeldDuration(Date.parse(selection.end) - Date.parse(selection.start));
  return { current: 'Chosen window', previous: 'Window before', length };
}

/** "success rate 14.3% against 24.5% on the rest of linux-x64": why a runner is degraded, beside its peers. */
export function reasonText(reason: HealthReason, group: string): string {
  return reason.figure === 'success-rate'
    ? `success rate ${formatRatio(reason.runner)} against ${formatRatio(reason.peers)} on the rest of ${group}`
    : `median duration ${formatSeconds(reason.runner)} against ${formatSeconds(reason.peers)} on the rest of ${group}`;
}

/** Every reason of a row, as its health cell and the summary say them. */
export function reasonsText(row: { group_name: string; verdict: { reasons: readonly HealthReason[] } }): string {
  return row.verdict.reasons.map((reason) => reasonText(reason, row.group_name)).join('; ');
}
