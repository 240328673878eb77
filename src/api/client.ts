import { createConcurrencyLimit } from '@/lib/concurrency-limit';
import { ApiError, apiErrorFromResponse, networkError, notJsonError, timeoutError } from './api-error';
import { forbiddenMessage } from './credential-kinds';
import type { components } from './generated/schema';
import { parseLinkHeader, type PageLink, type Paged } from './link-pagination';
import { operationRoutes } from './generated/operations';
import type { OperationArgs, OperationId, PathParams, QueryParams, SuccessData } from './operation-routes';
import { fillPath, joinUrl, serializeQuery } from './query-serialization';

export type ApiClientConfig = {
  /** Ends in `/v1`. Relative (`/v1`, the mock) is resolved against the page; absolute for a real deployment. */
  baseUrl: string;
  /** Bearer credential. Never logged, never in a URL. */
  token?: string | null;
  /** A host's credential source; supersedes `token`, and is asked again once after a 401. */
  getToken?: (() => string | null | undefined | Promise<string | null | undefined>) | undefined;
  /** Defaults to the global `fetch`, looked up on every call so interceptors installed later are seen. */
  fetch?: typeof fetch | undefined;
  /** How long one request (answer and body) may take before a `timeout` ApiError: a hang ends in a message. */
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

/** The operations answered with `Link` pages (the quarantine list only when `per_page` is given). */
const PAGED_OPERATIONS = ['searchTests', 'listTestExecutions', 'listQuarantines', 'getActivityLog'] as const;
type PagedOperation = (typeof PAGED_OPERATIONS)[number];
type Call<K extends OperationId, R> = (args: OperationArgs<K>, options?: CallOptions) => Promise<R>;

/** One method per operation of the contract, named by its operationId. */
export type ApiClient = { [K in Exclude<OperationId, PagedOperation | 'getTestStat' | 'deleteQuarantine'>]: Call<K, SuccessData<K>> } & {
  [K in PagedOperation]: Call<K, Paged<SuccessData<K>>>;
} & {
  readonly baseUrl: string;
  getTestStat<S extends TestStatName>(
    args: { path: PathParams<'getTestStat'> & { stat: S }; query?: QueryParams<'getTestStat'> },
    options?: CallOptions,
  ): Promise<TestStatData<S>>;
  /** Resolves once removed, whether the service answers 204 or 200 `{}`. */
  deleteQuarantine: Call<'deleteQuarantine', void>;
  /** The page a `Link` URL points at, as given; refused on another origin than the API's, so the token stays there. */
  followLink<TData>(link: PageLink<TData>, options?: CallOptions): Promise<Paged<TData>>;
};

type ApiRequest = { method: string; url: string; body?: unknown };
type Exchange = { response: Response; text: string; url: string; method: string };

export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = resolveBaseUrl(config.baseUrl);
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  // A burst (the digest's 33 prefetches, a page of runners) starts 8 a turn, not in one long task (decisions.md).
  const startPaced = createConcurrencyLimit(Infinity, 8);

  async function currentToken(): Promise<string | null> {
    const value = config.getToken ? await config.getToken() : config.token;
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  }

  async function exchange(request: ApiRequest, options: CallOptions | undefined): Promise<Exchange> {
    const token = await currentToken();
    try {
      return await exchangeWith(token, request, options);
    } catch (error) {
      if (!config.getToken || !(error instanceof ApiError) || error.status !== 401) throw error;
      // Asked again after a 401: only a different token is worth a second try (the same one would fail the same way).
      const renewed = await currentToken();
      if (renewed === null || renewed === token) throw error;
      return exchangeWith(renewed, request, options);
    }
  }

  async function exchangeWith(token: string | null, request: ApiRequest, options: CallOptions | undefined) {
    const { method, url, body } = request;
    const headers = new Headers({ Accept: 'application/json' });
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const signal = options?.signal;
    const deadline = requestDeadline(signal, timeoutMs);

    // An abort is a cancellation, not a failure: handed back untouched so React Query stays quiet.
    const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        if (deadline.timedOut()) throw timeoutError(request, timeoutMs);
        if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) throw error;
        throw networkError(request, error);
      }
    };
    try {
      const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: deadline.signal };
      const response = await guarded(() => startPaced(() => fetchImpl(url, init), init.signal));
      const text = await guarded(() => response.text()); // the connection may drop mid-body
      if (!response.ok) throw apiErrorFromResponse(request, response, text);
      return { response, text, url, method };
    } finally {
      deadline.clear();
    }
  }

  async function call<K extends OperationId>(id: K, args: OperationArgs<K>, options?: CallOptions): Promise<Exchange> {
    const route = operationRoutes[id];
    const url = joinUrl(requireBaseUrl(baseUrl, config.baseUrl), fillPath(route.path, args.path), serializeQuery(args.query));
    try {
      return await exchange({ method: route.method.toUpperCase(), url, body: args.body }, options);
    } catch (error) {
      // A refusal names the kinds of credential this operation takes, so the user knows what to get.
      if (error instanceof ApiError && error.status === 403) {
        const message = forbiddenMessage(id, error.method, typeof error.detail === 'string' ? error.detail : null);
        throw new ApiError({ ...error, message, cause: error.cause });
      }
      throw error;
    }
  }

  async function followLink(link: PageLink, options?: CallOptions): Promise<Paged<unknown>> {
    const url = resolveLinkUrl(link.url, requireBaseUrl(baseUrl, config.baseUrl));
    return toPage(await exchange({ method: 'GET', url }, options));
  }

  // The cast trusts the contract for each body's shape; checking answers against it is the contract tests' job.
  const paging: ReadonlySet<OperationId> = new Set(PAGED_OPERATIONS);
  const operations = Object.fromEntries(
    (Object.keys(operationRoutes) as OperationId[]).map((id) => [
      id,
      async (args: OperationArgs<OperationId>, options?: CallOptions) => {
        const result = await call(id, args, options);
        return paging.has(id) ? toPage(result) : readJson(result);
      },
    ]),
  );
  return {
    ...operations,
    baseUrl: baseUrl ?? config.baseUrl,
    // 204 has no body and 200 answers `{}`: neither carries anything, so the body is not read as JSON.
    deleteQuarantine: async (args: OperationArgs<'deleteQuarantine'>, options?: CallOptions) => {
      await call('deleteQuarantine', args, options);
    },
    followLink,
  } as ApiClient;
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

/** Aborted by the caller (a cancellation) or the clock (a timeout); a plain timer so fake clocks run it. */
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
    method: 'GET',
    url: configured,
    message: `The API base URL “${configured}” is not a valid http(s) address. Open Settings to correct it.`,
  });
}

/** A page link, refused on any origin but the API's own. */
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
    method: 'GET',
    url: apiOrigin,
    message: `The API sent a page link to another address (${target.origin === 'null' ? link : target.origin}). It was not followed, so your token stays with ${apiOrigin}.`,
  });
}
