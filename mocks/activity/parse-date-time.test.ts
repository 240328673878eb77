import { describe, expect, it } from 'vitest';
import { parseAwareDateTime } from './parse-date-time';

describe('parseAwareDateTime', () => {
  it.each([
    ['2026-11-20T12:00:00Z', '2026-11-20T12:00:00.000Z'],
    ['2026-11-20T12:00:00.123456Z', '2026-11-20T12:00:00.123Z'],
    ['2026-11-20T14:00:00+02:00', '2026-11-20T12:00:00.000Z'],
    ['2026-11-20T07:00-0500', '2026-11-20T12:00:00.000Z'],
    ['2026-11-20 12:00:00z', '2026-11-20T12:00:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ])('%s', (text, expected) => {
    const parsed = parseAwareDateTime(text);
    expect(parsed.ok && new Date(parsed.epochMs).toISOString()).toBe(expected);
  });

  it.each([
    ['2026-11-20T12:00:00', 'missing_timezone'],
    ['2026-11-20', 'missing_timezone'],
    ['2026-13-01T00:00:00Z', 'invalid'],
    ['2025-02-29T00:00:00Z', 'invalid'],
    ['2026-11-20T24:00:00Z', 'invalid'],
    ['1732100000', 'invalid'],
    ['now', 'invalid'],
  ])('%s is refused (%s)', (text, reason) => {
    expect(parseAwareDateTime(text)).toEqual({ ok: false, reason });
  });
});
