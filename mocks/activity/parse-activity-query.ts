// Query-string validation for operations 13 and 14, the way the FastAPI service does it: field errors
// first (all of them, in one 422), then the rules that span fields, then the cursor.
import type { ActivityFilterQuery, ActivityFilters, ActivityListQuery } from './activity-query';
import { EVENT_OUTCOMES, EVENT_TYPES } from './event-types';
import { decodeCursor } from '../core/cursor';
import { windowIssue, windowOf } from '../core/date-time';
import type { RequestReader } from '../core/request-reader';
import { issue } from '../core/validation-issue';
import type { ValidationIssue } from '../core/validation-issue';
import { DEFAULT_PER_PAGE } from '../core/pagination';

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
  const filters = readFilters(reader);
  const from = reader.queryDateTime('received_from', true) ?? null;
  const to = reader.queryDateTime('received_to', true) ?? null;
  const perPage = (paged ? reader.perPage() : undefined) ?? DEFAULT_PER_PAGE;
  const cursorText = paged ? reader.rawQuery('cursor') : undefined;
  const window = windowOf(from, to, now);
  const query = { filters, window, page: { operation: 'getActivityLog', offset: 0, perPage, filters: canonical(filters), window } };
  if (reader.issues.length > before) return query;

  exclusivityIssues(filters).forEach((problem) => reader.add(problem));
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
