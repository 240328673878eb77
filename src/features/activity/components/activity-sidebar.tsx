import { CloseButton } from '@mantine/core';
import { memo, useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { FacetSidebar } from '@/components/facets/facet-sidebar';
import type { FacetGroupModel, FacetOption, FacetStatus } from '@/components/facets/facet-types';
import type { FacetSelection } from '@/domain/facet-selection';
import type { FacetCount } from '@/api/types';
import {
  ACTIVITY_FACET_KEYS,
  ACTIVITY_FACETS,
  activeFilterCount,
  facetSelection,
  isActivityFacet,
  withFacetSelection,
  type ActivityFacet,
  type CompactActivityFilters,
} from '@/domain/activity/activity-filters';
import { eventTypeLabel } from '@/domain/activity/event-catalog';
import { EVENT_OUTCOMES, isOutcome, outcomeLabel } from '@/domain/activity/event-outcomes';
import type { ActivityAggregate } from '@/queries/activity';
import { startOver, type UpdateActivitySearch } from '../lib/activity-search-params';
import fieldClasses from '@/components/inputs/text-field.module.css';

/** Memoized: scrolling the list or a new page of events leaves the facets alone. */
export const ActivitySidebar = memo(function ActivitySidebar({
  aggregate,
  filters,
  status,
  baseRef,
  onSearchChange,
  onClearFilters,
}: {
  aggregate: ActivityAggregate | undefined;
  filters: CompactActivityFilters;
  status: FacetStatus;
  baseRef: string | undefined;
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
  return (
    <FacetSidebar groups={groups} onChange={onFacetChange} onClearAll={onClearFilters} hasActiveFilters={activeFilterCount(filters) > 0}>
      <BaseRefFilter value={baseRef} onSearchChange={onSearchChange} />
    </FacetSidebar>
  );
});

/** The service's limit on the trigger and pull request facets. */
const FACET_TOP_LIMIT = 200;

function options(rows: readonly FacetCount[] | undefined, label: (value: string) => string): FacetOption[] {
  return (rows ?? []).map((row) => ({ value: row.value, label: label(row.value), count: row.count }));
}

/** Outcomes are four fixed values: all listed in their order, 0 where the aggregate has no row. */
function outcomeOptions(rows: readonly FacetCount[] | undefined): FacetOption[] {
  if (rows === undefined) return [];
  const counts = new Map(rows.map((row) => [row.value, row.count]));
  const known = EVENT_OUTCOMES.map((value) => ({ value, count: counts.get(value) ?? 0 }));
  return options([...known, ...rows.filter((row) => !isOutcome(row.value))], outcomeLabel);
}

/** The sidebar's groups, every count from the one aggregate answer (each facet leaves its own filter out). */
function activityFacetGroups(
  aggregate: ActivityAggregate | undefined,
  filters: CompactActivityFilters,
  status: FacetStatus,
): FacetGroupModel[] {
  const data = aggregate?.data;
  const pullRequest = (value: string) => `#${value}`;
  const lists: Record<ActivityFacet, FacetOption[]> = {
    outcome: outcomeOptions(data?.by_outcome),
    type: options(data?.by_event_type, eventTypeLabel),
    trigger: options(data?.by_trigger, (value) => value),
    pr: options(data?.by_pull_request, pullRequest),
    batch: options(data?.by_batch_pull_request, pullRequest),
  };
  return ACTIVITY_FACET_KEYS.map((facet) => ({
    id: facet,
    title: ACTIVITY_FACETS[facet].title,
    options: lists[facet],
    selection: facetSelection(filters, facet),
    status,
    note:
      facet === 'batch'
        ? 'Draft pull requests the merge queue tested batches in.'
        : (facet === 'trigger' || facet === 'pr') && lists[facet].length >= FACET_TOP_LIMIT
          ? `The ${FACET_TOP_LIMIT} most frequent values in this window.`
          : undefined,
  }));
}

/** Applied on Enter or when leaving the field (no request per keystroke); the API matches it exactly. New counts leave it alone. */
const BaseRefFilter = memo(function BaseRefFilter({
  value,
  onSearchChange,
}: {
  value: string | undefined;
  onSearchChange: UpdateActivitySearch;
}) {
  const onChange = (baseRef: string | undefined) => void onSearchChange((previous) => startOver({ ...previous, baseRef }));
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // The URL changed under us (Clear all, back button): show its value.
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }

  const apply = () => {
    const next = draft.trim() === '' ? undefined : draft.trim().slice(0, 255);
    if (next !== value) onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Base ref filter">
      <label className={fieldClasses.label} htmlFor={`${id}-input`}>
        Base ref
      </label>
      <p className={fieldClasses.description} id={`${id}-description`}>
        Exact branch name; Enter to apply
      </p>
      <div className={fieldClasses.box}>
        <input
          id={`${id}-input`}
          type="text"
          className={fieldClasses.input}
          aria-describedby={`${id}-description`}
          placeholder="main"
          value={draft}
          maxLength={255}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={apply}
        />
        {value !== undefined ? (
          <CloseButton
            size="sm"
            aria-label="Clear the base ref filter"
            onClick={() => {
              setDraft('');
              onChange(undefined);
            }}
          />
        ) : null}
      </div>
    </form>
  );
});
