// Opaque pagination cursors: position, operation, a hash of the path and of the filters, signed, so a cursor
// edited or replayed elsewhere is a 422 naming `cursor` instead of a silently wrong page.
import type { TimeWindow } from './date-time';
import { hashString } from './seeded-random';

/** Version, operation (k), path hash (r), offset (p), filters hash (f), pinned window (w), signature over the rest (s). */
interface CursorPayload {
  v: 2;
  k: string;
  r: string;
  p: number;
  f: string;
  w?: [number, number];
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

function sign(operation: string, scopeHash: string, position: number, filterHash: string, window?: readonly number[]): string {
  return hashHex(`${SIGNING_SALT}|${operation}|${scopeHash}|${position}|${filterHash}${window ? `|${window.join(',')}` : ''}`);
}

/** Where a cursor belongs: the operation and the request path (`/v1/ci/acme/repositories/checkout/…`). */
export interface CursorScope {
  operation: string;
  path: string;
}

/** `window`: the resolved time window a walk stays on while the clock moves (the activity log's default "last day"). */
export function encodeCursor(scope: CursorScope, position: number, filters: unknown, window?: TimeWindow): string {
  const f = filtersHash(filters);
  const r = hashHex(scope.path);
  const w: [number, number] | undefined = window && [window.from, window.to];
  const payload: CursorPayload = {
    v: 2,
    k: scope.operation,
    r,
    p: position,
    f,
    ...(w && { w }),
    s: sign(scope.operation, r, position, f, w),
  };
  return toBase64Url(JSON.stringify(payload));
}

export type CursorResult = { ok: true; position: number; window?: TimeWindow } | { ok: false; reason: string };

const isWindow = (w: unknown): w is [number, number] =>
  Array.isArray(w) && w.length === 2 && w.every((bound) => Number.isSafeInteger(bound)) && w[0] <= w[1];

/** Decodes a cursor issued for this operation and path with exactly these `filters`. */
export function decodeCursor(cursor: string, scope: CursorScope, filters: unknown): CursorResult {
  const invalid = { ok: false, reason: 'Invalid cursor' } as const;
  let payload: Partial<Record<keyof CursorPayload, unknown>>;
  try {
    payload = JSON.parse(fromBase64Url(cursor) ?? '') ?? {};
  } catch {
    return invalid;
  }
  const { v, k, r, p, f, w, s } = payload;
  if (v !== 2 || typeof k !== 'string' || typeof r !== 'string' || typeof f !== 'string' || typeof s !== 'string') return invalid;
  if (w !== undefined && !isWindow(w)) return invalid;
  if (typeof p !== 'number' || !Number.isSafeInteger(p) || p < 0 || s !== sign(k, r, p, f, w)) return invalid;
  if (k !== scope.operation) return { ok: false, reason: 'Cursor was issued for another operation' };
  if (r !== hashHex(scope.path)) return { ok: false, reason: 'Cursor was issued for another repository or resource' };
  if (f !== filtersHash(filters)) return { ok: false, reason: 'Cursor does not match the query filters' };
  return { ok: true, position: p, ...(w && { window: { from: w[0], to: w[1] } }) };
}
