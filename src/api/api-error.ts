import * as v from 'valibot';

/** The one error type every API call rejects with; an abort is rethrown untouched so React Query cancels quietly. */

/** One entry of FastAPI's 422 list form: `loc` names where the bad input was (`query`, `path`, `body`, then the field). */
export type ValidationIssue = { loc: (string | number)[]; msg: string; type: string };

export type ApiErrorDetail = string | ValidationIssue[] | null;

/** `network`: no HTTP answer at all (DNS, refused, CORS, offline). */
export type ApiErrorKind = 'network' | 'timeout' | 'http';

/** Defaults: `http`, status 0, no detail, body or Retry-After. */
type ApiErrorInit = Partial<Pick<ApiError, 'kind' | 'status' | 'detail' | 'bodyText' | 'retryAfterSeconds'>> &
  Pick<ApiError, 'method' | 'url' | 'message'> & { cause?: unknown };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived (`kind: 'network'`). */
  readonly status: number;
  readonly detail: ApiErrorDetail;
  /** Raw body text (capped) when the body had no usable `detail`; never rendered as HTML. */
  readonly bodyText: string | null;
  /** From a `Retry-After` header (429/503), used by the retry policy. */
  readonly retryAfterSeconds: number | null;
  readonly method: string;
  /** Request URL without its query string (the query may hold user filters; the token is never in a URL). */
  readonly url: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind ?? 'http';
    this.status = init.status ?? 0;
    this.detail = init.detail ?? null;
    this.bodyText = init.bodyText ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.method = init.method;
    this.url = init.url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Bodies are kept for debugging only; a proxy's HTML page can be large, so keep a bounded prefix. */
const BODY_TEXT_LIMIT = 2000;

type RequestFacts = { method: string; url: string };

function requestOf({ method, url }: RequestFacts): Pick<ApiErrorInit, 'method' | 'url'> {
  const parsed = new URL(url);
  return { method, url: `${parsed.origin}${parsed.pathname}` };
}

export function apiErrorFromResponse(request: RequestFacts, response: { status: number; headers: Headers }, bodyText: string): ApiError {
  const detail = extractDetail(bodyText);
  const plainText = detail === null ? readablePlainText(response.headers, bodyText) : null;
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  return new ApiError({
    status: response.status,
    detail,
    bodyText: detail === null && bodyText !== '' ? bodyText.slice(0, BODY_TEXT_LIMIT) : null,
    retryAfterSeconds,
    ...requestOf(request),
    // A 404 without the API's JSON `detail` comes from something else at the base URL, not a missing repository.
    message:
      response.status === 404 && detail === null
        ? `Nothing at ${new URL(request.url).origin} answered as the API (404 without an API error body). Check the API base URL in Settings.`
        : messageForStatus(response.status, request.method, detail ?? plainText, retryAfterSeconds),
  });
}

/** A 404 the API itself gave (it names what is missing), as opposed to one from a wrong base URL. */
export function isApiNotFound(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404 && error.detail !== null;
}

/** A 422 that names `cursor`: the page link no longer fits the query (other filters, another window, or cut short). */
export function isStaleCursorError(error: unknown): error is ApiError {
  return (
    isApiError(error) && error.status === 422 && Array.isArray(error.detail) && error.detail.some((issue) => issue.loc.at(-1) === 'cursor')
  );
}

export function networkError(request: RequestFacts, cause: unknown): ApiError {
  const message = `Could not reach the API at ${new URL(request.url).origin}. Check your connection and the API base URL in Settings.`;
  return new ApiError({ kind: 'network', ...requestOf(request), message, cause });
}

export function timeoutError(request: RequestFacts, timeoutMs: number): ApiError {
  const seconds = Math.round(timeoutMs / 1000);
  const message = `The API at ${new URL(request.url).origin} did not answer within ${seconds} s. It may be overloaded or unreachable; try again.`;
  return new ApiError({ kind: 'timeout', ...requestOf(request), message });
}

/** A 2xx whose body is not JSON: typically a static host answering `index.html` because no API is behind the base URL. */
export function notJsonError(
  request: RequestFacts,
  response: { status: number; headers: Headers },
  bodyText: string,
  cause?: unknown,
): ApiError {
  const what = isHtml(response.headers, bodyText) ? 'a web page instead of JSON' : 'something other than JSON';
  const message = `The API answered with ${what} — is the base URL right?`;
  return new ApiError({ status: response.status, bodyText: bodyText.slice(0, BODY_TEXT_LIMIT), ...requestOf(request), message, cause });
}

/** Field name → message for showing a 409/422 beside the form field it concerns. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !Array.isArray(error.detail)) return {};
  const fields: Record<string, string> = {};
  for (const issue of error.detail) {
    const field = issue.loc.at(-1);
    // Several issues on one field: keep them all, in order.
    if (field !== undefined) fields[field] = fields[field] === undefined ? issue.msg : `${fields[field]}; ${issue.msg}`;
  }
  return fields;
}

const issueSchema = v.object({ loc: v.array(v.union([v.string(), v.number()])), msg: v.string(), type: v.optional(v.string()) });

/** The API's `detail`: a string, or FastAPI's issues (kept only when well-formed); null for anything else. */
function extractDetail(bodyText: string): ApiErrorDetail {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return null;
  }
  const detail: unknown = typeof body === 'object' && body !== null && 'detail' in body ? body.detail : null;
  if (typeof detail === 'string') return detail;
  const issues = Array.isArray(detail) ? detail.filter((item) => v.is(issueSchema, item)) : [];
  return issues.length > 0 ? (issues as ValidationIssue[]) : null;
}

function isHtml(headers: Headers, bodyText: string): boolean {
  const contentType = headers.get('Content-Type') ?? '';
  return /html/i.test(contentType) || /^\s*</.test(bodyText);
}

/** A short plain-text body (e.g. "Bad Gateway" from a proxy) may be shown; markup never is. */
function readablePlainText(headers: Headers, bodyText: string): string | null {
  const text = bodyText.trim();
  // JSON without a usable detail is not for people either.
  return text === '' || isHtml(headers, text) || text.length > 200 || text.includes('\n') || /^[[{]/.test(text) ? null : text;
}

/** `Retry-After` is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const date = Date.parse(value.trim());
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const LOCATION_LABELS: Record<string, string> = { query: 'query parameter', path: 'path parameter', body: 'field', header: 'header' };

/** `{"loc":["query","per_page"],"msg":"…"}` → "Invalid query parameter `per_page`: …". */
export function describeValidationIssue(issue: ValidationIssue): string {
  const [location, ...rest] = issue.loc;
  const label = typeof location === 'string' ? LOCATION_LABELS[location] : undefined;
  const where = label === undefined ? issue.loc.join('.') : rest.join('.');
  if (label === undefined) return where === '' ? issue.msg : `Invalid \`${where}\`: ${issue.msg}`;
  return where === '' ? `Invalid ${label}: ${issue.msg}` : `Invalid ${label} \`${where}\`: ${issue.msg}`;
}

function detailText(detail: ApiErrorDetail | string): string | null {
  if (detail === null) return null;
  if (typeof detail === 'string') return detail.trim() === '' ? null : detail;
  return detail.map(describeValidationIssue).join('; ');
}

function messageForStatus(status: number, method: string, detail: ApiErrorDetail | string, retryAfterSeconds: number | null): string {
  const text = detailText(detail);
  if (status === 401) return 'Your API token is missing or invalid. Open Settings to set one.';
  if (status === 403) {
    const action = method === 'GET' || method === 'HEAD' ? 'read this' : 'do this';
    return `Your credential may not ${action}${text === null ? '' : ` (${text})`}.`;
  }
  if (status === 404) return text ?? 'Not found (404): the requested item does not exist.';
  if (status === 409) return text ?? 'This conflicts with the current state (409).';
  if (status === 422) return text ?? 'The request was rejected as invalid (422).';
  if (status === 429) {
    const wait = retryAfterSeconds === null ? 'in a moment' : `in ${retryAfterSeconds} s`;
    return `Too many requests: the API is rate-limiting this dashboard. Try again ${wait}.`;
  }
  if (status >= 500) return `The server failed (${status}${text === null ? '' : `: ${text}`}). Try again in a moment.`;
  return text === null ? `The request failed (${status}).` : `The request failed (${status}): ${text}`;
}
