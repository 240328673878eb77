import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { HEALTH_LABELS } from '@/components/health/health-badge';
import type { FacetGroupModel, FacetOption, FacetStatus } from '@/components/facets/facet-types';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { COUNTED_VALUES, facetCountQueries, isCountedFacet, type CountedFacet } from '../api/test-facet-queries';
import { testSearchQueries, type WalkedFacet } from '../api/test-search-queries';
import type { FacetValues } from '../api/collect-facet-values';
import { FACET_TITLES, facetSelection, LEVEL_LABELS, type FacetField, type TestFilters } from '../lib/test-filters';

const VALUE_LABELS: Record<CountedFacet, Record<string, string>> = {
  health: HEALTH_LABELS,
  confidence: LEVEL_LABELS,
  impact: LEVEL_LABELS,
};

/** One status for a set of queries: an error (retrying just the failed ones) beats loading. */
function statusOf(results: readonly UseQueryResult[]): FacetStatus {
  const failed = results.filter((result) => result.isError);
  if (failed.length > 0) {
    return {
      state: 'error',
      error: failed[0]?.error,
      retry: () => {
        for (const result of failed) void result.refetch();
      },
    };
  }
  if (results.some((result) => result.isPending)) return { state: 'loading' };
  return { state: 'ready' };
}

/** Counts per value of the health facet (also the health tabs' counts): same queries, shared cache. */
export function useFacetCounts(repo: RepositoryRef, filters: Partial<TestFilters>, field: CountedFacet) {
  const api = useApiClient();
  const planned = facetCountQueries(api, repo, filters, field);
  const results = useQueries({ queries: planned.map((entry) => entry.options) });
  return {
    counts: planned.map((entry, index) => ({ value: entry.value, count: results[index]?.data ?? null })),
    status: statusOf(results),
    /** True while a newer answer is on its way and an older one is shown. */
    isStale: results.some((result) => result.isPlaceholderData),
  };
}

function countedGroup(
  field: CountedFacet,
  filters: Partial<TestFilters>,
  counts: { value: string; count: number | null }[],
  status: FacetStatus,
): FacetGroupModel {
  return {
    id: field,
    title: FACET_TITLES[field],
    options: counts.map(({ value, count }) => ({ value, label: VALUE_LABELS[field][value] ?? value, count })),
    selection: facetSelection(filters, field),
    status,
    note: field === 'impact' ? 'Healthy tests have no impact: any impact filter leaves them out.' : undefined,
  };
}

function walkedGroup(
  field: WalkedFacet,
  filters: Partial<TestFilters>,
  result: UseQueryResult<FacetValues>,
): FacetGroupModel {
  const values = result.data?.values ?? [];
  const options: FacetOption[] = [...values]
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .map(({ value, count }) => ({ value, label: value, count }));
  return {
    id: field,
    title: FACET_TITLES[field],
    options,
    selection: facetSelection(filters, field),
    status: statusOf([result]),
    note: result.data?.complete === false ? `Only the first ${values.length} values are listed.` : undefined,
  };
}

/** The sidebar's groups, in the order asked for, each reading the queries the loader prefetched. */
export function useTestFacetGroups(
  repo: RepositoryRef,
  filters: Partial<TestFilters>,
  fields: readonly FacetField[],
): FacetGroupModel[] {
  const api = useApiClient();
  // Hooks run unconditionally; a facet not asked for is simply not shown (its counts cost nothing
  // extra: `enabled` is false for walks, and counts are only planned for asked-for fields).
  const pipeline = useQuery({ ...testSearchQueries.facetValues(api, repo, 'pipeline', filters), enabled: fields.includes('pipeline') });
  const job = useQuery({ ...testSearchQueries.facetValues(api, repo, 'job', filters), enabled: fields.includes('job') });
  const countedFields = fields.filter(isCountedFacet);
  const planned = countedFields.flatMap((field) => facetCountQueries(api, repo, filters, field).map((entry) => ({ field, ...entry })));
  const counted = useQueries({ queries: planned.map((entry) => entry.options) });

  return fields.map((field) => {
    if (field === 'pipeline') return walkedGroup('pipeline', filters, pipeline);
    if (field === 'job') return walkedGroup('job', filters, job);
    const indexes = planned.flatMap((entry, index) => (entry.field === field ? [index] : []));
    const results = indexes.map((index) => counted[index] as UseQueryResult<number>);
    const counts = COUNTED_VALUES[field].map((value, position) => ({ value, count: results[position]?.data ?? null }));
    return countedGroup(field, filters, counts, statusOf(results));
  });
}
