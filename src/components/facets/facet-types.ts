import type { FacetSelection } from '@/domain/facet-selection';

/** One value a facet offers, e.g. a pipeline name with the number of items that have it. */
export type FacetOption = {
  value: string;
  label: string;
  /** `null` when not known (say, a value kept from the URL that the current data no longer lists). */
  count: number | null;
};

export type FacetStatus = { state: 'ready' } | { state: 'loading' } | { state: 'error'; error: unknown; retry: () => void };

export type FacetGroupModel = {
  /** Stable id, also used in accessible names' ids. */
  id: string;
  /** Human name, singular or plural as it reads best ("Pipeline", "Health"). */
  title: string;
  options: readonly FacetOption[];
  selection: FacetSelection;
  status: FacetStatus;
  /** A short remark under the list, e.g. that only the first values are listed. */
  note?: string | undefined;
};
