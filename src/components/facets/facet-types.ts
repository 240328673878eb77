import type { FacetSelection } from '@/domain/facet-selection';

export type FacetOption = {
  value: string;
  label: string;
  /** `null` when not known (say, a value kept from the URL that the current data no longer lists). */
  count: number | null;
};

export type FacetStatus = { state: 'ready' } | { state: 'loading' } | { state: 'error'; error: unknown; retry: () => void };

export type FacetGroupModel = {
  id: string;
  title: string;
  options: readonly FacetOption[];
  selection: FacetSelection;
  status: FacetStatus;
  /** A short remark under the list, e.g. that only the first values are listed. */
  note?: string | undefined;
};
