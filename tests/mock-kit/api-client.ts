// Calls the mock like a client would (real fetch, real URLs) and checks every answer against the
// contract: status documented, body valid, Link header well-formed (tests/contract/openapi-validator).
import { DEMO_CREDENTIALS } from '../../mocks/core/demo-credentials';
import { expectValidResponse, operationFor } from '../contract/openapi-validator';

export const API_BASE = 'http://localhost/v1';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  links: { next?: string; prev?: string };
}

export function parseLinks(header: string | null): { next?: string; prev?: string } {
  const links: { next?: string; prev?: string } = {};
  for (const match of (header ?? '').matchAll(/<([^>]+)>;\s*rel="(next|prev)"/g)) {
    links[match[2] as 'next' | 'prev'] = match[1];
  }
  return links;
}

export interface CallOptions {
  /** Bearer token; null sends no Authorization header. */
  token?: string | null;
  body?: unknown;
  rawBody?: string;
}

export async function call<T = unknown>(method: string, pathOrUrl: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${API_BASE}${pathOrUrl}`;
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? DEMO_CREDENTIALS.adminKey : options.token;
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method, headers, body });
  const operation = operationFor(method, url);
  if (!operation) throw new Error(`${method} ${url} addresses no operation of the contract`);
  const parsed = await expectValidResponse(operation.operationId, response);
  return { status: response.status, body: parsed as T, headers: response.headers, links: parseLinks(response.headers.get('link')) };
}

export const get = <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options);

/** Locations (`loc`) of a 422 body. */
export function errorLocations(body: unknown): unknown[][] {
  const detail = (body as { detail?: { loc: unknown[] }[] }).detail;
  return Array.isArray(detail) ? detail.map((item) => item.loc) : [];
}
