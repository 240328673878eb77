import { formatCount } from '@/lib/format-count';
import { RANGE_PRESET_LABELS, type WindowSelection } from './time-window';
// Other pages show ratios and counts too; the one definition of each lives in @/lib.
export { formatRatio } from '@/lib/format-ratio';
export { formatCount } from '@/lib/format-count';

/** Mean durations come in seconds: "850 ms", "12.4 s", "3 min 5 s". */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  if (seconds < 60) return `${Number(seconds.toFixed(seconds < 10 ? 2 : 1))} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** How long a state held, in whole hours (health is sampled per bucket, an hour at the finest). */
export function formatHeldDuration(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  if (hours < 1) return 'under an hour';
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  const rest = hours - days * 24;
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(rest, 'hour')}`;
}

/**
 * One unit for a panel's durations, so a figure and its chart read alike ("31 ms" beside an axis in
 * ms, not "31 ms" beside "0.03" in seconds): milliseconds when every value is under a second.
 */
export type DurationUnit = 'ms' | 's';

export function durationUnitFor(seconds: readonly (number | null)[]): DurationUnit {
  return seconds.every((value) => value === null || !Number.isFinite(value) || value < 1) ? 'ms' : 's';
}

/** Seconds in the unit: the number a chart plots. */
export function inDurationUnit(seconds: number, unit: DurationUnit): number {
  return unit === 'ms' ? seconds * 1000 : seconds;
}

/** "31 ms", "4.2 ms", "12.45 s", "185.3 s": the value in the panel's unit, never switching mid-panel. */
export function formatDurationIn(seconds: number, unit: DurationUnit): string {
  if (!Number.isFinite(seconds)) return '—';
  const value = inDurationUnit(seconds, unit);
  return `${formatCount(Number(value.toFixed(value < 10 ? (unit === 'ms' ? 1 : 2) : unit === 'ms' ? 0 : 1)))} ${unit}`;
}

/** "last 30 days" for a preset, "the chosen range" for a custom window: what a figure's window is called. */
export function windowWords(selection: WindowSelection): string {
  return 'preset' in selection ? RANGE_PRESET_LABELS[selection.preset].toLowerCase() : 'the chosen range';
}
