// Durations used by the rules, in milliseconds.
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Test insights keep 30 days of history (the "30-day retention" badge). */
export const RETENTION_MS = 30 * DAY_MS;

export function floorTo(time: number, width: number): number {
  return Math.floor(time / width) * width;
}

/** Lists, counts and series count runs from 30 days before the current hour (hour-aligned: one hour's answers agree). */
export function retentionStart(now: number): number {
  return floorTo(now, HOUR_MS) - RETENTION_MS;
}
