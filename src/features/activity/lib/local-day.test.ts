import { describe, expect, it } from 'vitest';
import { dayHeading, localDay } from './local-day';

describe('local days', () => {
  it("reads an instant as the viewer's calendar day, cut at local midnight", () => {
    const localMidnight = new Date(2026, 10, 20, 0, 0, 0).getTime();
    expect(localDay(new Date(localMidnight - 1000).toISOString())).toBe('2026-11-19');
    expect(localDay(new Date(localMidnight).toISOString())).toBe('2026-11-20');
  });

  it('heads a day with its weekday and full date', () => {
    expect(dayHeading('2026-11-20')).toBe('Friday, November 20, 2026');
  });
});
