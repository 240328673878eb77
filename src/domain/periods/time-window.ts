import { bucketWidthFor, floorTo, floorToHour } from '@/domain/tests/episode-times';
import type { SpanLimit } from '@/lib/custom-range';
import { parseIsoDateTime, toIsoSeconds } from '@/lib/format';
import { DAY_MS, HOUR_MS } from '@/lib/time-constants';

// The time window of a test's statistics, health and executions tabs, and the CI runners page (presets only).

/** Every preset a page offers, one vocabulary; each page offers its own few (the activity log's, the merge queue's). */
export const PRESETS = ['1h', '24h', '7d', '14d', '30d', '90d'] as const;
export type Preset = (typeof PRESETS)[number];

/** The statistics pages' presets (a test's tabs, the CI runners). */
export const RANGE_PRESETS = ['24h', '7d', '14d', '30d'] as const satisfies readonly Preset[];
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_RANGE: RangePreset = '7d';

/** Longest custom window accepted (the API rejects longer ones with a 422 on `start`). */
export const CUSTOM_RANGE_LIMIT: SpanLimit = { maxMs: 366 * DAY_MS, message: 'The range may not exceed 366 days' };

/** Each preset as a count of hours or days: its length, its label ("Last 24 hours") and its short label ("24 h"). */
const PRESET_SPANS: Record<Preset, [count: number, unit: 'hour' | 'day']> = {
  '1h': [1, 'hour'],
  '24h': [24, 'hour'],
  '7d': [7, 'day'],
  '14d': [14, 'day'],
  '30d': [30, 'day'],
  '90d': [90, 'day'],
};
const byPreset = <T>(value: (count: number, unit: 'hour' | 'day') => T) =>
  Object.fromEntries(PRESETS.map((preset) => [preset, value(...PRESET_SPANS[preset])])) as Record<Preset, T>;

export const RANGE_PRESET_MS = byPreset((count, unit) => count * (unit === 'hour' ? HOUR_MS : DAY_MS));
export const RANGE_PRESET_LABELS = byPreset((count, unit) => (count === 1 ? `Last ${unit}` : `Last ${count} ${unit}s`));
export const RANGE_PRESET_SHORT_LABELS = byPreset((count, unit) => `${count} ${unit[0]}`);

/** What a windowed query is asked for (the last segment of its key), on every page: a preset up to now (or, on the activity log, to a
 *  pinned `asOf`), or two instants. */
export type WindowSelection<P extends Preset = RangePreset> = { preset: P; asOf?: string } | { start: string; end: string };

/** Absolute window sent to the API (ISO 8601, UTC, whole seconds). */
export type ResolvedWindow = { start: string; end: string };

/** An answer together with the absolute window it was asked for (a preset resolves at request time). */
export type Windowed<T> = { window: ResolvedWindow; data: T };

/** The window the URL asks for: a custom one when both ends are valid and in order, else the preset. */
export function selectWindow(search: { range: RangePreset; start?: string | undefined; end?: string | undefined }): WindowSelection {
  const start = parseIsoDateTime(search.start);
  const end = parseIsoDateTime(search.end);
  return start !== null && end !== null && start < end ? { start: toIsoSeconds(start), end: toIsoSeconds(end) } : { preset: search.range };
}

export function isCustomWindow(selection: WindowSelection<Preset>): selection is { start: string; end: string } {
  return 'start' in selection;
}

/** The window at `now` on the service's bucket boundaries (UTC multiples of 1 h, 4 h or 1 d), its hours, or `exact`ly the preset's span
 *  to now or to its `asOf` (the activity log, whose window has no grain). */
export function resolveWindow(selection: WindowSelection<Preset>, now: number, by: 'bucket' | 'hour' | 'exact' = 'bucket'): ResolvedWindow {
  if (isCustomWindow(selection)) return { start: selection.start, end: selection.end };
  const span = RANGE_PRESET_MS[selection.preset];
  if (by === 'exact') {
    const end = parseIsoDateTime(selection.asOf) ?? now;
    return { start: toIsoSeconds(end - span), end: toIsoSeconds(end) };
  }
  const width = by === 'hour' ? HOUR_MS : bucketWidthFor(span);
  const end = by === 'hour' ? floorToHour(now) : floorTo(now, width) + width;
  return { start: toIsoSeconds(floorTo(floorToHour(now) - span, width)), end: toIsoSeconds(end) };
}

/** "last 30 days" for a preset, "the chosen range" for a custom window: what a figure's window is called. */
export function windowWords(selection: WindowSelection<Preset>): string {
  return 'preset' in selection ? RANGE_PRESET_LABELS[selection.preset].toLowerCase() : 'the chosen range';
}
