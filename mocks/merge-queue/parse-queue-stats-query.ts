// The query of the merge-queue statistics, read as the vendor's FastAPI service reads it: repeated
// filters (bounded to 255 values of 1..255 characters on most operations, unbounded on the three the
// document leaves so), a window whose defaults are end_at = now and start_at = end_at − 1 day, and the
// rules the document leaves unsaid: start_at after end_at, or a window over 93 days, is a 422 on
// `start_at` (as the activity log's window is on `received_from`).
import type { RequestReader } from '../core/request-reader';
import { issue } from '../core/validation-issue';
import type { TimeWindow } from '../activity/activity-query';
import type { QueueGroupFilters } from './queue-group';
import type { QueueStatsQuery, TimeToMergeQuery } from './queue-stats-query';
import { MAX_STATS_WINDOW_MS } from './stats-intervals';
import { DAY_MS } from '../test-insights/time-constants';

export const MAX_FILTER_VALUES = 255;
export const FILTER_VALUE_MAX_LENGTH = 255;

export interface FilterRules {
  /** The document's 255 values of 1..255 characters; false on batch_size, batch_bisection, running_speculative_checks. */
  bounded: boolean;
  /** false on running_speculative_checks, which takes no `priority_rule_name`. */
  priorityRule: boolean;
}

function readNames(reader: RequestReader, name: string, bounded: boolean): string[] | null {
  const rules = bounded ? { minLength: 1, maxLength: FILTER_VALUE_MAX_LENGTH, maxItems: MAX_FILTER_VALUES } : {};
  const values = reader.queryStringList(name, rules);
  return values.length === 0 ? null : values;
}

export function readQueueWindow(reader: RequestReader, now: number): TimeWindow {
  const start = reader.queryDateTime('start_at');
  const end = reader.queryDateTime('end_at');
  const to = end ?? now;
  const window = { from: start ?? to - DAY_MS, to };
  // A date-time that did not parse is already named; the window's rules need both.
  if (!reader.ok) return window;
  if (window.from > window.to) reader.add(issue.valueError(['query', 'start_at'], 'start_at must not be after end_at'));
  else if (window.to - window.from > MAX_STATS_WINDOW_MS) {
    reader.add(issue.valueError(['query', 'start_at'], 'start_at and end_at may not span more than 93 days'));
  }
  return window;
}

export function readQueueStatsQuery(reader: RequestReader, now: number, rules: FilterRules): QueueStatsQuery {
  const filters: QueueGroupFilters = {
    baseRefs: readNames(reader, 'base_ref', rules.bounded),
    queueNames: readNames(reader, 'queue_name', rules.bounded),
    priorityRuleNames: rules.priorityRule ? readNames(reader, 'priority_rule_name', rules.bounded) : null,
  };
  return { filters, window: readQueueWindow(reader, now) };
}

export function readTimeToMergeQuery(reader: RequestReader, now: number): TimeToMergeQuery {
  return { at: reader.queryDateTime('at') ?? now, branch: reader.queryString('branch') ?? null };
}
