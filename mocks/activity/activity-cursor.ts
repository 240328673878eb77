// Opaque, signed page cursors bound to the request path, the filters and the resolved window, so a
// walk through `next` links stays on the same events while the clock moves on.
import { NO_FILTERS, type ActivityFilters, type CursorPosition, type TimeWindow } from './activity-query';
import { hashString } from '../core/seeded-random';

const SIGNING_SALT = 'ci-insights-mock/activity-cursor/v1';

/** Two 32-bit FNV-1a lanes: tamper detection and filter fingerprints, not secrecy. */
function stableHash(text: string): string {
  return hashString(text).toString(16).padStart(8, '0') + hashString(`~${text}`).toString(16).padStart(8, '0');
}

export interface CursorState {
  position: CursorPosition;
  /** `pathScope` of the request path the cursor was issued on. */
  scope: string;
  filterFingerprint: string;
  window: TimeWindow;
}

/** The request path a cursor is bound to (`/v1/repos/acme/checkout/logs`), as a short hash. */
export function pathScope(pathname: string): string {
  return stableHash(pathname);
}

/** Same filters (in any order, with repeats) → same fingerprint. */
export function fingerprintFilters(filters: ActivityFilters): string {
  const canonical = (Object.keys(NO_FILTERS) as (keyof ActivityFilters)[]).map((key) => {
    const value = filters[key];
    return Array.isArray(value) ? [...new Set<string | number>(value)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : value;
  });
  return stableHash(JSON.stringify(canonical));
}

// The payload is ASCII-only JSON (numbers and a hex fingerprint), so btoa/atob are enough and run in the
// browser worker as well as in Node.
function toBase64Url(ascii: string): string {
  return btoa(ascii).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(token: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  try {
    return atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

export function encodeCursor(state: CursorState): string {
  // Version, direction, path scope, event time and id, filters fingerprint, window.
  const payload = {
    v: 1,
    d: state.position.direction === 'next' ? 'n' : 'p',
    r: state.scope,
    t: state.position.receivedAt,
    i: state.position.id,
    f: state.filterFingerprint,
    w: [state.window.from, state.window.to],
  };
  const body = toBase64Url(JSON.stringify(payload));
  return `${body}.${stableHash(SIGNING_SALT + body)}`;
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** null for anything this service did not issue (malformed, re-signed by hand, edited). */
export function decodeCursor(token: string): CursorState | null {
  const [body, signature, ...rest] = token.split('.');
  if (body === undefined || signature === undefined || rest.length > 0) return null;
  if (stableHash(SIGNING_SALT + body) !== signature) return null;
  const json = fromBase64Url(body);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { v, d, r, t, i, f, w } = payload as Record<string, unknown>;
  if (v !== 1 || (d !== 'n' && d !== 'p') || typeof r !== 'string' || !isInteger(t) || !isInteger(i) || typeof f !== 'string') return null;
  if (!Array.isArray(w) || w.length !== 2 || !isInteger(w[0]) || !isInteger(w[1]) || w[0] > w[1]) return null;
  return {
    position: { direction: d === 'n' ? 'next' : 'prev', receivedAt: t, id: i },
    scope: r,
    filterFingerprint: f,
    window: { from: w[0], to: w[1] },
  };
}
