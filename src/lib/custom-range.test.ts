import { describe, expect, it } from 'vitest';
import { formatLocalInputValue } from '@/lib/format';
import { parseCustomRange } from './custom-range';
import dayjs from 'dayjs';

const WEEK = { maxMs: 7 * 24 * 3_600_000, message: 'At most a week' };

// Vitest runs in the machine's zone; every expectation below holds in any zone. dayjs, which read these
// values before, is the reference for how a local time is read.
describe('custom range form', () => {
  it('reads two local times', () => {
    expect(parseCustomRange('2026-11-19T14:00', '2026-11-19T18:30', WEEK)).toEqual({
      ok: true,
      start: dayjs('2026-11-19T14:00').valueOf(),
      end: dayjs('2026-11-19T18:30').valueOf(),
    });
  });

  it('round-trips a window through local input values', () => {
    const start = formatLocalInputValue('2026-11-13T12:00:00Z');
    const end = formatLocalInputValue('2026-11-14T18:30:00Z');
    expect(parseCustomRange(start, end, WEEK)).toEqual({
      ok: true,
      start: Date.parse('2026-11-13T12:00:00Z'),
      end: Date.parse('2026-11-14T18:30:00Z'),
    });
  });

  it('names the field that is missing or out of order', () => {
    expect(parseCustomRange('', '2026-11-19T18:30', WEEK)).toMatchObject({ ok: false, field: 'start' });
    expect(parseCustomRange('2026-11-19T14:00', 'soon', WEEK)).toMatchObject({ ok: false, field: 'end' });
    expect(parseCustomRange('2026-11-19T14:00', '2026-11-19T14:00', WEEK)).toEqual({
      ok: false,
      field: 'end',
      message: 'The end must be after the start',
    });
  });

  it('refuses a range over the limit with its message, and accepts one at the limit', () => {
    expect(parseCustomRange('2026-11-01T00:00', '2026-11-08T00:01', WEEK)).toEqual({
      ok: false,
      field: 'start',
      message: 'At most a week',
    });
    expect(parseCustomRange('2026-11-10T12:00', '2026-11-17T12:00', WEEK).ok).toBe(true);
  });

  it('prefills the inputs in local time', () => {
    expect(formatLocalInputValue(dayjs('2026-11-19T14:05').toISOString())).toBe('2026-11-19T14:05');
  });
});
