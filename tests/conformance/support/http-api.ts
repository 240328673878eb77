// A plain HTTP client of the API for the conformance suite: real fetch, real URLs, and every answer
// checked against the contract (documented status, valid body, well-formed Link header).
import { expectValidResponse, operationFor } from '../../contract/openapi-validator';

export const TOKENS = {
  admin: 'demo-admin-key',
  ci: 'demo-ci-key',
  host: 'ghp_demo',
} as const;

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  links: { next?: string; prev?: string };
  url: string;
}

export interface RequestOptions {
  /** Bearer token; null sends no Authorization header. Default: the admin key. */
  token?: string | null;
  /** Serialised as JSON. */
  body?: unknown;
  /** Sent as is, with a JSON content type. */
  rawBody?: string;
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;
export type Query = Record<string, QueryValue>;

/** `?a=1&b=x&b=y`: arrays repeat the name, undefined values are left out. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `rel="next"`/`rel="prev"` URLs of an RFC 5988 Link header. */
export function parseLinks(header: string | null): { next?: string; prev?: string } {
  const links: { next?: string; prev?: string } = {};
  for (const match of (header ?? '').matchAll(/<([^>]+)>\s*;\s*rel="?(next|prev)"?/g)) {
    links[match[2] as 'next' | 'prev'] = match[1];
  }
  return links;
}

export function createApi(baseUrl: string) {
  async function request<T = unknown>(method: string, pathOrUrl: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const url = /^https?:/.test(pathOrUrl) ? pathOrUrl : `${baseUrl}${pathOrUrl}`;
    const headers: Record<string, string> = {};
    const token = options.token === undefined ? TOKENS.admin : options.token;
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, { method, headers, body: payload });
    const operation = operationFor(method, url);
    let body: unknown;
    if (operation) {
      body = await expectValidResponse(operation.operationId, response);
    } else {
      const text = await response.text();
      body = text ? (JSON.parse(text) as unknown) : undefined;
    }
    // Link URLs may be relative (RFC 8288): resolve them against the URL that answered.
    const links = parseLinks(response.headers.get('link'));
    for (const rel of ['next', 'prev'] as const) {
      const target = links[rel];
      if (target !== undefined) links[rel] = new URL(target, url).href;
    }
    return { status: response.status, body: body as T, headers: response.headers, links, url };
  }
  return {
    baseUrl,
    request,
    get: <T = unknown>(path: string, query?: Query, options?: RequestOptions) => request<T>('GET', `${path}${queryString(query)}`, options),
    post: <T = unknown>(path: string, body: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type Api = ReturnType<typeof createApi>;

/** The `loc` of each item of a 422 body. */
export function errorLocations(body: unknown): unknown[][] {
  const detail = (body as { detail?: unknown }).detail;
  return Array.isArray(detail) ? detail.map((item) => (item as { loc: unknown[] }).loc) : [];
}
