import type { ReactNode } from 'react';
import { FacetSidebar } from '@/components/facets/facet-sidebar';
import { withFacetSelection, type TestFacetField } from '@/domain/tests/test-facets';
import { hasAnyFilter, type TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { useTestFacetGroups } from './use-test-facet-groups';

/**
 * The facet sidebar over test identities, for any view whose filters are (a subset of) test search's:
 * the search page (all five facets) and the overview (no health: operation 8 has no health filter).
 */
export function TestFacetSidebar<F extends Partial<TestFilters>>({
  repo,
  filters,
  fields,
  onFiltersChange,
  onClearAll,
  children,
}: {
  repo: RepositoryRef;
  filters: F;
  fields: readonly TestFacetField[];
  onFiltersChange: (next: F) => void;
  onClearAll: () => void;
  children?: ReactNode;
}) {
  const groups = useTestFacetGroups(repo, filters, fields);
  return (
    <FacetSidebar
      groups={groups}
      onChange={(id, selection) => onFiltersChange(withFacetSelection(filters, id as TestFacetField, selection))}
      onClearAll={onClearAll}
      hasActiveFilters={hasAnyFilter(filters)}
    >
      {children}
    </FacetSidebar>
  );
}
