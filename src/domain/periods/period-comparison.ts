import * as v from 'valibot';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import { formatDay, formatHeldDuration, formatTime, toIsoSeconds } from '@/lib/format';
import { DAY_MS } from '@/lib/time-constants';
import { RANGE_PRESET_MS, type Preset } from './time-window';

/* Two periods side by side: the overview's repository statistics and a test's statistics. */

export const COMPARISON_MODES = ['off', 'week', 'fortnight', 'custom'] as const;
export type ComparisonMode = (typeof COMPARISON_MODES)[number];

export const COMPARISON_MODE_LABELS: Record<ComparisonMode, string> = {
  off: 'Off',
  week: 'This week vs last',
  fortnight: 'Last 14 days vs the 14 before',
  custom: 'Two ranges',
};

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

/** The two periods the URL asks for at `now`, or null when comparing is off. */
export function resolvePeriods(params: ComparisonParams, now: number): (PeriodPair & { mode: Exclude<ComparisonMode, 'off'> }) | null {
  if (params.compare === 'off') return null;
  if (params.compare === 'custom') {
    const current = parseDayRange(params.current);
    const baseline = parseDayRange(params.baseline);
    if (current !== null && baseline !== null) return { mode: 'custom', current, baseline };
  }
  const mode = params.compare === 'fortnight' ? 'fortnight' : 'week';
  const range = mode === 'week' ? '7d' : '14d';
  return { mode, current: rangeDays(range, now), baseline: rangeDays(range, now - RANGE_PRESET_MS[range]) };
}

/** The UTC days a preset covers at `now`, today (so far) included. */
export function rangeDays(range: Preset, now: number): DayRange {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: dayOf(today - (RANGE_PRESET_MS[range] - DAY_MS)), to: dayOf(today) };
}

/** An absolute span of time, epoch ms, [start, end). */
export type Span = { start: number; end: number };
export type ComparedSpans = { current: Span; baseline: Span };

export function rangeSpan(range: DayRange, now: number, grainMs: number): Span {
  const start = dayStart(range.from) ?? 0;
  return { start, end: Math.min((dayStart(range.to) ?? 0) + DAY_MS, Math.floor(now / grainMs) * grainMs) };
}

/** Each period cut at `now` (floored to `grainMs`), then the longer cut to the shorter's length. */
export function comparedSpans(periods: PeriodPair, now: number, grainMs: number): ComparedSpans | null {
  const current = rangeSpan(periods.current, now, grainMs);
  const baseline = rangeSpan(periods.baseline, now, grainMs);
  const length = Math.min(current.end - current.start, baseline.end - baseline.start);
  if (length <= 0) return null;
  return {
    current: { start: current.start, end: current.start + length },
    baseline: { start: baseline.start, end: baseline.start + length },
  };
}

export function spanWindow(span: Span): { start: string; end: string } {
  return { start: toIsoSeconds(span.start), end: toIsoSeconds(span.end) };
}

/** The UTC days a span of whole days covers (a per-day series' keys). */
export function spanDays(span: Span): DayRange {
  return { from: dayOf(span.start), to: dayOf(span.end - DAY_MS) };
}

/** "Nov 13, 12:00 → Nov 20, 12:00 UTC": a window named in UTC, as two compared windows are. */
export const utcWindowText = (window: { start: string | number; end: string | number }) =>
  `${formatTime(window.start, 'dayClock', 'utc')} → ${formatTime(window.end, 'dayClock', 'utc')} UTC`;

/** "This week: Nov 14, 00:00 → Nov 20, 12:00 UTC · Same span last week: … (6 days 12 hours each)". */
export function describeComparison(periods: PeriodPair & { mode: Exclude<ComparisonMode, 'off'> }, spans: ComparedSpans): string {
  const names = periodNames(periods);
  const length = formatHeldDuration(spans.current.end - spans.current.start);
  return `${names.current}: ${utcWindowText(spans.current)} · ${names.baseline}: ${utcWindowText(spans.baseline)} (${length} each)`;
}

/** "Nov 14 – Nov 20" (UTC days), or "Nov 20" for one day. */
export function describeDayRange(range: DayRange): string {
  const format = (day: string) => formatDay(`${day}T00:00:00Z`, { zone: 'utc' });
  return range.from === range.to ? format(range.from) : `${format(range.from)} – ${format(range.to)}`;
}

/** What the two columns are called: the preset's (its baseline is the same span earlier), else the ranges. */
export function periodNames(periods: PeriodPair & { mode: Exclude<ComparisonMode, 'off'> }): { current: string; baseline: string } {
  if (periods.mode === 'week') return { current: 'This week', baseline: 'Same span last week' };
  if (periods.mode === 'fortnight') return { current: 'Last 14 days', baseline: 'Same span 14 days earlier' };
  return { current: 'Period A', baseline: 'Period B' };
}
