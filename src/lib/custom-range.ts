/** The longest range a page accepts, and what to say when a typed range is longer. */
export type SpanLimit = { maxMs: number; message: string };

export type CustomRangeResult = { ok: true; start: number; end: number } | { ok: false; field: 'start' | 'end'; message: string };

/** Reads the custom range form's two local times, with a message on the field that does not fit. */
export function parseCustomRange(startValue: string, endValue: string, limit: SpanLimit): CustomRangeResult {
  const start = parseLocal(startValue);
  const end = parseLocal(endValue);
  if (start === null) return { ok: false, field: 'start', message: 'Enter a start date and time' };
  if (end === null) return { ok: false, field: 'end', message: 'Enter an end date and time' };
  if (end <= start) return { ok: false, field: 'end', message: 'The end must be after the start' };
  if (end - start > limit.maxMs) return { ok: false, field: 'start', message: limit.message };
  return { ok: true, start, end };
}

/** "2026-11-13T12:00" (seconds optional) as that wall-clock time in the viewer's zone; a day past a month's end rolls over, as the calendar does. */
function parseLocal(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (match === null) return null;
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => Number(part ?? 0));
  return new Date(year, month - 1, day, hours, minutes, seconds).getTime();
}
