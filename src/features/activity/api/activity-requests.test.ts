import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activitySearchSchema } from '../lib/activity-search-params';
import { activityRequests } from './activity-requests';

const parse = (input: Record<string, unknown>) => v.parse(activitySearchSchema, input);

describe('activityRequests', () => {
  it('asks for one window and one compact filter set, starting where the URL was read', () => {
    const requests = activityRequests(parse({ range: '7d', trigger: ['b', 'a'], notTrigger: ['c'], cursor: 'abc', page: 2, at: 17 }));
    expect(requests).toEqual({
      view: { filters: { trigger: ['a', 'b'] }, window: { preset: '7d' } },
      start: { cursor: 'abc', page: 2 },
    });
  });

  it('without a cursor the list starts at the newest event, whatever page the URL names', () => {
    expect(activityRequests(parse({ page: 4, at: 17 }))).toMatchObject({ start: { cursor: null, page: 1 } });
  });

  it('the same view written two ways is the same request (one cache entry)', () => {
    const a = activityRequests(parse({ pr: [3, 1], outcome: ['failure'], notOutcome: ['success'] }));
    const b = activityRequests(parse({ outcome: ['failure'], pr: [1, 3, 1] }));
    expect(a).toEqual(b);
  });

  it('a window over 93 days is not a request but the reason', () => {
    expect(activityRequests(parse({ from: '2026-06-01T00:00:00Z', to: '2026-11-20T00:00:00Z' }))).toEqual({
      kind: 'too-long',
      start: '2026-06-01T00:00:00Z',
      end: '2026-11-20T00:00:00Z',
      days: 172,
    });
  });
});
