// Opaque pagination cursors: position, operation, a hash of the path and of the filters, signed, so a cursor
// edited or replayed elsewhere is a 422 naming `cursor` instead of a silently wrong page.
import { hashString } from './seeded-random';

/** Version, operation (k), path hash (r), offset (p), filters hash (f), signature over the four (s). */
interface CursorPayload {
  v: 2;
  k: string;
  r: string;
  p: number;
  f: string;
  s: string;
}

// No secret: it only makes casual edits detectable.
const SIGNING_SALT = 'ci-insights-mock-cursor';

function toBase64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Canonical JSON: object keys sorted, so the same filters always hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function hashHex(text: string): string {
  // Two independent 32-bit hashes: plenty to tell filter sets apart in a mock.
  return hashString(text).toString(16).padStart(8, '0') + hashString(`~${text}`).toString(16).padStart(8, '0');
}

export function filtersHash(filters: unknown): string {
  return hashHex(canonical(filters));
}

function sign(operation: string, scopeHash: string, position: number, filterHash: string): string {
  return hashHex(`${SIGNING_SALT}|${operation}|${scopeHash}|${position}|${filterHash}`);
}

/** Where a cursor belongs: the operation and the request path (`/v1/ci/acme/repositories/checkout/…`). */
export interface CursorScope {
  operation: string;
  path: string;
}

export function encodeCursor(scope: CursorScope, position: number, filters: unknown): string {
  const f = filtersHash(filters);
  const r = hashHex(scope.path);
  const payload: CursorPayload = { v: 2, k: scope.operation, r, p: position, f, s: sign(scope.operation, r, position, f) };
  return toBase64Url(JSON.stringify(payload));
}

export type CursorResult = { ok: true; position: number } | { ok: false; reason: string };

/** Decodes a cursor issued for this operation and path with exactly these `filters`. */
export function decodeCursor(cursor: string, scope: CursorScope, filters: unknown): CursorResult {
  const invalid = { ok: false, reason: 'Invalid cursor' } as const;
  let payload: Partial<Record<keyof CursorPayload, unknown>>;
  try {
    payload = JSON.parse(fromBase64Url(cursor) ?? '') ?? {};
  } catch {
    return invalid;
  }
  const { v, k, r, p, f, s } = payload;
  if (v !== 2 || typeof k !== 'string' || typeof r !== 'string' || typeof f !== 'string' || typeof s !== 'string') return invalid;
  if (typeof p !== 'number' || !Number.isSafeInteger(p) || p < 0 || s !== sign(k, r, p, f)) return invalid;
  if (k !== scope.operation) return { ok: false, reason: 'Cursor was issued for another operation' };
  if (r !== hashHex(scope.path)) return { ok: false, reason: 'Cursor was issued for another repository or resource' };
  if (f !== filtersHash(filters)) return { ok: false, reason: 'Cursor does not match the query filters' };
  return { ok: true, position: p };
}
