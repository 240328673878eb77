import * as v from 'valibot';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import { formatDay, toIsoSeconds } from '@/lib/format';
import { DAY_MS } from '@/lib/time-constants';

/*
 * Two periods side by side: the overview's repository statistics and a test's statistics. A period is
 * a run of whole UTC days (the repository series is per UTC day, so both pages mean the same days by the
 * same URL). The URL holds a preset ("this week against last week": the 7 days ending today against the
 * 7 before; or 14 against 14) by name, so a shared link compares the weeks of whoever opens it; or two
 * custom ranges, `current` and `baseline`, as `2026-11-14..2026-11-20`. Today counts as far as it has
 * gone.
 */

export const COMPARISON_MODES = ['off', 'week', 'fortnight', 'custom'] as const;
export type ComparisonMode = (typeof COMPARISON_MODES)[number];

export const COMPARISON_MODE_LABELS: Record<ComparisonMode, string> = {
  off: 'Off',
  week: 'This week vs last',
  fortnight: 'Last 14 days vs the 14 before',
  custom: 'Two ranges',
};

const PRESET_DAYS = { week: 7, fortnight: 14 } as const;

/** An inclusive run of UTC days, as `YYYY-MM-DD` strings. */
export type DayRange = { from: string; to: string };
export type PeriodPair = { current: DayRange; baseline: DayRange };

const DAY_RANGE = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;

/** `2026-11-14..2026-11-20` → the range, when both are real days in order; otherwise null. */
export function parseDayRange(value: string | undefined): DayRange | null {
  const match = value === undefined ? null : DAY_RANGE.exec(value);
  if (match === null) return null;
  const [, from = '', to = ''] = match;
  if (dayStart(from) === null || dayStart(to) === null || from > to) return null;
  return { from, to };
}

export function formatDayRange(range: DayRange): string {
  return `${range.from}..${range.to}`;
}

/** Epoch ms of a day's 00:00 UTC; null when it is not a calendar day (`2026-02-30`). */
export function dayStart(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The URL params of a comparison; each page chooses its default mode (the overview compares at once). */
export function comparisonParamsShape(defaultMode: ComparisonMode) {
  const range = v.pipe(
    v.string(),
    v.check((value) => parseDayRange(value) !== null),
  );
  return {
    compare: withFallback(v.picklist(COMPARISON_MODES), defaultMode),
    /** Custom ranges only; ignored by the presets. */
    current: optionalParam(range),
    baseline: optionalParam(range),
  };
}

export type ComparisonParams = { compare: ComparisonMode; current?: string | undefined; baseline?: string | undefined };

/**
 * The two periods the URL asks for at `now`, or null when comparing is off. A custom pair with a range
 * missing or malformed falls back to this week against last (a hand-edited link still compares).
 */
export function resolvePeriods(params: ComparisonParams, now: number): (PeriodPair & { mode: Exclude<ComparisonMode, 'off'> }) | null {
  if (params.compare === 'off') return null;
  if (params.compare === 'custom') {
    const current = parseDayRange(params.current);
    const baseline = parseDayRange(params.baseline);
    if (current !== null && baseline !== null) return { mode: 'custom', current, baseline };
  }
  const mode = params.compare === 'fortnight' ? 'fortnight' : 'week';
  const days = PRESET_DAYS[mode];
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return {
    mode,
    current: { from: dayOf(today - (days - 1) * DAY_MS), to: dayOf(today) },
    baseline: { from: dayOf(today - (2 * days - 1) * DAY_MS), to: dayOf(today - days * DAY_MS) },
  };
}

/** Whole days in a range. */
export function dayCount(range: DayRange): number {
  return Math.round(((dayStart(range.to) ?? 0) - (dayStart(range.from) ?? 0)) / DAY_MS) + 1;
}

/** The time window of a range for an API that takes start and end: its days, cut at `now` (to the minute). */
export function rangeWindow(range: DayRange, now: number): { start: string; end: string } | null {
  const start = dayStart(range.from) ?? 0;
  const end = Math.min((dayStart(range.to) ?? 0) + DAY_MS, Math.floor(now / 60_000) * 60_000);
  if (end <= start) return null;
  return { start: toIsoSeconds(start), end: toIsoSeconds(end) };
}

/** "Nov 14 – Nov 20" (UTC days), or "Nov 20" for one day. */
export function describeDayRange(range: DayRange): string {
  const format = (day: string) => formatDay(`${day}T00:00:00Z`, { zone: 'utc' });
  return range.from === range.to ? format(range.from) : `${format(range.from)} – ${format(range.to)}`;
}

/** What the two columns are called: "This week" and "Last week" for the preset, else the ranges. */
export function periodNames(periods: PeriodPair & { mode: Exclude<ComparisonMode, 'off'> }): { current: string; baseline: string } {
  if (periods.mode === 'week') return { current: 'This week', baseline: 'Last week' };
  if (periods.mode === 'fortnight') return { current: 'Last 14 days', baseline: 'The 14 before' };
  return { current: 'Period A', baseline: 'Period B' };
}
