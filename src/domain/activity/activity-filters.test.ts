import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  compactActivityFilters,
  EMPTY_ACTIVITY_FILTERS,
  facetSelection,
  toActivityAggregateQuery,
  toActivityLogQuery,
  withFacetSelection,
  type ActivityFilters,
} from './activity-filters';

const WINDOW = { from: '2026-11-19T12:00:00Z', to: '2026-11-20T12:00:00Z' };
const windowQuery = { received_from: WINDOW.from, received_to: WINDOW.to };
const filters = (overrides: Partial<ActivityFilters> = {}): ActivityFilters => ({ ...EMPTY_ACTIVITY_FILTERS, ...overrides });
const queryOf = (value: ActivityFilters) => toActivityAggregateQuery(compactActivityFilters(value), WINDOW);

describe('facet → filter mapping', () => {
  // The sidebar's selections as components/facets/facet-selection.ts makes them.
  it('an exclusion goes to the not_ list', () => {
    const next = withFacetSelection(filters(), 'type', { include: [], exclude: ['action.queue.checks_end'] });
    expect(next).toMatchObject({ type: [], notType: ['action.queue.checks_end'] });
    expect(queryOf(next)).toEqual({ ...windowQuery, not_event_type: ['action.queue.checks_end'] });
  });

  it('"only" switches to the positive list and drops the exclusions', () => {
    const excluded = filters({ notOutcome: ['neutral', 'pending'] });
    const next = withFacetSelection(excluded, 'outcome', { include: ['failure'], exclude: [] });
    expect(next).toMatchObject({ outcome: ['failure'], notOutcome: [] });
    expect(queryOf(next)).toEqual({ ...windowQuery, outcome: ['failure'] });
  });

  it('keeps only outcomes of the contract', () => {
    const next = withFacetSelection(filters(), 'outcome', { include: ['failure', 'exploded'], exclude: [] });
    expect(next.outcome).toEqual(['failure']);
  });

  it('pull request facets carry numbers; values that are not numbers are dropped', () => {
    const next = withFacetSelection(filters(), 'pr', { include: ['1234', 'abc', '0', '1300'], exclude: [] });
    expect(next.pr).toEqual([1234, 1300]);
    expect(facetSelection(next, 'pr')).toEqual({ include: ['1234', '1300'], exclude: [] });
    const batch = withFacetSelection(filters(), 'batch', { include: [], exclude: ['20001'] });
    expect(queryOf(batch)).toEqual({ ...windowQuery, not_batch_pull: [20001] });
  });

  it('reads a compact filter set as the sidebar shows it', () => {
    const compact = compactActivityFilters(filters({ notTrigger: ['@bob'] }));
    expect(facetSelection(compact, 'trigger')).toEqual({ include: [], exclude: ['@bob'] });
    expect(facetSelection(compact, 'outcome')).toEqual({ include: [], exclude: [] });
  });
});

describe('compaction and the query', () => {
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
    expect(queryOf(both)).toEqual({
      ...windowQuery,
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
    expect(queryOf(filters({ baseRef: 'main' }))).toEqual({ ...windowQuery, base_ref: 'main' });
    expect(queryOf(filters())).toEqual(windowQuery);
  });

  it('the log adds the page size, and the cursor only when there is one', () => {
    const compact = compactActivityFilters(filters({ outcome: ['pending'] }));
    expect(toActivityLogQuery(compact, WINDOW, { perPage: 25, cursor: undefined })).toEqual({
      ...windowQuery,
      outcome: ['pending'],
      per_page: 25,
    });
    expect(toActivityLogQuery(compact, WINDOW, { perPage: 50, cursor: 'abc' })).toEqual({
      ...windowQuery,
      outcome: ['pending'],
      per_page: 50,
      cursor: 'abc',
    });
  });

  it('compacts filters into a stable key: order and repeats do not matter', () => {
    expect(compactActivityFilters(filters({ trigger: ['b', 'a', 'b'], notPr: [30, 4] }))).toEqual({ trigger: ['a', 'b'], notPr: [4, 30] });
    expect(activeFilterCount(compactActivityFilters(filters()))).toBe(0);
    expect(activeFilterCount(compactActivityFilters(filters({ baseRef: 'main' })))).toBe(1);
    expect(activeFilterCount(compactActivityFilters(filters({ notBatch: [1] })))).toBe(1);
  });
});

describe('activeFilterCount', () => {
  it('counts each narrowed facet once, and the base ref', () => {
    expect(activeFilterCount(compactActivityFilters(filters()))).toBe(0);
    // A hand-edited URL with both sides of a facet: the positive list is the one sent, counted once.
    expect(activeFilterCount(compactActivityFilters(filters({ outcome: ['failure'], notOutcome: ['success'] })))).toBe(1);
    expect(activeFilterCount(compactActivityFilters(filters({ type: ['a', 'b'], pr: [1], baseRef: 'main' })))).toBe(3);
  });
});
