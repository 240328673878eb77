import { describe, expect, it } from 'vitest';
import { activityDrillDown, describeUtcSpan } from './activity-drill-down';

const at = (iso: string) => Date.parse(iso);
const EXITS = { one: 'queue exit', many: 'queue exits' };

describe('activity drill-down', () => {
  it('names a UTC span by its days, and a partial last day by its end', () => {
    expect(describeUtcSpan(at('2026-11-12T00:00:00Z'), at('2026-11-13T00:00:00Z'))).toBe('Nov 12');
    expect(describeUtcSpan(at('2026-11-14T00:00:00Z'), at('2026-11-21T00:00:00Z'))).toBe('Nov 14 – Nov 20');
    expect(describeUtcSpan(at('2026-11-20T00:00:00Z'), at('2026-11-20T12:34:00Z'))).toBe('Nov 20 until 12:34 UTC');
    expect(describeUtcSpan(at('2026-11-14T00:00:00Z'), at('2026-11-20T12:34:00Z'))).toBe('Nov 14 – Nov 20 until 12:34 UTC');
    expect(describeUtcSpan(at('2026-11-20T10:00:00Z'), at('2026-11-20T11:00:00Z'))).toBe('Nov 20, 10:00–11:00 UTC');
    expect(describeUtcSpan(at('2026-11-20T23:00:00Z'), at('2026-11-21T00:00:00Z'))).toBe('Nov 20, 23:00–00:00 UTC');
    expect(describeUtcSpan(at('2026-11-13T12:00:00Z'), at('2026-11-20T12:00:00Z'))).toBe('Nov 13, 12:00 – Nov 20, 12:00 UTC');
  });

  it('filters the log by event type, base branch and the bucket, its end one millisecond short', () => {
    const link = activityDrillDown({
      eventTypes: ['action.queue.leave'],
      noun: EXITS,
      count: 9,
      interval: { start: at('2026-11-12T00:00:00Z'), end: at('2026-11-13T00:00:00Z'), endIncluded: false },
      baseRef: 'main',
    });
    expect(link.search).toEqual({
      type: ['action.queue.leave'],
      baseRef: 'main',
      from: '2026-11-12T00:00:00Z',
      to: '2026-11-12T23:59:59.999Z',
      tz: 'utc',
    });
    expect(link.text).toBe('Open the 9 queue exits of Nov 12 on main');
  });

  it('says when the log lists more than the figure, and words one and none', () => {
    const base = {
      eventTypes: ['action.queue.leave'],
      noun: EXITS,
      interval: { start: at('2026-11-12T00:00:00Z'), end: at('2026-11-13T00:00:00Z'), endIncluded: false },
    };
    const one = activityDrillDown({ ...base, count: 1, baseRef: undefined, wider: 'every reason: the log cannot filter by reason' });
    expect(one.search).not.toHaveProperty('baseRef');
    expect(one.text).toBe('Open the 1 queue exit of Nov 12 on every branch (every reason: the log cannot filter by reason)');
    expect(activityDrillDown({ ...base, count: 1234, baseRef: 'main' }).text).toBe('Open the 1,234 queue exits of Nov 12 on main');
    expect(activityDrillDown({ ...base, count: 0, baseRef: 'main' }).text).toBe('Open the log of Nov 12 on main: no queue exits');
  });

  it("keeps the window's end when its last interval includes it, and lists several types together", () => {
    const link = activityDrillDown({
      eventTypes: ['action.queue.enter', 'action.queue.leave'],
      noun: { one: 'queue entry or exit', many: 'queue entries and exits' },
      count: 31,
      interval: { start: at('2026-11-20T00:00:00Z'), end: at('2026-11-20T12:34:00Z'), endIncluded: true },
      baseRef: undefined,
    });
    expect(link.search).toEqual({
      type: ['action.queue.enter', 'action.queue.leave'],
      from: '2026-11-20T00:00:00Z',
      to: '2026-11-20T12:34:00Z',
      tz: 'utc',
    });
    expect(link.text).toBe('Open the 31 queue entries and exits of Nov 20 until 12:34 UTC on every branch');
  });
});
