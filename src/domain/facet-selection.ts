/** A facet's ticked values (`include`) and the values ruled out (`exclude`), as a sidebar reads them. */
export type FacetSelection = { include: readonly string[]; exclude: readonly string[] };

/** Whether a value passes a selection as search applies it: in the include list when there is one, and never in the exclude list. */
export const keepsValue = ({ include, exclude }: FacetSelection, value: string) =>
  (include.length === 0 || include.includes(value)) && !exclude.includes(value);
