import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { runnersSearchSchema } from './runners-search';

const parse = (search: Record<string, unknown>) => v.parse(runnersSearchSchema, search);

describe('runnersSearchSchema', () => {
  it('opens the last 7 days, degraded runners first, by default', () => {
    expect(parse({})).toEqual({ range: '7d', sort: 'health', dir: 'asc', runner: undefined, label: undefined, page: 1, waitPage: 1 });
  });

  it('keeps a valid view and turns a hand-edited bad value into the default', () => {
    expect(parse({ range: '30d', runner: 'build-07', label: 'gpu', sort: 'p95_duration', dir: 'desc', page: 3, waitPage: 2 })).toEqual({
      range: '30d',
      runner: 'build-07',
      label: 'gpu',
      sort: 'p95_duration',
      dir: 'desc',
      page: 3,
      waitPage: 2,
    });
    expect(parse({ range: '3d', runner: '', label: 7, sort: 'cost', dir: 'up', page: 0, waitPage: 1.5 })).toEqual({
      range: '7d',
      runner: undefined,
      label: undefined,
      sort: 'health',
      dir: 'asc',
      page: 1,
      waitPage: 1,
    });
  });
});
