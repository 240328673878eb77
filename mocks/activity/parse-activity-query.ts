// Query-string validation for operations 13 and 14, the way the FastAPI service does it: field errors
// first (all of them, in one 422), then the rules that span fields, then the cursor.
import type { ActivityFilterQuery, ActivityFilters, ActivityListQuery } from './activity-query';
import { EVENT_OUTCOMES, EVENT_TYPES } from './event-types';
import { decodeCursor } from '../core/cursor';
import type { TimeWindow } from '../core/date-time';
import type { RequestReader } from '../core/request-reader';
import { issue } from '../core/validation-issue';
import type { ValidationIssue } from '../core/validation-issue';
import { DEFAULT_PER_PAGE, type PageRequest } from '../core/pagination';
import { DAY_MS } from '../test-insights/time-constants';

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

const presentOrNull = <T>(values: T[]): T[] | null => (values.length === 0 ? null : values);

const EXCLUSIVE_PAIRS: [keyof ActivityFilters, keyof ActivityFilters, string][] = [
  ['pullRequest', 'notPullRequest', 'pull_request'],
  ['batchPull', 'notBatchPull', 'batch_pull'],
  ['eventType', 'notEventType', 'event_type'],
  ['outcome', 'notOutcome', 'outcome'],
  ['trigger', 'notTrigger', 'trigger'],
];

function readFilters(reader: RequestReader): ActivityFilters {
  return {
    pullRequest: pullRequestNumbers(reader, 'pull_request'),
    notPullRequest: pullRequestNumbers(reader, 'not_pull_request'),
    baseRef: reader.queryString('base_ref', { minLength: 1, maxLength: 255 }) ?? null,
    batchPull: pullRequestNumbers(reader, 'batch_pull'),
    notBatchPull: pullRequestNumbers(reader, 'not_batch_pull'),
    eventType: presentOrNull(reader.queryEnumList('event_type', EVENT_TYPES)),
    notEventType: presentOrNull(reader.queryEnumList('not_event_type', EVENT_TYPES)),
    outcome: presentOrNull(reader.queryEnumList('outcome', EVENT_OUTCOMES)),
    notOutcome: presentOrNull(reader.queryEnumList('not_outcome', EVENT_OUTCOMES)),
    trigger: presentOrNull(reader.queryStringList('trigger')),
    notTrigger: presentOrNull(reader.queryStringList('not_trigger')),
  };
}

/** The mutually exclusive pairs are reported on the `not_` parameter (the one a facet "untick" adds). */
function exclusivityIssues(filters: ActivityFilters): ValidationIssue[] {
  return EXCLUSIVE_PAIRS.filter(([positive, negative]) => filters[positive] !== null && filters[negative] !== null).map(([, , name]) =>
    issue.valueError(['query', `not_${name}`], `${name} and not_${name} are mutually exclusive`),
  );
}

function windowIssues(window: TimeWindow): ValidationIssue[] {
  if (window.from > window.to) {
    return [issue.valueError(['query', 'received_from'], 'received_from must not be after received_to')];
  }
  // A known limit of the real service.
  if (window.to - window.from > 93 * DAY_MS) {
    return [issue.valueError(['query', 'received_from'], 'received_from and received_to may not span more than 93 days')];
  }
  return [];
}

/** Defaults of the API document: received_to = now, received_from = received_to − 1 day. */
function resolveWindow(from: number | null, to: number | null, now: number): TimeWindow {
  const end = to ?? now;
  return { from: from ?? end - DAY_MS, to: end };
}

/** Adds `issues` to the reader; the query when there are none. */
function unlessIssues<T>(reader: RequestReader, issues: ValidationIssue[], query: T): T | null {
  issues.forEach((problem) => reader.add(problem));
  return issues.length > 0 ? null : query;
}

/** Operation 14's filters and window: paging parameters are not part of it and are ignored. */
export function parseActivityFilters(reader: RequestReader, now: number): ActivityFilterQuery | null {
  return parseQuery(reader, now, false);
}

/** Operation 13's query. A cursor brings its window; bounds the request names must agree with it. */
export function parseActivityQuery(reader: RequestReader, now: number): ActivityListQuery | null {
  return parseQuery(reader, now, true);
}

/** Each list sorted, repeats dropped: the same filters in any order bind the same cursor. */
const canonical = (filters: ActivityFilters) =>
  Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, Array.isArray(value) ? [...new Set<unknown>(value)].sort() : value]),
  );

function parseQuery(reader: RequestReader, now: number, paged: boolean): ActivityListQuery | null {
  const before = reader.issues.length;
  const filters = readFilters(reader);
  const from = reader.queryDateTime('received_from', true) ?? null;
  const to = reader.queryDateTime('received_to', true) ?? null;
  const perPage = (paged ? reader.perPage() : undefined) ?? DEFAULT_PER_PAGE;
  const cursorText = paged ? reader.rawQuery('cursor') : undefined;
  if (reader.issues.length > before) return null;

  const exclusivity = exclusivityIssues(filters);
  const page: PageRequest = { operation: 'getActivityLog', offset: 0, perPage, filters: canonical(filters) };
  if (!cursorText) {
    const window = resolveWindow(from, to, now);
    return unlessIssues(reader, [...exclusivity, ...windowIssues(window)], { filters, window, page: { ...page, window } });
  }
  if (exclusivity.length > 0) return unlessIssues(reader, exclusivity, null);

  const cursor = decodeCursor(cursorText, { operation: page.operation, path: reader.pathname }, page.filters);
  const refuse = (reason: string) => unlessIssues(reader, [issue.valueError(['query', 'cursor'], reason)], null);
  if (!cursor.ok) return refuse(cursor.reason);
  const window = cursor.window ?? resolveWindow(from, to, now);
  // Only bounds the request names are compared: an omitted received_to means "now" on the first page,
  // and the cursor has pinned that instant for the following ones.
  const sameWindow = (from === null || from === window.from) && (to === null || to === window.to);
  if (!sameWindow) return refuse('Cursor does not match the query filters');
  return { filters, window, page: { ...page, offset: cursor.position, window } };
}
