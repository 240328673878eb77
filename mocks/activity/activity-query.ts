// The activity log's query (operations 13 and 14), read the way the FastAPI service reads it: field errors
// first (all of them, in one 422), then the rules that span fields, then the cursor; and applied to the log.
import { decodeCursor } from '../core/cursor';
import { firstAtOrAfter, windowIssue, windowOf, type TimeWindow } from '../core/date-time';
import { DEFAULT_PER_PAGE, type PageRequest } from '../core/pagination';
import type { RequestReader } from '../core/request-reader';
import { issue } from '../core/validation-issue';
import type { ActivityEventLog, LoggedEvent } from './activity-event-log';
import { EVENT_OUTCOMES, EVENT_TYPES, type ActivityLogEvent, type EventOutcomeName, type EventTypeName } from './event-types';

/** Every filter is null when absent; a positive filter and its `not_` twin are never both set. */
export interface ActivityFilters {
  pullRequest: number[] | null;
  notPullRequest: number[] | null;
  baseRef: string | null;
  batchPull: number[] | null;
  notBatchPull: number[] | null;
  eventType: EventTypeName[] | null;
  notEventType: EventTypeName[] | null;
  outcome: EventOutcomeName[] | null;
  notOutcome: EventOutcomeName[] | null;
  trigger: string[] | null;
  notTrigger: string[] | null;
}

export interface ActivityFilterQuery {
  filters: ActivityFilters;
  /** Inclusive bounds on `received_at`. */
  window: TimeWindow;
}

export interface ActivityListQuery extends ActivityFilterQuery {
  page: PageRequest;
}

type Value = string | number | null;
export type FilterName = 'pullRequest' | 'baseRef' | 'batchPull' | 'eventType' | 'outcome' | 'trigger';

/** The document's `minimum: 1`, `exclusiveMaximum: 2147483647`; a repeat is kept once (the service reads a set). */
function pullRequestNumbers(reader: RequestReader, name: string): number[] | null {
  const raw = reader.queryStringList(name);
  if (raw.length === 0) return null;
  const values = raw.map((text, index) => {
    const value = /^\s*[+-]?\d+\s*$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(value)) reader.add(issue.intParsing(['query', name, index]));
    else if (value < 1) reader.add(issue.greaterThanEqual(['query', name, index], 1));
    else if (value >= 2_147_483_647) reader.add(issue.lessThan(['query', name, index], 2_147_483_647));
    else return value;
    return null;
  });
  return [...new Set(values.filter((value) => value !== null))];
}

type Reader = (reader: RequestReader, name: string) => Value[] | string | null;
const presentOrNull = <T>(values: T[]): T[] | null => (values.length === 0 ? null : values);
const oneName: Reader = (reader, name) => reader.queryString(name, { minLength: 1, maxLength: 255 }) ?? null;
const names: Reader = (reader, name) => presentOrNull(reader.queryStringList(name));
function enums(values: readonly string[]): Reader {
  return (reader, name) => presentOrNull(reader.queryEnumList(name, values));
}

/** Each filter in reading order: its parameter, its reader, the event's value it compares, its `not_` twin (base_ref has none). */
const FILTERS: [FilterName, string, Reader, (entry: LoggedEvent) => Value, keyof ActivityFilters | null][] = [
  ['pullRequest', 'pull_request', pullRequestNumbers, (entry) => entry.event.pull_request, 'notPullRequest'],
  ['baseRef', 'base_ref', oneName, (entry) => entry.event.base_ref, null],
  ['batchPull', 'batch_pull', pullRequestNumbers, (entry) => entry.batch, 'notBatchPull'],
  ['eventType', 'event_type', enums(EVENT_TYPES), (entry) => entry.event.type, 'notEventType'],
  ['outcome', 'outcome', enums(EVENT_OUTCOMES), (entry) => entry.event.outcome, 'notOutcome'],
  ['trigger', 'trigger', names, (entry) => entry.event.trigger, 'notTrigger'],
];

/** The aggregate's facets: the filters with a `not_` twin. */
export const FACETS = FILTERS.flatMap(([name, , , valueOf, twin]) => (twin ? [{ name, valueOf }] : []));

export const NO_FILTERS = Object.fromEntries(
  FILTERS.flatMap(([name, , , , twin]) => (twin ? [name, twin] : [name])).map((key) => [key, null]),
) as unknown as ActivityFilters;

/** Operation 14's filters and window: paging parameters are not part of it and are ignored. */
export function parseActivityFilters(reader: RequestReader, now: number): ActivityFilterQuery {
  return parseQuery(reader, now, false);
}

/** Operation 13's query. A cursor brings its window; bounds the request names must agree with it. */
export function parseActivityQuery(reader: RequestReader, now: number): ActivityListQuery {
  return parseQuery(reader, now, true);
}

/** Each list sorted, repeats dropped: the same filters in any order bind the same cursor. */
const canonical = (filters: ActivityFilters) =>
  Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, Array.isArray(value) ? [...new Set<unknown>(value)].sort() : value]),
  );

/** The query, read whole; the frame answers 422 instead when the reader holds issues. */
function parseQuery(reader: RequestReader, now: number, paged: boolean): ActivityListQuery {
  const before = reader.issues.length;
  const read: Record<string, unknown> = {};
  for (const [name, parameter, readValue, , twin] of FILTERS) {
    read[name] = readValue(reader, parameter);
    if (twin) read[twin] = readValue(reader, `not_${parameter}`);
  }
  const filters = read as unknown as ActivityFilters;
  const from = reader.queryDateTime('received_from', true) ?? null;
  const to = reader.queryDateTime('received_to', true) ?? null;
  const perPage = (paged ? reader.perPage() : undefined) ?? DEFAULT_PER_PAGE;
  const cursorText = paged ? reader.rawQuery('cursor') : undefined;
  const window = windowOf(from, to, now);
  const query = { filters, window, page: { operation: 'getActivityLog', offset: 0, perPage, filters: canonical(filters), window } };
  if (reader.issues.length > before) return query;

  // A pair that excludes itself is reported on the `not_` parameter (the one a facet "untick" adds).
  for (const [name, parameter, , , twin] of FILTERS) {
    if (twin && filters[name] !== null && filters[twin] !== null) {
      reader.add(issue.valueError(['query', `not_${parameter}`], `${parameter} and not_${parameter} are mutually exclusive`));
    }
  }
  if (!cursorText) {
    const problem = windowIssue(window, ['received_from', 'received_to']);
    if (problem) reader.add(problem);
    return query;
  }
  if (reader.issues.length > before) return query;
  const cursor = decodeCursor(cursorText, { operation: query.page.operation, path: reader.pathname }, query.page.filters);
  const refuse = (reason: string) => reader.add(issue.valueError(['query', 'cursor'], reason));
  if (!cursor.ok) refuse(cursor.reason);
  if (!cursor.ok || !cursor.window) return query;
  // Only bounds the request names are compared: an omitted received_to means "now" on the first page,
  // and the cursor has pinned that instant for the following ones.
  const pinned = cursor.window;
  if ((from !== null && from !== pinned.from) || (to !== null && to !== pinned.to)) refuse('Cursor does not match the query filters');
  return { filters, window: pinned, page: { ...query.page, offset: cursor.position, window: pinned } };
}

export interface EventFilter {
  name: FilterName;
  keeps(entry: LoggedEvent): boolean;
}

/** The filters the query sets. An event with no value never matches an include list, always an exclude list. */
export function eventFilters(filters: ActivityFilters): EventFilter[] {
  return FILTERS.flatMap(([name, , , valueOf, twin]): EventFilter[] => {
    const include = filters[name] === null ? null : ([filters[name]].flat() as Value[]);
    const exclude = twin === null ? null : (filters[twin] as Value[] | null);
    if (include !== null) return [{ name, keeps: (entry) => valueOf(entry) !== null && include.includes(valueOf(entry)) }];
    if (exclude !== null) return [{ name, keeps: (entry) => valueOf(entry) === null || !exclude.includes(valueOf(entry)) }];
    return [];
  });
}

/** The events of the window (inclusive bounds), oldest first: found by time, as the log is in time order. */
export function eventsIn(entries: readonly LoggedEvent[], window: TimeWindow): LoggedEvent[] {
  return entries.slice(firstAtOrAfter(entries, window.from), firstAtOrAfter(entries, Math.floor(window.to) + 1));
}

/** Operation 13: the matching events, newest first (the handler pages them). */
export function listEvents(log: ActivityEventLog, query: ActivityFilterQuery): ActivityLogEvent[] {
  const filters = eventFilters(query.filters);
  const matching = eventsIn(log.entries, query.window).filter((entry) => filters.every((filter) => filter.keeps(entry)));
  return matching.reverse().map((entry) => entry.event);
}
