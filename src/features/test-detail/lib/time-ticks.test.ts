import { describe, expect, it } from 'vitest';
import { timeTicks } from './time-ticks';

const at = (iso: string) => Date.parse(iso);

describe('timeTicks', () => {
  it('picks a round step and aligns to it', () => {
    expect(timeTicks(at('2026-11-19T12:00:05Z'), at('2026-11-20T12:00:05Z')).map((t) => new Date(t).toISOString())).toEqual([
      '2026-11-19T15:00:00.000Z',
      '2026-11-19T18:00:00.000Z',
      '2026-11-19T21:00:00.000Z',
      '2026-11-20T00:00:00.000Z',
      '2026-11-20T03:00:00.000Z',
      '2026-11-20T06:00:00.000Z',
      '2026-11-20T09:00:00.000Z',
      '2026-11-20T12:00:00.000Z',
    ]);
    expect(timeTicks(at('2026-11-13T12:00:00Z'), at('2026-11-20T12:00:00Z'))).toHaveLength(7);
    expect(timeTicks(at('2026-10-21T12:00:00Z'), at('2026-11-20T12:00:00Z')).length).toBeLessThanOrEqual(8);
  });

  it('has no ticks for an empty window', () => {
    expect(timeTicks(5, 5)).toEqual([]);
  });
});
