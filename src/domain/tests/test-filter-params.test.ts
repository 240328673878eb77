import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { repositoryStatFilterParamsSchema, testFilterParamsSchema } from './test-filter-params';
import { EMPTY_REPOSITORY_STAT_FILTERS, EMPTY_TEST_FILTERS } from './test-filters';

describe('test filter URL schemas', () => {
  it('read an empty URL as no filters', () => {
    expect(v.parse(testFilterParamsSchema, {})).toEqual(EMPTY_TEST_FILTERS);
    expect(v.parse(repositoryStatFilterParamsSchema, {})).toEqual(EMPTY_REPOSITORY_STAT_FILTERS);
  });

  it('keep valid values', () => {
    const url = { name: ['*checkout*'], notPipeline: ['nightly'], health: ['flaky'], notImpact: ['low'], confidence: ['high'] };
    expect(v.parse(testFilterParamsSchema, url)).toEqual({ ...EMPTY_TEST_FILTERS, ...url });
  });

  it('fall back field by field on a hand-edited link', () => {
    const parsed = v.parse(testFilterParamsSchema, {
      health: ['sick'],
      pipeline: 'ci',
      confidence: ['certain'],
      job: ['unit'],
      name: ['x'.repeat(256)],
    });
    expect(parsed).toEqual({ ...EMPTY_TEST_FILTERS, job: ['unit'] });
  });

  it('have no health on the overview (operation 8 has no health filter)', () => {
    expect(v.parse(repositoryStatFilterParamsSchema, { health: ['flaky'] })).not.toHaveProperty('health');
  });
});
