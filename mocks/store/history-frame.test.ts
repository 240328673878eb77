import { describe, expect, it } from 'vitest';
import { dayLabel, historyFrame } from './history-frame';

const DAY = 86_400_000;

describe('historyFrame', () => {
  it('pins every store anchored on one UTC day to the same frame, whatever the hour', () => {
    const morning = historyFrame(Date.parse('2026-11-20T00:00:00.000Z'));
    const evening = historyFrame(Date.parse('2026-11-20T23:59:59.999Z'));
    expect({ ...evening, anchor: 0 }).toEqual({ ...morning, anchor: 0 });
    expect(morning.anchorDay).toBe(Date.parse('2026-11-20T00:00:00.000Z'));
    expect(morning.historyStart).toBe(morning.anchorDay - 30 * DAY);
    expect(morning.firstDay).toBe(morning.anchorDay - 31 * DAY);
    expect(morning.baseEnd).toBe(morning.anchorDay + DAY);
    expect(historyFrame(Date.parse('2026-11-21T00:00:00.000Z')).anchorDay).toBe(morning.anchorDay + DAY);
  });

  it('names a UTC day by its date', () => {
    expect(dayLabel(Date.parse('2026-11-19T00:00:00.000Z'))).toBe('2026-11-19');
  });
});
