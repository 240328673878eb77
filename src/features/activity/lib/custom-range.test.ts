import { describe, expect, it } from 'vitest';
import { dayjs } from '@/lib/time';
import { parseCustomRange, toLocalInputValue } from './custom-range';

describe('custom range form', () => {
  it('reads two local times', () => {
    expect(parseCustomRange('2026-11-19T14:00', '2026-11-19T18:30')).toEqual({
      ok: true,
      start: dayjs('2026-11-19T14:00').valueOf(),
      end: dayjs('2026-11-19T18:30').valueOf(),
    });
  });

  it('says which field is wrong', () => {
    expect(parseCustomRange('', '2026-11-19T18:30')).toMatchObject({ ok: false, field: 'start' });
    expect(parseCustomRange('2026-11-19T14:00', 'soon')).toMatchObject({ ok: false, field: 'end' });
    expect(parseCustomRange('2026-11-19T14:00', '2026-11-19T14:00')).toEqual({ ok: false, field: 'end', message: 'The end must be after the start' });
  });

  it('refuses more than 93 days before anything is sent', () => {
    expect(parseCustomRange('2026-08-01T00:00', '2026-11-20T00:00')).toEqual({
      ok: false,
      field: 'start',
      message: 'The activity log accepts at most 93 days at a time',
    });
    expect(parseCustomRange('2026-08-20T12:00', '2026-11-20T12:00').ok).toBe(true);
  });

  it('prefills the inputs in local time', () => {
    expect(toLocalInputValue(dayjs('2026-11-19T14:05').toISOString())).toBe('2026-11-19T14:05');
  });
});
