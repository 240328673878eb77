import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, filtersHash } from './cursor';

describe('cursors', () => {
  const filters = { health_status: ['flaky'], sort: 'test_name' };
  const search = { operation: 'searchTests', path: '/v1/ci/acme/repositories/checkout/search/tests' };

  it('round-trips position, operation, path and filters', () => {
    const cursor = encodeCursor(search, 20, filters);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, search, { sort: 'test_name', health_status: ['flaky'] })).toEqual({ ok: true, position: 20 });
  });

  it('carries the window a walk is pinned to, signed with the rest', () => {
    const window = { from: 1_000, to: 2_000 };
    const cursor = encodeCursor(search, 20, filters, window);
    expect(decodeCursor(cursor, search, filters)).toEqual({ ok: true, position: 20, window });
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Record<string, unknown>;
    const widened = Buffer.from(JSON.stringify({ ...payload, w: [0, 2_000] })).toString('base64url');
    expect(decodeCursor(widened, search, filters)).toEqual({ ok: false, reason: 'Invalid cursor' });
  });

  it('refuses the cursor with other filters, on another operation or on another repository', () => {
    const cursor = encodeCursor(search, 20, filters);
    expect(decodeCursor(cursor, search, { ...filters, sort: 'job_name' })).toMatchObject({ ok: false });
    expect(decodeCursor(cursor, { ...search, operation: 'listTestExecutions' }, filters)).toEqual({
      ok: false,
      reason: 'Cursor was issued for another operation',
    });
    expect(decodeCursor(cursor, { ...search, path: '/v1/ci/acme/repositories/docs-site/search/tests' }, filters)).toEqual({
      ok: false,
      reason: 'Cursor was issued for another repository or resource',
    });
  });

  it('detects tampering and garbage', () => {
    const cursor = encodeCursor(search, 20, filters);
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...payload, p: 30 })).toString('base64url');
    expect(decodeCursor(edited, search, filters)).toEqual({ ok: false, reason: 'Invalid cursor' });
    const moved = Buffer.from(JSON.stringify({ ...payload, r: 'x' })).toString('base64url');
    expect(decodeCursor(moved, search, filters)).toEqual({ ok: false, reason: 'Invalid cursor' });
    for (const garbage of ['', 'abc', '!!!', Buffer.from('[1]').toString('base64url'), cursor.slice(0, -3)]) {
      expect(decodeCursor(garbage, search, filters).ok).toBe(false);
    }
  });

  it('hashes filters canonically: key order and undefined members do not matter', () => {
    expect(filtersHash({ a: 1, b: [2], c: undefined })).toBe(filtersHash({ b: [2], a: 1 }));
    expect(filtersHash({ a: 1 })).not.toBe(filtersHash({ a: 2 }));
  });
});
