/** A facet's ticked values (`include`) and the values ruled out (`exclude`), as a sidebar reads them. */
export type FacetSelection = { include: readonly string[]; exclude: readonly string[] };
