import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime } from './date-time';

describe('parseDateTime', () => {
  it.each([
    ['2025-06-01T12:00:00Z', Date.UTC(2025, 5, 1, 12)],
    ['2025-06-01T12:00:00.250Z', Date.UTC(2025, 5, 1, 12, 0, 0, 250)],
    ['2025-06-01T14:00:00+02:00', Date.UTC(2025, 5, 1, 12)],
    ['2025-06-01T12:00:00-0130', Date.UTC(2025, 5, 1, 13, 30)],
    // an unencoded "+" arrives as a space
    ['2025-06-01T14:00:00 02:00', Date.UTC(2025, 5, 1, 12)],
    ['2025-06-01T12:00', Date.UTC(2025, 5, 1, 12)],
    ['2025-06-01 12:00:00', Date.UTC(2025, 5, 1, 12)],
    ['2025-06-01', Date.UTC(2025, 5, 1)],
    ['1748779200', Date.UTC(2025, 5, 1, 12)],
    ['0001-01-01T00:00:00Z', -62135596800000],
  ])('reads %s', (text, expected) => {
    expect(parseDateTime(text)).toBe(expected);
  });

  it.each([
    '0000-01-01',
    '-0001-01-01',
    '999999999999999999',
    '',
    'yesterday',
    '2025-13-01T00:00:00Z',
    '2025-02-30T00:00:00Z',
    '2025-06-01T25:00:00Z',
    '2025-06-01T12:00:00+25:00',
  ])('rejects %j', (text) => {
    expect(parseDateTime(text)).toBeNull();
  });

  it('aware: an ISO 8601 date-time with its offset only (pydantic’s AwareDatetime)', () => {
    expect(parseDateTime('2026-11-20T07:00-0500', true)).toBe(Date.UTC(2026, 10, 20, 12));
    expect(parseDateTime('2026-11-20 12:00:00.123456z', true)).toBe(Date.UTC(2026, 10, 20, 12, 0, 0, 123));
    for (const naive of ['2026-11-20T12:00:00', '2026-11-20', '1732100000', '2025-02-29T00:00:00Z']) {
      expect(parseDateTime(naive, true)).toBeNull();
    }
  });

  it('formats UTC with a Z', () => {
    expect(formatDateTime(Date.UTC(2025, 5, 1, 12))).toBe('2025-06-01T12:00:00.000Z');
  });
});
