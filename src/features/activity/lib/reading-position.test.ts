import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activitySearchSchema } from './activity-search-params';
import { recordsReadingPosition, withReadingPosition } from './reading-position';

const parse = (input: Record<string, unknown>) => v.parse(activitySearchSchema, input);
const answer = { to: '2026-11-20T12:00:07Z' };
const position = { cursor: 'c2', page: 3, at: 21924 };

describe('reading position', () => {
  it('recording one pins a live preset to the window of the answer being read', () => {
    expect(withReadingPosition(parse({ range: '7d', outcome: ['failure'] }), position, answer)).toEqual(
      parse({ range: '7d', outcome: ['failure'], asOf: '2026-11-20T12:00:07Z', cursor: 'c2', page: 3, at: 21924 }),
    );
  });

  it('keeps a window that is pinned or absolute already', () => {
    expect(withReadingPosition(parse({ asOf: '2026-11-19T00:00:00Z' }), position, answer).asOf).toBe('2026-11-19T00:00:00Z');
    const custom = parse({ from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' });
    expect(withReadingPosition(custom, position, answer)).toEqual({ ...custom, cursor: 'c2', page: 3, at: 21924 });
  });

  it('an event on the first page has no cursor to record', () => {
    expect(withReadingPosition(parse({}), { cursor: null, page: 1, at: 5 }, answer)).toMatchObject({ cursor: undefined, page: 1, at: 5 });
  });

  it('back at the top the position goes and the pin stays', () => {
    const scrolled = withReadingPosition(parse({}), position, answer);
    expect(withReadingPosition(scrolled, null, answer)).toEqual(parse({ asOf: '2026-11-20T12:00:07Z' }));
  });

  it('tells whether a search records a position already, comparing by value', () => {
    const search = parse({ cursor: 'c2', page: 3, at: 21924 });
    expect(recordsReadingPosition(search, { ...position })).toBe(true);
    expect(recordsReadingPosition(search, { ...position, at: 1 })).toBe(false);
    expect(recordsReadingPosition(search, { ...position, cursor: null })).toBe(false);
    expect(recordsReadingPosition(search, { ...position, page: 2 })).toBe(false);
    expect(recordsReadingPosition(search, null)).toBe(false);
    // A cursor without an event records no position.
    expect(recordsReadingPosition(parse({ cursor: 'c2', page: 3 }), null)).toBe(true);
    expect(recordsReadingPosition(parse({ cursor: 'c2', page: 3 }), position)).toBe(false);
    expect(recordsReadingPosition(parse({ page: 1, at: 5 }), { cursor: null, page: 1, at: 5 })).toBe(true);
  });
});
