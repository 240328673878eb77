import { describe, expect, it } from 'vitest';
import {
  collapseOptions,
  describeSelection,
  EMPTY_SELECTION,
  isOnlyValue,
  isSelectionActive,
  isValueShown,
  matchOptions,
  onlyValue,
  toggleValue,
  withSelectedValues,
} from './facet-selection';
import type { FacetOption } from './facet-types';

const option = (value: string, count: number | null = 1): FacetOption => ({ value, label: value.toUpperCase(), count });

describe('facet selection', () => {
  it('shows every value when nothing is selected', () => {
    expect(isValueShown(EMPTY_SELECTION, 'ci')).toBe(true);
    expect(isSelectionActive(EMPTY_SELECTION)).toBe(false);
  });

  it('unticking adds to the exclude list, ticking takes it back out', () => {
    const once = toggleValue(EMPTY_SELECTION, 'ci');
    expect(once).toEqual({ include: [], exclude: ['ci'] });
    expect(isValueShown(once, 'ci')).toBe(false);
    expect(isValueShown(once, 'e2e')).toBe(true);
    const twice = toggleValue(toggleValue(once, 'e2e'), 'ci');
    expect(twice).toEqual({ include: [], exclude: ['e2e'] });
  });

  it('"only" switches to the include list, dropping any exclusions', () => {
    const only = onlyValue('ci');
    expect(only).toEqual({ include: ['ci'], exclude: [] });
    expect(isValueShown(only, 'ci')).toBe(true);
    expect(isValueShown(only, 'e2e')).toBe(false);
    expect(isOnlyValue(only, 'ci')).toBe(true);
    expect(isOnlyValue(only, 'e2e')).toBe(false);
  });

  it('with an include list, ticking adds to it and unticking removes from it', () => {
    const two = toggleValue(onlyValue('ci'), 'e2e');
    expect(two).toEqual({ include: ['ci', 'e2e'], exclude: [] });
    expect(toggleValue(two, 'ci')).toEqual({ include: ['e2e'], exclude: [] });
    // Unticking the last included value shows everything again rather than nothing.
    expect(toggleValue(onlyValue('ci'), 'ci')).toEqual({ include: [], exclude: [] });
  });

  it('keeps values of the selection that the data does not list', () => {
    const merged = withSelectedValues([option('ci', 3)], { include: [], exclude: ['gone', 'ci'] });
    expect(merged).toEqual([option('ci', 3), { value: 'gone', label: 'gone', count: null }]);
  });

  it('matches the typed text against label and value, ignoring case', () => {
    const options = [option('unit-tests'), option('lint'), option('e2e')];
    expect(matchOptions(options, ' UNIT ').map((item) => item.value)).toEqual(['unit-tests']);
    expect(matchOptions(options, '')).toHaveLength(3);
  });

  it('collapses long lists but never hides a marked value', () => {
    const options = ['a', 'b', 'c', 'd', 'e'].map((value) => option(value));
    expect(collapseOptions(options, EMPTY_SELECTION, 2)).toEqual({ visible: options.slice(0, 2), hidden: 3 });
    const marked = collapseOptions(options, { include: [], exclude: ['e'] }, 2);
    expect(marked.visible.map((item) => item.value)).toEqual(['a', 'b', 'e']);
    expect(marked.hidden).toBe(2);
  });

  it('summarises the selection in words', () => {
    expect(describeSelection(EMPTY_SELECTION)).toBeNull();
    expect(describeSelection(onlyValue('ci'), (value) => value.toUpperCase())).toBe('Only CI');
    expect(describeSelection({ include: [], exclude: ['a', 'b'] })).toBe('All but a, b');
  });
});
