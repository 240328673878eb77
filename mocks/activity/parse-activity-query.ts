// Query-string validation for operations 13 and 14, the way the FastAPI service does it: field errors
// first (all of them, in one 422), then the rules that span fields, then the cursor.
import type { ActivityFilterQuery, ActivityFilters, ActivityListQuery, TimeWindow } from './activity-query';
import { decodeCursor, fingerprintFilters, pathScope } from './activity-cursor';
import { EVENT_OUTCOMES, EVENT_TYPES, isEventOutcome, isEventType } from './event-catalog';
import type { EventOutcomeName, EventTypeName } from './event-catalog';
import { parseAwareDateTime } from './parse-date-time';
import { issue } from '../core/validation-issue';
import type { IssueLocation, ValidationIssue } from '../core/validation-issue';
import { DAY_MS } from '../test-insights/time-constants';

/** Known limit of the real service: received_from..received_to may span at most 93 days. */
export const MAX_WINDOW_MS = 93 * DAY_MS;
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
export const BASE_REF_MAX_LENGTH = 255;
/** Pull request numbers are 1..2147483646: the document's `minimum: 1`, `exclusiveMaximum: 2147483647`. */
export const PULL_NUMBER_MIN = 1;
export const PULL_NUMBER_EXCLUSIVE_MAX = 2_147_483_647;

export type ParseResult<T> = { ok: true; query: T } | { ok: false; issues: ValidationIssue[] };

const INTEGER_TEXT = /^\s*[+-]?\d+\s*$/;

function parseInteger(text: string): number | null {
  if (!INTEGER_TEXT.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** Reads the query field by field, collecting every problem like pydantic does. */
class QueryReader {
  readonly issues: ValidationIssue[] = [];
  constructor(private readonly params: URLSearchParams) {}

  /** Pull request numbers within the published bounds; a repeat is kept once (the service reads a set). */
  pullRequestNumbers(name: string): number[] | null {
    const raw = this.params.getAll(name);
    if (raw.length === 0) return null;
    const values = new Set<number>();
    raw.forEach((text, index) => {
      const value = parseInteger(text);
      if (value === null) this.issues.push(issue.intParsing(['query', name, index]));
      else if (value < PULL_NUMBER_MIN) this.issues.push(issue.greaterThanEqual(['query', name, index], PULL_NUMBER_MIN));
      else if (value >= PULL_NUMBER_EXCLUSIVE_MAX) this.issues.push(issue.lessThan(['query', name, index], PULL_NUMBER_EXCLUSIVE_MAX));
      else values.add(value);
    });
    return [...values];
  }

  enumArray<T extends string>(name: string, allowed: readonly T[], guard: (value: string) => value is T): T[] | null {
    const raw = this.params.getAll(name);
    if (raw.length === 0) return null;
    const values: T[] = [];
    raw.forEach((text, index) => {
      if (guard(text)) values.push(text);
      else this.issues.push(issue.enumValue(['query', name, index], allowed));
    });
    return values;
  }

  stringArray(name: string): string[] | null {
    const raw = this.params.getAll(name);
    return raw.length === 0 ? null : raw;
  }

  /** FastAPI keeps the last value of a repeated scalar parameter. */
  scalar(name: string): string | null {
    const raw = this.params.getAll(name);
    return raw.length === 0 ? null : (raw[raw.length - 1] ?? null);
  }

  boundedString(name: string, min: number, max: number): string | null {
    const text = this.scalar(name);
    if (text === null) return null;
    const length = [...text].length;
    if (length < min) {
      this.issues.push(issue.stringTooShort(['query', name], min));
      return null;
    }
    if (length > max) {
      this.issues.push(issue.stringTooLong(['query', name], max));
      return null;
    }
    return text;
  }

  boundedInteger(name: string, min: number, max: number): number | null {
    const text = this.scalar(name);
    if (text === null) return null;
    const value = parseInteger(text);
    if (value === null) {
      this.issues.push(issue.intParsing(['query', name]));
      return null;
    }
    if (value < min) {
      this.issues.push(issue.greaterThanEqual(['query', name], min));
      return null;
    }
    if (value > max) {
      this.issues.push(issue.lessThanEqual(['query', name], max));
      return null;
    }
    return value;
  }

  awareDateTime(name: string): number | null {
    const text = this.scalar(name);
    if (text === null) return null;
    const parsed = parseAwareDateTime(text);
    if (parsed.ok) return parsed.epochMs;
    const loc: IssueLocation = ['query', name];
    // pydantic's AwareDatetime: a naive date-time is a `timezone_aware` error, not a parse error.
    this.issues.push(
      parsed.reason === 'missing_timezone'
        ? { loc, msg: 'Input should have timezone info', type: 'timezone_aware' }
        : issue.dateTimeParsing(loc),
    );
    return null;
  }
}

const EXCLUSIVE_PAIRS: [keyof ActivityFilters, keyof ActivityFilters, string][] = [
  ['pullRequest', 'notPullRequest', 'pull_request'],
  ['batchPull', 'notBatchPull', 'batch_pull'],
  ['eventType', 'notEventType', 'event_type'],
  ['outcome', 'notOutcome', 'outcome'],
  ['trigger', 'notTrigger', 'trigger'],
];

function readFilters(reader: QueryReader): ActivityFilters {
  return {
    pullRequest: reader.pullRequestNumbers('pull_request'),
    notPullRequest: reader.pullRequestNumbers('not_pull_request'),
    baseRef: reader.boundedString('base_ref', 1, BASE_REF_MAX_LENGTH),
    batchPull: reader.pullRequestNumbers('batch_pull'),
    notBatchPull: reader.pullRequestNumbers('not_batch_pull'),
    eventType: reader.enumArray<EventTypeName>('event_type', EVENT_TYPES, isEventType),
    notEventType: reader.enumArray<EventTypeName>('not_event_type', EVENT_TYPES, isEventType),
    outcome: reader.enumArray<EventOutcomeName>('outcome', EVENT_OUTCOMES, isEventOutcome),
    notOutcome: reader.enumArray<EventOutcomeName>('not_outcome', EVENT_OUTCOMES, isEventOutcome),
    trigger: reader.stringArray('trigger'),
    notTrigger: reader.stringArray('not_trigger'),
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
  if (window.to - window.from > MAX_WINDOW_MS) {
    return [issue.valueError(['query', 'received_from'], 'received_from and received_to may not span more than 93 days')];
  }
  return [];
}

interface RawWindow {
  from: number | null;
  to: number | null;
}

/** Defaults of the API document: received_to = now, received_from = received_to − 1 day. */
function resolveWindow(raw: RawWindow, now: number): TimeWindow {
  const to = raw.to ?? now;
  return { from: raw.from ?? to - DAY_MS, to };
}

function readFilterQuery(reader: QueryReader): { filters: ActivityFilters; raw: RawWindow } {
  const filters = readFilters(reader);
  const raw = { from: reader.awareDateTime('received_from'), to: reader.awareDateTime('received_to') };
  return { filters, raw };
}

/** Filters and time window of operation 14 (paging parameters are not part of it and are ignored). */
export function parseActivityFilters(url: URL, now: number): ParseResult<ActivityFilterQuery> {
  const reader = new QueryReader(url.searchParams);
  const { filters, raw } = readFilterQuery(reader);
  if (reader.issues.length > 0) return { ok: false, issues: reader.issues };
  const window = resolveWindow(raw, now);
  const issues = [...exclusivityIssues(filters), ...windowIssues(window)];
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, query: { filters, window } };
}

/** Operation 13's query. A cursor brings its window; bounds the request names must agree with it. */
export function parseActivityQuery(url: URL, now: number): ParseResult<ActivityListQuery> {
  const reader = new QueryReader(url.searchParams);
  const { filters, raw } = readFilterQuery(reader);
  const perPage = reader.boundedInteger('per_page', 1, MAX_PER_PAGE) ?? DEFAULT_PER_PAGE;
  const cursorText = reader.scalar('cursor');
  if (reader.issues.length > 0) return { ok: false, issues: reader.issues };

  const exclusivity = exclusivityIssues(filters);
  if (cursorText === null || cursorText === '') {
    const window = resolveWindow(raw, now);
    const issues = [...exclusivity, ...windowIssues(window)];
    if (issues.length > 0) return { ok: false, issues };
    return { ok: true, query: { filters, window, perPage, cursor: null } };
  }
  if (exclusivity.length > 0) return { ok: false, issues: exclusivity };

  const cursor = decodeCursor(cursorText);
  if (cursor === null) return { ok: false, issues: [issue.valueError(['query', 'cursor'], 'Invalid cursor')] };
  if (cursor.scope !== pathScope(url.pathname)) {
    return { ok: false, issues: [issue.valueError(['query', 'cursor'], 'Cursor was issued for another repository or resource')] };
  }
  // Only bounds the request names are compared: an omitted received_to means "now" on the first page,
  // and the cursor has pinned that instant for the following ones.
  const sameWindow = (raw.from === null || raw.from === cursor.window.from) && (raw.to === null || raw.to === cursor.window.to);
  if (cursor.filterFingerprint !== fingerprintFilters(filters) || !sameWindow) {
    return { ok: false, issues: [issue.valueError(['query', 'cursor'], 'Cursor does not match the query filters')] };
  }
  return { ok: true, query: { filters, window: cursor.window, perPage, cursor: cursor.position } };
}
