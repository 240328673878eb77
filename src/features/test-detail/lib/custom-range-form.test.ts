import { describe, expect, it } from 'vitest';
import { parseCustomRange, toLocalInputValue } from './custom-range-form';

// Vitest runs in the machine's zone; the round trip below holds in any zone.
describe('custom range form', () => {
  it('round-trips a window through local input values', () => {
    const start = toLocalInputValue('2026-11-13T12:00:00Z');
    const end = toLocalInputValue('2026-11-14T18:30:00Z');
    expect(parseCustomRange(start, end)).toEqual({
      ok: true,
      start: Date.parse('2026-11-13T12:00:00Z'),
      end: Date.parse('2026-11-14T18:30:00Z'),
    });
  });

  it('names the field that is missing or out of order', () => {
    expect(parseCustomRange('', '2026-11-14T18:30')).toMatchObject({ ok: false, field: 'start' });
    expect(parseCustomRange('2026-11-14T18:30', 'tomorrow')).toMatchObject({ ok: false, field: 'end' });
    expect(parseCustomRange('2026-11-14T18:30', '2026-11-14T18:30')).toEqual({
      ok: false,
      field: 'end',
      message: 'The end must be after the start',
    });
    expect(parseCustomRange('2025-01-01T00:00', '2026-11-14T18:30')).toMatchObject({ ok: false, field: 'start' });
  });
});
