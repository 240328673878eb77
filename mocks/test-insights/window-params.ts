// `start`/`end` of the windowed per-test operations (3, 4, 7), with the API's defaults.
import type { RequestReader } from '../core/request-reader';
import { issue } from '../core/validation-issue';
import { resolveWindow } from './buckets';

export interface TimeWindowInput {
  start: number;
  end: number;
  /** As given (undefined when defaulted), for cursor binding. */
  given: { start: number | null; end: number | null };
}

export function readTimeWindow(reader: RequestReader, now: number): TimeWindowInput {
  const start = reader.queryDateTime('start');
  const end = reader.queryDateTime('end');
  const startInvalid = reader.rawQuery('start') !== undefined && start === undefined;
  const endInvalid = reader.rawQuery('end') !== undefined && end === undefined;
  const given = { start: start ?? null, end: end ?? null };
  if (startInvalid || endInvalid) return { start: 0, end: 0, given };
  const window = resolveWindow(start, end, now);
  if (!window.ok) {
    reader.add(issue.valueError(['query', window.field], window.reason));
    return { start: 0, end: 0, given };
  }
  return { start: window.start, end: window.end, given };
}
