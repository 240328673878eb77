import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activityFilterParamsSchema } from './activity-filter-params';
import { EMPTY_ACTIVITY_FILTERS } from './activity-filters';

const parse = (input: Record<string, unknown>) => v.parse(activityFilterParamsSchema, input);

describe('activity filter params', () => {
  it('no filter when the URL has none', () => {
    expect(parse({})).toEqual(EMPTY_ACTIVITY_FILTERS);
  });

  it('keeps valid values, event types newer than the contract included', () => {
    const input = {
      outcome: ['failure'],
      notType: ['action.queue.checks_end', 'action.future.thing'],
      trigger: ['Rule: automatic merge'],
      pr: [1234],
      notBatch: [20001],
      baseRef: 'release/2026.11',
    };
    expect(parse(input)).toEqual({ ...EMPTY_ACTIVITY_FILTERS, ...input });
  });

  it('drops bad items one by one and falls back on a bad list', () => {
    expect(
      parse({
        outcome: ['failure', 'exploded', 3],
        type: ['<script>', 'action.merge', ''],
        pr: [12, -1, 1.5, '7', 99],
        notTrigger: 'not a list',
        baseRef: '',
      }),
    ).toEqual({ ...EMPTY_ACTIVITY_FILTERS, outcome: ['failure'], type: ['action.merge'], pr: [12, 99] });
  });

  it('refuses a base ref longer than the API allows', () => {
    expect(parse({ baseRef: 'x'.repeat(256) }).baseRef).toBeUndefined();
    expect(parse({ baseRef: 'x'.repeat(255) }).baseRef).toHaveLength(255);
  });
});
