import { Text } from '@mantine/core';
import { memo, useCallback, type ReactNode } from 'react';
import type { TestSearchResult } from '@/api/types';
import { FacetSidebar } from '@/components/facets/facet-sidebar';
import type { FacetSelection } from '@/components/facets/facet-types';
import type { TestFacetField } from '@/domain/tests/test-facets';
import { hasAnyFilter, type TestFilters } from '@/domain/tests/test-filters';
import { PAIRS } from '@/domain/tests/units';
import type { RepositoryRef } from '@/lib/app-config';
import { useTestFacetGroups, type KnownTotal } from './use-test-facet-groups';

/**
 * The facet sidebar over test identities, for any view whose filters are (a subset of) test search's:
 * the search page (all five facets) and the overview (no health: operation 8 has no health filter).
 * A change is reported as the facet and its new selection, so the page applies it to the URL as it is
 * then; with stable handlers and filters that keep their reference, an answer for the results or a
 * change of sort or page does not render the sidebar again.
 */
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
  /** The total of the page's own search under `filters`, if it has one: some counts follow from it. */
  total?: KnownTotal;
  /** Every identity the page's search matches, when it holds them all: the counts it decides come from it. */
  set?: readonly TestSearchResult[] | undefined;
  children?: ReactNode;
}) {
  const groups = useTestFacetGroups(repo, filters, fields, total, set);
  const onChange = useCallback(
    (id: string, selection: FacetSelection) => onSelectionChange(id as TestFacetField, selection),
    [onSelectionChange],
  );
  return (
    <FacetSidebar groups={groups} onChange={onChange} onClearAll={onClearAll} hasActiveFilters={hasAnyFilter(filters)}>
      {/* The facets count what the API filters: identities, whatever the page's rows are. */}
      <Text size="xs" c="dimmed">
        Counts are {PAIRS.many}: a test under one pipeline and job.
      </Text>
      {children}
    </FacetSidebar>
  );
});
