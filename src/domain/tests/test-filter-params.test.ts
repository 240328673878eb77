import { describe, expect, it } from 'vitest';
import { repositoryStatFilterParamsSchema, testFilterParamsSchema } from './test-filter-params';
import { EMPTY_REPOSITORY_STAT_FILTERS, EMPTY_TEST_FILTERS } from './test-filters';

describe('test filter URL schemas', () => {
  it('read an empty URL as no filters', () => {
    expect(testFilterParamsSchema.parse({})).toEqual(EMPTY_TEST_FILTERS);
    expect(repositoryStatFilterParamsSchema.parse({})).toEqual(EMPTY_REPOSITORY_STAT_FILTERS);
  });

  it('keep valid values', () => {
    const url = { name: ['*checkout*'], notPipeline: ['nightly'], health: ['flaky'], notImpact: ['low'], confidence: ['high'] };
    expect(testFilterParamsSchema.parse(url)).toEqual({ ...EMPTY_TEST_FILTERS, ...url });
  });

  it('fall back field by field on a hand-edited link', () => {
    const parsed = testFilterParamsSchema.parse({ health: ['sick'], pipeline: 'ci', confidence: ['certain'], job: ['unit'], name: ['x'.repeat(256)] });
    expect(parsed).toEqual({ ...EMPTY_TEST_FILTERS, job: ['unit'] });
  });

  it('have no health on the overview (operation 8 has no health filter)', () => {
    expect(repositoryStatFilterParamsSchema.parse({ health: ['flaky'] })).not.toHaveProperty('health');
  });
});
