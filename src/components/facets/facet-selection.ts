import type { FacetSelection } from '@/domain/facet-selection';
import type { FacetOption } from './facet-types';

export const EMPTY_SELECTION: FacetSelection = Object.freeze({ include: [], exclude: [] });

export const isSelectionActive = ({ include, exclude }: FacetSelection): boolean => include.length > 0 || exclude.length > 0;

/** Ticked when shown: in the include list when one is in use, otherwise not in the exclude list. */
export function isValueShown(selection: FacetSelection, value: string): boolean {
  if (selection.include.length > 0) return selection.include.includes(value);
  return !selection.exclude.includes(value);
}

const toggled = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

export const toggleValue = ({ include, exclude }: FacetSelection, value: string): FacetSelection =>
  include.length > 0 ? { include: toggled(include, value), exclude: [] } : { include: [], exclude: toggled(exclude, value) };

export const onlyValue = (value: string): FacetSelection => ({ include: [value], exclude: [] });

export const isOnlyValue = ({ include }: FacetSelection, value: string): boolean => include.length === 1 && include[0] === value;

/** The data's options plus any selected value it lacks, which must stay visible or it could not be unticked. */
export function withSelectedValues(
  options: readonly FacetOption[],
  selection: FacetSelection,
  labelOf: (value: string) => string = (value) => value,
): FacetOption[] {
  const known = new Set(options.map((option) => option.value));
  const missing = [...selection.include, ...selection.exclude]
    .filter((value, index, all) => !known.has(value) && all.indexOf(value) === index)
    .map((value) => ({ value, label: labelOf(value), count: null }));
  return [...options, ...missing];
}

export function matchOptions(options: readonly FacetOption[], text: string): FacetOption[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle));
}

/** The first `limit` options, plus any not in its default state, so an unticked value never hides behind "show more". */
export function collapseOptions(
  options: readonly FacetOption[],
  selection: FacetSelection,
  limit: number,
): { visible: FacetOption[]; hidden: number } {
  const marked = new Set([...selection.include, ...selection.exclude]);
  const visible = options.filter((option, index) => index < limit || marked.has(option.value));
  return { visible, hidden: options.length - visible.length };
}

/** "Only ci, e2e" / "All but nightly" / null, for a one-line summary under the facet title. */
export function describeSelection(selection: FacetSelection, labelOf: (value: string) => string = (value) => value): string | null {
  if (selection.include.length > 0) return `Only ${selection.include.map(labelOf).join(', ')}`;
  if (selection.exclude.length > 0) return `All but ${selection.exclude.map(labelOf).join(', ')}`;
  return null;
}
