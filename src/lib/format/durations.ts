// How lengths of time read on every page: durations, spans of a window or bucket, how long a state held.
import { formatCount } from './numbers';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/lib/time-constants';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Mean durations come in seconds: "850 ms", "12.4 s", "3 min 5 s". */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  if (seconds < 60) return `${Number(seconds.toFixed(seconds < 10 ? 2 : 1))} s`;
  // Rounded to the second first, so 779.9 s reads "13 min", never "12 min 60 s"; zero parts are left out ("2 h 5 s").
  const whole = Math.round(seconds);
  const parts: [number, string][] = [
    [Math.floor(whole / 3600), 'h'],
    [Math.floor((whole % 3600) / 60), 'min'],
    [whole % 60, 's'],
  ];
  return parts
    .filter(([amount]) => amount > 0)
    .map(([amount, unit]) => `${amount} ${unit}`)
    .join(' ');
}

/** One unit for a panel's durations, so a figure and its chart axis read alike: ms when every value is under a second. */
export type DurationUnit = 'ms' | 's';

export function durationUnitFor(seconds: readonly (number | null)[]): DurationUnit {
  return seconds.every((value) => value === null || !Number.isFinite(value) || value < 1) ? 'ms' : 's';
}

export function inDurationUnit(seconds: number, unit: DurationUnit): number {
  return unit === 'ms' ? seconds * 1000 : seconds;
}

/** "31 ms", "4.2 ms", "12.45 s", "185.3 s": the value in the panel's unit, never switching mid-panel. */
export function formatDurationIn(seconds: number, unit: DurationUnit): string {
  if (!Number.isFinite(seconds)) return '—';
  const value = inDurationUnit(seconds, unit);
  return `${formatCount(Number(value.toFixed(value < 10 ? (unit === 'ms' ? 1 : 2) : unit === 'ms' ? 0 : 1)))} ${unit}`;
}

const SPAN_UNITS: readonly [number, string][] = [
  [DAY_MS, 'day'],
  [HOUR_MS, 'hour'],
  [MINUTE_MS, 'minute'],
  [1_000, 'second'],
];

/** A figure the service counts in whole seconds: a wait of 0 is "0 s" (picked up at once), not "0 ms". */
export const formatWholeSeconds = (seconds: number) => (seconds === 0 ? '0 s' : formatSeconds(seconds));

/** "15 seconds", "2 minutes", "1 hour", "4 hours", "1 day": an exact span (a bucket's or a window's width). */
export function formatSpan(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return 'unknown';
  const [size, unit] = SPAN_UNITS.find(([unitMs]) => ms >= unitMs && ms % unitMs === 0) ?? [1_000, 'second'];
  return plural(ms / size, unit);
}

/** How long a state held, in whole hours (health is sampled per bucket, an hour at the finest): `floor` for a lower bound. */
export function formatHeldDuration(ms: number, round: (hours: number) => number = Math.round): string {
  const hours = round(ms / HOUR_MS);
  if (hours < 1) return 'under an hour';
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  const rest = hours - days * 24;
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(rest, 'hour')}`;
}

/** "0 s", "10 s", "3 min", "2 h": a short elapsed time (whole units, rounded down), as a status line says it. */
export function formatElapsedShort(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}
