import { ApiError, apiErrorFromResponse, networkError, notJsonError, timeoutError, withMessage } from './api-error';
import { forbiddenMessage } from './credential-kinds';
import type { components } from './generated/schema';
import { parseLinkHeader, type PageLink, type Paged } from './link-pagination';
import {
  OPERATION_ROUTES,
  type OperationArgs,
  type OperationId,
  type PathParams,
  type QueryParams,
  type SuccessData,
} from './operation-routes';
import { fillPath, joinUrl, serializeQuery } from './query-serialization';

/*
 * The one typed client every part of src/ uses.
 *
 * Why a small hand-written fetch wrapper rather than openapi-fetch (0.17): its array serialisation would
 * have been right (`name=a&name=b`), but
 *  - `followLink` must send an arbitrary URL (the `next` link as given) through the same answer handling
 *    (errors, JSON check, Link parsing); openapi-fetch only knows path templates;
 *  - it parses error bodies before we see them and throws a bare `SyntaxError` on a 200 HTML page, where
 *    we need the raw text, the status and the headers to build a message a person can act on;
 *  - it captures `globalThis.fetch` when the client is created (so MSW's Node interceptor, installed
 *    later, is missed) and builds `new Request()` from the base URL, which fails for `/v1` outside a
 *    browser.
 * The types still come from the generated contract (`operation-routes.ts`), so nothing is typed by hand.
 */

export type ApiClientConfig = {
  /** Ends in `/v1`. Relative (`/v1`, the mock) is resolved against the page; absolute for a real deployment. */
  baseUrl: string;
  /** Bearer credential, or a getter so one client can follow a token that changes. Never logged, never in a URL. */
  token?: string | null | (() => string | null | undefined);
  /**
   * A host's credential source (e.g. an embedding page that refreshes short-lived tokens). When given it
   * supersedes `token`; after a 401 it is asked once more and, if it hands out another token, the request
   * is sent again with it, so an expired token costs the user nothing.
   */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Defaults to the global `fetch`, looked up on every call so interceptors installed later are seen. */
  fetch?: typeof fetch;
  /**
   * How long one request (its answer and its whole body) may take before it is given up with a
   * `timeout` ApiError. Default DEFAULT_REQUEST_TIMEOUT_MS. A hanging API must end in a message, not a
   * spinner that never stops.
   */
  timeoutMs?: number;
};

/** Generous for the heaviest page of the API (a 100-row activity page), short enough to be told of a hang. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export type CallOptions = { signal?: AbortSignal | undefined };

type Schemas = components['schemas'];
type TestStatName = PathParams<'getTestStat'>['stat'];

/** The per-test statistic's shape follows its `stat`: `mean_duration` has number values, the others counts. */
export type TestStatData<S extends TestStatName> = S extends 'mean_duration'
  ? Schemas['TestDurationStatsResponse']
  : Schemas['TestCountStatsResponse'];

export type ApiClient = {
  /** The resolved absolute base URL (no trailing slash), e.g. for display in Settings. */
  readonly baseUrl: string;

  searchTests(args: OperationArgs<'searchTests'>, options?: CallOptions): Promise<Paged<SuccessData<'searchTests'>>>;
  getTestDetails(args: OperationArgs<'getTestDetails'>, options?: CallOptions): Promise<SuccessData<'getTestDetails'>>;
  getTestStat<S extends TestStatName>(
    args: { path: PathParams<'getTestStat'> & { stat: S }; query?: QueryParams<'getTestStat'> },
    options?: CallOptions,
  ): Promise<TestStatData<S>>;
  getTestHealthTransitions(
    args: OperationArgs<'getTestHealthTransitions'>,
    options?: CallOptions,
  ): Promise<SuccessData<'getTestHealthTransitions'>>;
  listTestFailures(args: OperationArgs<'listTestFailures'>, options?: CallOptions): Promise<SuccessData<'listTestFailures'>>;
  getTestFailure(args: OperationArgs<'getTestFailure'>, options?: CallOptions): Promise<SuccessData<'getTestFailure'>>;
  listTestExecutions(args: OperationArgs<'listTestExecutions'>, options?: CallOptions): Promise<Paged<SuccessData<'listTestExecutions'>>>;
  getRepositoryTestStat(args: OperationArgs<'getRepositoryTestStat'>, options?: CallOptions): Promise<SuccessData<'getRepositoryTestStat'>>;
  /** Paged only when `per_page` is given; without it the whole list comes with no links. */
  listQuarantines(args: OperationArgs<'listQuarantines'>, options?: CallOptions): Promise<Paged<SuccessData<'listQuarantines'>>>;
  createQuarantine(args: OperationArgs<'createQuarantine'>, options?: CallOptions): Promise<SuccessData<'createQuarantine'>>;
  getQuarantine(args: OperationArgs<'getQuarantine'>, options?: CallOptions): Promise<SuccessData<'getQuarantine'>>;
  /** Resolves once removed, whether the service answers 204 or 200 `{}`. */
  deleteQuarantine(args: OperationArgs<'deleteQuarantine'>, options?: CallOptions): Promise<void>;
  /** Which of the names are quarantined on the branch (what a CI job asks before failing on them). */
  checkQuarantines(args: OperationArgs<'checkQuarantines'>, options?: CallOptions): Promise<SuccessData<'checkQuarantines'>>;
  getActivityLog(args: OperationArgs<'getActivityLog'>, options?: CallOptions): Promise<Paged<SuccessData<'getActivityLog'>>>;
  getActivityLogAggregate(
    args: OperationArgs<'getActivityLogAggregate'>,
    options?: CallOptions,
  ): Promise<SuccessData<'getActivityLogAggregate'>>;
  // The merge queue's statistics: plain JSON answers, never paged.
  getQueueTimeToMerge(args: OperationArgs<'getQueueTimeToMerge'>, options?: CallOptions): Promise<SuccessData<'getQueueTimeToMerge'>>;
  getQueueChecksOutcome(args: OperationArgs<'getQueueChecksOutcome'>, options?: CallOptions): Promise<SuccessData<'getQueueChecksOutcome'>>;
  getQueueChecksOutcomeCount(
    args: OperationArgs<'getQueueChecksOutcomeCount'>,
    options?: CallOptions,
  ): Promise<SuccessData<'getQueueChecksOutcomeCount'>>;
  getQueueEnteredCount(args: OperationArgs<'getQueueEnteredCount'>, options?: CallOptions): Promise<SuccessData<'getQueueEnteredCount'>>;
  getQueueMergedCount(args: OperationArgs<'getQueueMergedCount'>, options?: CallOptions): Promise<SuccessData<'getQueueMergedCount'>>;
  getQueueAverageCiRuntime(
    args: OperationArgs<'getQueueAverageCiRuntime'>,
    options?: CallOptions,
  ): Promise<SuccessData<'getQueueAverageCiRuntime'>>;
  getQueueIdleTime(args: OperationArgs<'getQueueIdleTime'>, options?: CallOptions): Promise<SuccessData<'getQueueIdleTime'>>;
  getQueueTotalTime(args: OperationArgs<'getQueueTotalTime'>, options?: CallOptions): Promise<SuccessData<'getQueueTotalTime'>>;
  getQueueSize(args: OperationArgs<'getQueueSize'>, options?: CallOptions): Promise<SuccessData<'getQueueSize'>>;
  getQueueRunningSpeculativeChecks(
    args: OperationArgs<'getQueueRunningSpeculativeChecks'>,
    options?: CallOptions,
  ): Promise<SuccessData<'getQueueRunningSpeculativeChecks'>>;
  getQueueBatchSize(args: OperationArgs<'getQueueBatchSize'>, options?: CallOptions): Promise<SuccessData<'getQueueBatchSize'>>;
  getQueueBatchBisection(
    args: OperationArgs<'getQueueBatchBisection'>,
    options?: CallOptions,
  ): Promise<SuccessData<'getQueueBatchBisection'>>;
  getQueueBranches(args: OperationArgs<'getQueueBranches'>, options?: CallOptions): Promise<SuccessData<'getQueueBranches'>>;
  getQueueChecksRetries(args: OperationArgs<'getQueueChecksRetries'>, options?: CallOptions): Promise<SuccessData<'getQueueChecksRetries'>>;
  getQueueFailureRate(args: OperationArgs<'getQueueFailureRate'>, options?: CallOptions): Promise<SuccessData<'getQueueFailureRate'>>;
  getQueueSkipIntermediateResults(
    args: OperationArgs<'getQueueSkipIntermediateResults'>,
    options?: CallOptions,
  ): Promise<SuccessData<'getQueueSkipIntermediateResults'>>;
  getQueueExitReasons(args: OperationArgs<'getQueueExitReasons'>, options?: CallOptions): Promise<SuccessData<'getQueueExitReasons'>>;
  getQueueNames(args: OperationArgs<'getQueueNames'>, options?: CallOptions): Promise<SuccessData<'getQueueNames'>>;
  /** The owner's runners and the labels in use: ours, so a real deployment may answer 404 or 405. */
  listCiRunners(args: OperationArgs<'listCiRunners'>, options?: CallOptions): Promise<SuccessData<'listCiRunners'>>;
  getCiRunnerStat(args: OperationArgs<'getCiRunnerStat'>, options?: CallOptions): Promise<SuccessData<'getCiRunnerStat'>>;
  getCiJobQueueStat(args: OperationArgs<'getCiJobQueueStat'>, options?: CallOptions): Promise<SuccessData<'getCiJobQueueStat'>>;

  /**
   * Fetch the page a `Link` URL points at, as given (absolute, or relative to the base URL). Refuses a
   * URL on another origin than the base URL's, so the bearer token never reaches a foreign host.
   */
  followLink<TData>(link: PageLink<TData>, options?: CallOptions): Promise<Paged<TData>>;
  followLink(url: string, options?: CallOptions): Promise<Paged<unknown>>;
};

type Exchange = { response: Response; text: string; url: string; method: string };

export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = resolveBaseUrl(config.baseUrl);
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;

  async function currentToken(): Promise<string | null> {
    const value = config.getToken ? await config.getToken() : typeof config.token === 'function' ? config.token() : config.token;
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  }

  async function exchange(method: string, url: string, body: unknown, options: CallOptions | undefined): Promise<Exchange> {
    const token = await currentToken();
    try {
      return await exchangeWith(token, method, url, body, options);
    } catch (error) {
      if (!config.getToken || !(error instanceof ApiError) || error.status !== 401) throw error;
      // Asked again after a 401: only a different token is worth a second try (the same one would fail the same way).
      const renewed = await currentToken();
      if (renewed === null || renewed === token) throw error;
      return exchangeWith(renewed, method, url, body, options);
    }
  }

  async function exchangeWith(
    token: string | null,
    method: string,
    url: string,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<Exchange> {
    const headers = new Headers({ Accept: 'application/json' });
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const signal = options?.signal;
    const facts = { method, url };
    const deadline = requestDeadline(signal, timeoutMs);

    let response: Response;
    let text: string;
    try {
      try {
        response = await fetchImpl(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: deadline.signal,
        });
      } catch (error) {
        if (deadline.timedOut()) throw timeoutError(facts, timeoutMs);
        // An abort is a cancellation, not a failure: hand it back untouched so React Query stays quiet.
        if (isAbort(error, signal)) throw error;
        throw networkError(facts, error);
      }
      try {
        text = await response.text();
      } catch (error) {
        if (deadline.timedOut()) throw timeoutError(facts, timeoutMs);
        if (isAbort(error, signal)) throw error;
        throw networkError(facts, error); // the connection dropped mid-body
      }
    } finally {
      deadline.clear();
    }

    if (!response.ok) throw apiErrorFromResponse(facts, response, text);
    return { response, text, url, method };
  }

  async function call<K extends OperationId>(id: K, args: OperationArgs<K>, options?: CallOptions): Promise<Exchange> {
    const route = OPERATION_ROUTES[id];
    const base = requireBaseUrl(baseUrl, config.baseUrl);
    const url = joinUrl(base, fillPath(route.path, args.path), serializeQuery(args.query));
    try {
      return await exchange(route.method.toUpperCase(), url, args.body, options);
    } catch (error) {
      // A refusal names the kinds of credential this operation takes, so the user knows what to get.
      if (error instanceof ApiError && error.status === 403) {
        throw withMessage(error, forbiddenMessage(id, error.method, typeof error.detail === 'string' ? error.detail : null));
      }
      throw error;
    }
  }

  // The casts below trust the contract for the body's shape, as any typed client does; validating every
  // answer at runtime is the contract tests' job (mock answers are checked against the OpenAPI document).
  async function json<K extends OperationId>(id: K, args: OperationArgs<K>, options?: CallOptions): Promise<SuccessData<K>> {
    return readJson(await call(id, args, options)) as SuccessData<K>;
  }

  async function paged<K extends OperationId>(id: K, args: OperationArgs<K>, options?: CallOptions): Promise<Paged<SuccessData<K>>> {
    return toPage(await call(id, args, options)) as Paged<SuccessData<K>>;
  }

  function followLink<TData>(link: PageLink<TData>, options?: CallOptions): Promise<Paged<TData>>;
  function followLink(url: string, options?: CallOptions): Promise<Paged<unknown>>;
  async function followLink(link: PageLink | string, options?: CallOptions): Promise<Paged<unknown>> {
    const base = requireBaseUrl(baseUrl, config.baseUrl);
    const target = resolveLinkUrl(typeof link === 'string' ? link : link.url, base);
    return toPage(await exchange('GET', target, undefined, options));
  }

  return {
    baseUrl: baseUrl ?? config.baseUrl,
    searchTests: (args, options) => paged('searchTests', args, options),
    getTestDetails: (args, options) => json('getTestDetails', args, options),
    getTestStat: async <S extends TestStatName>(
      args: { path: PathParams<'getTestStat'> & { stat: S }; query?: QueryParams<'getTestStat'> },
      options?: CallOptions,
    ) => (await json('getTestStat', args, options)) as TestStatData<S>,
    getTestHealthTransitions: (args, options) => json('getTestHealthTransitions', args, options),
    listTestFailures: (args, options) => json('listTestFailures', args, options),
    getTestFailure: (args, options) => json('getTestFailure', args, options),
    listTestExecutions: (args, options) => paged('listTestExecutions', args, options),
    getRepositoryTestStat: (args, options) => json('getRepositoryTestStat', args, options),
    listQuarantines: (args, options) => paged('listQuarantines', args, options),
    createQuarantine: (args, options) => json('createQuarantine', args, options),
    getQuarantine: (args, options) => json('getQuarantine', args, options),
    // 204 has no body and 200 answers `{}`: neither carries anything, so the body is not read as JSON.
    deleteQuarantine: async (args, options) => {
      await call('deleteQuarantine', args, options);
    },
    checkQuarantines: (args, options) => json('checkQuarantines', args, options),
    getActivityLog: (args, options) => paged('getActivityLog', args, options),
    getActivityLogAggregate: (args, options) => json('getActivityLogAggregate', args, options),
    getQueueTimeToMerge: (args, options) => json('getQueueTimeToMerge', args, options),
    getQueueChecksOutcome: (args, options) => json('getQueueChecksOutcome', args, options),
    getQueueChecksOutcomeCount: (args, options) => json('getQueueChecksOutcomeCount', args, options),
    getQueueEnteredCount: (args, options) => json('getQueueEnteredCount', args, options),
    getQueueMergedCount: (args, options) => json('getQueueMergedCount', args, options),
    getQueueAverageCiRuntime: (args, options) => json('getQueueAverageCiRuntime', args, options),
    getQueueIdleTime: (args, options) => json('getQueueIdleTime', args, options),
    getQueueTotalTime: (args, options) => json('getQueueTotalTime', args, options),
    getQueueSize: (args, options) => json('getQueueSize', args, options),
    getQueueRunningSpeculativeChecks: (args, options) => json('getQueueRunningSpeculativeChecks', args, options),
    getQueueBatchSize: (args, options) => json('getQueueBatchSize', args, options),
    getQueueBatchBisection: (args, options) => json('getQueueBatchBisection', args, options),
    getQueueBranches: (args, options) => json('getQueueBranches', args, options),
    getQueueChecksRetries: (args, options) => json('getQueueChecksRetries', args, options),
    getQueueFailureRate: (args, options) => json('getQueueFailureRate', args, options),
    getQueueSkipIntermediateResults: (args, options) => json('getQueueSkipIntermediateResults', args, options),
    getQueueExitReasons: (args, options) => json('getQueueExitReasons', args, options),
    getQueueNames: (args, options) => json('getQueueNames', args, options),
    listCiRunners: (args, options) => json('listCiRunners', args, options),
    getCiRunnerStat: (args, options) => json('getCiRunnerStat', args, options),
    getCiJobQueueStat: (args, options) => json('getCiJobQueueStat', args, options),
    followLink,
  };
}

function toPage(result: Exchange): Paged<unknown> {
  return {
    data: readJson(result),
    // Relative link URLs resolve against the URL that answered (after any redirect).
    links: parseLinkHeader(result.response.headers.get('Link'), result.response.url || result.url),
  };
}

/** A success answer must be JSON; anything else means the base URL does not point at the API. */
function readJson(result: Exchange): unknown {
  try {
    return JSON.parse(result.text) as unknown;
  } catch (error) {
    throw notJsonError(result, result.response, result.text, error);
  }
}

/**
 * The signal a request is sent with: aborted by the caller's signal (a cancellation) or by the clock
 * (a timeout), which `timedOut()` tells apart. A plain timer rather than `AbortSignal.timeout`, so a
 * test's fake clock can run it.
 */
function requestDeadline(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The API did not answer in time', 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut && !callerSignal?.aborted,
    clear() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  return error instanceof Error && error.name === 'AbortError';
}

/** `null` when the configured value is not a usable http(s) URL; calls then fail with a clear ApiError. */
function resolveBaseUrl(configured: string): string | null {
  const pageUrl = typeof globalThis.location === 'undefined' ? undefined : globalThis.location.href;
  let url: URL;
  try {
    url = new URL(configured.trim(), pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

function requireBaseUrl(resolved: string | null, configured: string): string {
  if (resolved !== null) return resolved;
  throw new ApiError({
    kind: 'http',
    status: 0,
    detail: null,
    bodyText: null,
    retryAfterSeconds: null,
    method: 'GET',
    url: configured,
    message: `The API base URL “${configured}” is not a valid http(s) address. Open Settings to correct it.`,
  });
}

/** Resolve a link (absolute, or relative to the base URL) and refuse any origin but the API's own. */
function resolveLinkUrl(link: string, base: string): string {
  let target: URL;
  try {
    target = new URL(link, `${base}/`);
  } catch {
    target = new URL('about:blank');
  }
  const apiOrigin = new URL(base).origin;
  if (target.origin === apiOrigin) return target.href;
  throw new ApiError({
    kind: 'http',
    status: 0,
    detail: null,
    bodyText: null,
    retryAfterSeconds: null,
    method: 'GET',
    url: apiOrigin,
    message: `The API sent a page link to another address (${target.origin === 'null' ? link : target.origin}). It was not followed, so your token stays with ${apiOrigin}.`,
  });
}
