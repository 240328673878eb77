import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { digestSearchSchema, digestWeek, weekParam } from './digest-week';

const at = (iso: string) => Date.parse(iso);
const FRIDAY = at('2026-11-20T12:00:00Z');

describe('the digest’s week', () => {
  it('is by default the last full UTC week, Monday to Monday, against the week before', () => {
    const week = digestWeek(undefined, FRIDAY);
    expect(week.current).toEqual({ start: at('2026-11-09T00:00:00Z'), end: at('2026-11-16T00:00:00Z') });
    expect(week.baseline).toEqual({ start: at('2026-11-02T00:00:00Z'), end: at('2026-11-09T00:00:00Z') });
    expect(week).toMatchObject({ previous: '2026-11-02', next: undefined, refused: undefined });
    expect(weekParam(week.current)).toBe('2026-11-09..2026-11-15');
  });

  it('turns at Monday 00:00 UTC: the week just ended is full', () => {
    expect(digestWeek(undefined, at('2026-11-16T00:00:00Z')).current.start).toBe(at('2026-11-09T00:00:00Z'));
    expect(digestWeek(undefined, at('2026-11-15T23:59:59Z')).current.start).toBe(at('2026-11-02T00:00:00Z'));
  });

  it('goes back while the week before lies in the 30 days of test history kept, and refuses older weeks', () => {
    const first = digestWeek('2026-11-02', FRIDAY);
    expect(first).toMatchObject({ previous: undefined, next: '2026-11-09', refused: undefined });
    expect(first.baseline.start).toBe(at('2026-10-26T00:00:00Z'));
    const older = digestWeek('2026-10-26', FRIDAY);
    expect(older).toMatchObject({ refused: '2026-10-26', previous: '2026-11-02' });
    expect(digestWeek('2026-11-16', FRIDAY).refused).toBe('2026-11-16');
  });

  it('takes only a Monday in the URL', () => {
    const week = (value: unknown) => v.parse(digestSearchSchema, { week: value }).week;
    expect(week('2026-11-09')).toBe('2026-11-09');
    expect([week('2026-11-10'), week('2026-02-30'), week('monday'), week(20261109)]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
