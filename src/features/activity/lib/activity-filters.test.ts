import { describe, expect, it } from 'vitest';
import { toggleValue, onlyValue } from '@/components/facets/facet-selection';
import { EMPTY_ACTIVITY_FILTERS, type ActivityFilterParams } from './activity-search-params';
import { compactFilters, facetSelection, hasAnyFilter, toActivityQuery, withFacetSelection } from './activity-filters';

const WINDOW = { from: '2026-11-19T12:00:00Z', to: '2026-11-20T12:00:00Z' };
const filters = (overrides: Partial<ActivityFilterParams> = {}): ActivityFilterParams => ({ ...EMPTY_ACTIVITY_FILTERS, ...overrides });

describe('facet → filter mapping', () => {
  it('unticking a value adds it to the not_ list', () => {
    const next = withFacetSelection(filters(), 'type', toggleValue(facetSelection(filters(), 'type'), 'action.queue.checks_end'));
    expect(next).toMatchObject({ type: [], notType: ['action.queue.checks_end'] });
    expect(toActivityQuery(next, WINDOW)).toEqual({ ...windowQuery(), not_event_type: ['action.queue.checks_end'] });
  });

  it('"only" switches to the positive list and drops the exclusions', () => {
    const excluded = filters({ notOutcome: ['neutral', 'pending'] });
    const next = withFacetSelection(excluded, 'outcome', onlyValue('failure'));
    expect(next).toMatchObject({ outcome: ['failure'], notOutcome: [] });
    expect(toActivityQuery(next, WINDOW)).toEqual({ ...windowQuery(), outcome: ['failure'] });
  });

  it('pull request facets carry numbers; values that are not numbers are dropped', () => {
    const next = withFacetSelection(filters(), 'pr', { include: ['1234', 'abc', '0', '1300'], exclude: [] });
    expect(next.pr).toEqual([1234, 1300]);
    expect(facetSelection(next, 'pr')).toEqual({ include: ['1234', '1300'], exclude: [] });
    const batch = withFacetSelection(filters(), 'batch', { include: [], exclude: ['20001'] });
    expect(toActivityQuery(batch, WINDOW)).toEqual({ ...windowQuery(), not_batch_pull: [20001] });
  });

  it('never sends a positive filter with its not_ twin, even from a hand-edited URL', () => {
    const both = filters({
      outcome: ['failure'],
      notOutcome: ['success'],
      trigger: ['@alice'],
      notTrigger: ['@bob'],
      pr: [1],
      notPr: [2],
      batch: [3],
      notBatch: [4],
      type: ['action.merge'],
      notType: ['action.label'],
    });
    const query = toActivityQuery(both, WINDOW);
    expect(query).toEqual({
      ...windowQuery(),
      outcome: ['failure'],
      trigger: ['@alice'],
      pull_request: [1],
      batch_pull: [3],
      event_type: ['action.merge'],
    });
    // And the sidebar shows that same positive list.
    expect(facetSelection(both, 'outcome')).toEqual({ include: ['failure'], exclude: [] });
  });

  it('sends the base ref and the window; leaves empty filters out', () => {
    expect(toActivityQuery(filters({ baseRef: 'main' }), WINDOW)).toEqual({ ...windowQuery(), base_ref: 'main' });
    expect(toActivityQuery(filters(), WINDOW)).toEqual(windowQuery());
  });

  it('compacts filters into a stable key: order and repeats do not matter', () => {
    expect(compactFilters(filters({ trigger: ['b', 'a', 'b'], notPr: [30, 4] }))).toEqual({ trigger: ['a', 'b'], notPr: [4, 30] });
    expect(hasAnyFilter(filters())).toBe(false);
    expect(hasAnyFilter(filters({ baseRef: 'main' }))).toBe(true);
  });
});

function windowQuery() {
  return { received_from: WINDOW.from, received_to: WINDOW.to };
}
