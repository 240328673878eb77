// Windows and their buckets (1h up to 2 days, 4h up to 8, 1d up to 60, else 2d) on absolute UTC boundaries,
// so two windows share every boundary.
import { MAX_DATE_TIME, MIN_DATE_TIME } from '../core/date-time';
import type { RequestReader } from '../core/request-reader';
import { issue } from '../core/validation-issue';
import { DAY_MS, HOUR_MS, floorTo } from './time-constants';

/** Longest window accepted by the windowed operations (a 422 on `start` beyond). */
export const MAX_WINDOW_MS = 366 * DAY_MS;
export const DEFAULT_WINDOW_MS = DAY_MS;

/** From `start` up to, not including, `end` (epoch ms): a window, a bucket, an interval. */
export interface Span {
  start: number;
  end: number;
}

export function bucketWidthFor(windowMs: number): number {
  if (windowMs <= 2 * DAY_MS) return HOUR_MS;
  if (windowMs <= 8 * DAY_MS) return 4 * HOUR_MS;
  if (windowMs <= 60 * DAY_MS) return DAY_MS;
  return 2 * DAY_MS;
}

export function buildBuckets(start: number, end: number, width = bucketWidthFor(end - start)): Span[] {
  const buckets: Span[] = [];
  if (start >= end) return buckets;
  // The last bucket of time stops at its end (9999-12-31T23:59:59.999Z): a date-time cannot say more.
  for (let boundary = floorTo(start, width); boundary < end; boundary += width) {
    buckets.push({ start: boundary, end: Math.min(boundary + width, MAX_DATE_TIME) });
  }
  return buckets;
}

export type WindowResult = { ok: true; start: number; end: number } | { ok: false; field: 'start' | 'end'; reason: string };

/** The API's defaults: `start` = `end` - 1 day; `end` = `start` + 1 day when only `start` is given, else now. */
export function resolveWindow(start: number | undefined, end: number | undefined, now: number): WindowResult {
  const resolvedEnd = end ?? (start !== undefined ? start + DEFAULT_WINDOW_MS : now);
  const resolvedStart = start ?? resolvedEnd - DEFAULT_WINDOW_MS;
  if (resolvedEnd > MAX_DATE_TIME)
    return { ok: false, field: end === undefined ? 'start' : 'end', reason: 'the window must end by 9999-12-31' };
  if (resolvedStart < MIN_DATE_TIME)
    return { ok: false, field: start === undefined ? 'end' : 'start', reason: 'the window must start after 0001-01-01' };
  if (resolvedStart > resolvedEnd) return { ok: false, field: 'start', reason: 'start must not be after end' };
  if (resolvedEnd - resolvedStart > MAX_WINDOW_MS) {
    return { ok: false, field: 'start', reason: 'the window between start and end may not exceed 366 days' };
  }
  return { ok: true, start: resolvedStart, end: resolvedEnd };
}

/** `start`/`end` of the windowed operations, with the API's defaults. */
export interface TimeWindowInput {
  start: number;
  end: number;
  /** As given (undefined when defaulted), for cursor binding. */
  given: { start: number | null; end: number | null };
}

export function readTimeWindow(reader: RequestReader, now: number): TimeWindowInput {
  const before = reader.issues.length;
  const start = reader.queryDateTime('start');
  const end = reader.queryDateTime('end');
  const given = { start: start ?? null, end: end ?? null };
  if (reader.issues.length > before) return { start: 0, end: 0, given };
  const window = resolveWindow(start, end, now);
  if (!window.ok) {
    reader.add(issue.valueError(['query', window.field], window.reason));
    return { start: 0, end: 0, given };
  }
  return { start: window.start, end: window.end, given };
}
