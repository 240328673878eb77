import { Text } from '@mantine/core';
import { memo, useCallback, type ReactNode } from 'react';
import { FacetSidebar } from '@/components/facets/facet-sidebar';
import type { FacetSelection } from '@/domain/facet-selection';
import type { SetCounts, TestFacetField } from '@/domain/tests/test-facets';
import { activeFilterCount, type TestFilters } from '@/domain/tests/test-filters';
import { PAIRS } from '@/domain/tests/units';
import type { RepositoryRef } from '@/lib/app-config';
import { useTestFacetGroups, type KnownTotal } from './use-test-facet-groups';

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
  const groups = useTestFacetGroups(repo, filters, fields, total, set);
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
