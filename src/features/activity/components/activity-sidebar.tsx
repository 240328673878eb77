import { memo, useCallback, useMemo } from 'react';
import { FacetSidebar } from '@/components/facets/facet-sidebar';
import type { FacetSelection, FacetStatus } from '@/components/facets/facet-types';
import { isActivityFacet, withFacetSelection } from '@/domain/activity/activity-facets';
import type { CompactActivityFilters } from '@/domain/activity/activity-filters';
import type { ActivityAggregate } from '../api/activity-queries';
import { startOver, type UpdateActivitySearch } from '../lib/activity-search-params';
import { activityFacetGroups } from './activity-facet-groups';
import { BaseRefFilter } from './base-ref-filter';

/** Memoized: scrolling the list or a new page of events leaves the facets alone. */
export const ActivitySidebar = memo(function ActivitySidebar({
  aggregate,
  filters,
  status,
  baseRef,
  filtered,
  onSearchChange,
  onClearFilters,
}: {
  aggregate: ActivityAggregate | undefined;
  filters: CompactActivityFilters;
  status: FacetStatus;
  baseRef: string | undefined;
  filtered: boolean;
  onSearchChange: UpdateActivitySearch;
  onClearFilters: () => void;
}) {
  const groups = useMemo(() => activityFacetGroups(aggregate, filters, status), [aggregate, filters, status]);
  const onFacetChange = useCallback(
    (id: string, selection: FacetSelection) => {
      if (!isActivityFacet(id)) return;
      void onSearchChange((previous) => startOver(withFacetSelection(previous, id, selection)));
    },
    [onSearchChange],
  );
  const onBaseRefChange = useCallback(
    (value: string | undefined) => void onSearchChange((previous) => startOver({ ...previous, baseRef: value })),
    [onSearchChange],
  );
  return (
    <FacetSidebar groups={groups} onChange={onFacetChange} onClearAll={onClearFilters} hasActiveFilters={filtered}>
      <BaseRefFilter value={baseRef} onChange={onBaseRefChange} />
    </FacetSidebar>
  );
});
