import type { UseQueryResult } from '@tanstack/react-query';
import type { FacetSelection } from '@/domain/facet-selection';

export type FacetOption = {
  value: string;
  label: string;
  /** `null` when not known (say, a value kept from the URL that the current data no longer lists). */
  count: number | null;
};

export type FacetStatus = { state: 'ready' } | { state: 'loading' } | { state: 'error'; error: unknown; retry: () => void };

/** A group's status from the queries behind it: failed if one failed (Retry asks those again), loading until all answer. */
export function facetStatusOf(results: readonly Pick<UseQueryResult, 'isError' | 'isPending' | 'error' | 'refetch'>[]): FacetStatus {
  const failed = results.filter((result) => result.isError);
  if (failed.length > 0) return { state: 'error', error: failed[0]?.error, retry: () => failed.forEach((result) => void result.refetch()) };
  return { state: results.some((result) => result.isPending) ? 'loading' : 'ready' };
}

export type FacetGroupModel = {
  id: string;
  title: string;
  options: readonly FacetOption[];
  selection: FacetSelection;
  status: FacetStatus;
  /** A short remark under the list, e.g. that only the first values are listed. */
  note?: string | undefined;
};
