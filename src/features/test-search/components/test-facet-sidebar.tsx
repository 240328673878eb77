import { Text } from '@mantine/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { memo, useCallback, type ReactNode } from 'react';
import { FacetSidebar } from '@/components/facets/facet-sidebar';
import { facetStatusOf, type FacetOption } from '@/components/facets/facet-types';
import type { FacetSelection } from '@/domain/facet-selection';
import {
  ENUMERATED_FACETS,
  facetSelection,
  facetValuesFromSet,
  isEnumeratedFacet,
  isWalkedFacet,
  TEST_FACETS,
  WALKED_FACETS,
  type EnumeratedFacet,
  type SetCounts,
  type TestFacetField,
  type WalkedFacet,
} from '@/domain/tests/test-facets';
import { activeFilterCount, type TestFilters } from '@/domain/tests/test-filters';
import { PAIRS } from '@/domain/tests/units';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import type { FacetValues } from '@/queries/collect-facet-values';
import { testQueries } from '@/queries/tests';
import { facetCountQueries } from '../api/test-facet-queries';

/** The page's own total under these filters; `null` while on its way (the facets then wait); undefined: derive nothing. */
export type KnownTotal = number | null | undefined;

/** A facet's counts in order: each asked value reads the next result; the derived one is `total` minus the rest. */
function countsOf(planned: readonly PlannedCount[], results: readonly UseQueryResult<number>[], total: KnownTotal) {
  const answers = results.map((result) => result.data ?? null);
  // Not from placeholder counts: a previous filter's counts would not add up.
  const derivable = typeof total === 'number' && results.every((result) => result.data !== undefined && !result.isPlaceholderData);
  const known = planned.reduce((sum, entry) => sum + (entry.known ?? 0), 0);
  const rest = derivable ? total - known - answers.reduce<number>((sum, count) => sum + (count ?? 0), 0) : null;
  const asked = [...answers];
  return planned.map(({ value, options, known: counted }) => ({
    value,
    count: options === null ? (counted ?? rest) : (asked.shift() ?? null),
  }));
}

type PlannedCount = { value: string; options: unknown; known: number | null };

/** Each enumerated facet's counts, status and staleness; the health tabs read the health facet's: same queries, shared cache. */
export function useFacetCounts(
  repo: RepositoryRef,
  filters: Partial<TestFilters>,
  fields: readonly EnumeratedFacet[],
  total: KnownTotal,
  set: SetCounts | undefined,
) {
  const api = useApiClient();
  const planned = fields.map((field) => facetCountQueries(api, repo, filters, field, { deriveFromTotal: total !== undefined, set }));
  const asked = planned.flatMap((own, facet) => own.flatMap((entry) => (entry.options ? [{ facet, options: entry.options }] : [])));
  const results = useQueries({ queries: asked.map(({ options }) => ({ ...options, enabled: total !== null })) });
  return planned.map((own, facet) => {
    const mine = results.filter((_, index) => asked[index]?.facet === facet);
    return { counts: countsOf(own, mine, total), status: facetStatusOf(mine), isStale: mine.some((result) => result.isPlaceholderData) };
  });
}

function enumeratedOptions(field: EnumeratedFacet, { counts, status }: ReturnType<typeof useFacetCounts>[number]) {
  const labels: Record<string, string> = ENUMERATED_FACETS[field].labels;
  return {
    options: counts.map(({ value, count }) => ({ value, label: labels[value] ?? value, count })),
    status,
    note: field === 'impact' ? 'Healthy tests have no impact: any impact filter leaves them out.' : undefined,
  };
}

/** A walked facet's values: from the set, or (`walk`) from the walk asked because the set does not hold them. */
function walkedOptions(fromSet: FacetValues['values'] | null, walk: UseQueryResult<FacetValues> | undefined) {
  const values = fromSet ?? walk?.data?.values ?? [];
  const options: FacetOption[] = [...values]
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .map(({ value, count }) => ({ value, label: value, count }));
  return {
    options,
    status: walk === undefined ? ({ state: 'ready' } as const) : facetStatusOf([walk]),
    note: walk?.data?.complete === false ? `Only the first ${values.length} values are listed.` : undefined,
  };
}

/** The facets over test identities, for test search (all five) and the overview (no health); memoised on stable props. */
export const TestFacetSidebar = memo(function TestFacetSidebar({
  repo,
  filters,
  fields,
  onSelectionChange,
  onClearAll,
  total,
  set,
  children,
}: {
  repo: RepositoryRef;
  filters: Partial<TestFilters>;
  fields: readonly TestFacetField[];
  onSelectionChange: (field: TestFacetField, selection: FacetSelection) => void;
  onClearAll: () => void;
  total?: KnownTotal;
  set?: SetCounts | undefined;
  children?: ReactNode;
}) {
  const api = useApiClient();
  // A walk only for a facet asked for whose values the set does not hold: no observer for the others.
  const fromSet = (field: WalkedFacet) => (set && facetValuesFromSet(set, filters, field)) ?? null;
  const walked = WALKED_FACETS.filter((field) => fields.includes(field) && fromSet(field) === null);
  const walks = useQueries({
    queries: walked.map((field) => ({ ...testQueries.facetValues(api, repo, { facet: field, filters }), enabled: total !== null })),
  });
  const enumerated = fields.filter(isEnumeratedFacet);
  const counts = useFacetCounts(repo, filters, enumerated, total, set);
  const groups = fields.map((field) => ({
    id: field,
    title: TEST_FACETS[field].title,
    selection: facetSelection(filters, field),
    ...(isWalkedFacet(field)
      ? walkedOptions(fromSet(field), walks[walked.indexOf(field)])
      : enumeratedOptions(field, counts[enumerated.indexOf(field)] as (typeof counts)[number])),
  }));
  const onChange = useCallback(
    (id: string, selection: FacetSelection) => onSelectionChange(id as TestFacetField, selection),
    [onSelectionChange],
  );
  return (
    <FacetSidebar groups={groups} onChange={onChange} onClearAll={onClearAll} hasActiveFilters={activeFilterCount(filters) > 0}>
      <Text size="xs" c="dimmed">
        Counts are {PAIRS.many}: a test under one pipeline and job.
      </Text>
      {children}
    </FacetSidebar>
  );
});
