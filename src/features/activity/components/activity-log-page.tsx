import { Button, Skeleton } from '@mantine/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError, isStaleCursorError } from '@/api/api-error';
import { ExportMenu } from '@/components/export/export-menu';
import { ErrorState } from '@/components/feedback/error-state';
import { facetStatusOf } from '@/components/facets/facet-types';
import { ResponsiveFilters } from '@/components/facets/responsive-filters';
import { SegmentedChoice } from '@/components/inputs/segmented-choice';
import columns from '@/components/layout/columns.module.css';
import { WindowToolbar } from '@/components/time-range/window-toolbar';
import { activeFilterCount } from '@/domain/activity/activity-filters';
import { isCustomWindow, RANGE_PRESET_LABELS, resolveWindow } from '@/domain/periods/time-window';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCount, toIsoSeconds } from '@/lib/format';
import { useEqualValue } from '@/lib/use-equal-value';
import { ACTIVITY_MAX_WINDOW_DAYS, ACTIVITY_RETENTION_DAYS } from '@/queries/activity';
import { activityExport } from '../api/activity-export';
import { activityViewQueries, type ActivityRequests } from '../api/activity-requests';
import { startOver, withoutFilters, withWindow, type ActivitySearch, type UpdateActivitySearch } from '../lib/activity-search-params';
import { CUSTOM_RANGE_LIMIT, isWindowProblem, WINDOW_PRESETS, type WindowProblem } from '../lib/activity-window';
import { TimeZoneContext, zonePhrase } from '../lib/time-zone';
import { windowTitle } from '../lib/window-labels';
import { ActivityHistogram } from './activity-histogram';
import { AccessNotice, WindowTooLongNotice } from './activity-notices';
import { EventFeed } from './event-feed';
import { ActivitySidebar } from './activity-sidebar';
import { LiveBanner, LiveToggle } from './live-toggle';
import { useLiveEvents } from './use-live-events';
import classes from './activity.module.css';

export function ActivityLogPage({
  repo,
  search,
  requests,
  onSearchChange,
}: {
  repo: RepositoryRef;
  search: ActivitySearch;
  requests: ActivityRequests | WindowProblem;
  onSearchChange: UpdateActivitySearch;
}) {
  // The same object while the window is: the toolbar is memoized on it, and a filter or an answer redraws none of its buttons.
  const selection = useEqualValue(isWindowProblem(requests) ? requests : requests.view.window);
  const toPreset = useCallback(
    (range: ActivitySearch['range']) => void onSearchChange((previous) => withWindow(previous, { range })),
    [onSearchChange],
  );
  const toCustom = useCallback(
    (window: { start: number; end: number }) =>
      void onSearchChange((previous) => withWindow(previous, { from: toIsoSeconds(window.start), to: toIsoSeconds(window.end) })),
    [onSearchChange],
  );
  const preset = search.range;
  const toolbar = useMemo(() => {
    const usable = isWindowProblem(selection) ? null : selection;
    const live = usable !== null && 'preset' in usable && usable.asOf === undefined;
    const currentWindow = () => resolveWindow(usable ?? { preset: '24h' }, Date.now(), 'exact');
    const note = `At most ${ACTIVITY_MAX_WINDOW_DAYS} days; events are kept ${ACTIVITY_RETENTION_DAYS} days.`;
    const active = usable !== null && isCustomWindow(usable);
    return (
      <WindowToolbar
        presets={WINDOW_PRESETS}
        active={live ? preset : null}
        onPreset={toPreset}
        custom={{ currentWindow, spanLimit: CUSTOM_RANGE_LIMIT, position: 'bottom-end', active, note, onApply: toCustom }}
      >
        {!live ? (
          <Button size="xs" variant="subtle" onClick={() => toPreset(preset)}>
            {'preset' in selection ? 'Back to live' : `Back to ${RANGE_PRESET_LABELS[preset].toLowerCase()}`}
          </Button>
        ) : null}
      </WindowToolbar>
    );
  }, [preset, selection, toPreset, toCustom]);

  return (
    <div className={classes.stack}>
      {toolbar}
      {isWindowProblem(requests) ? (
        <WindowTooLongNotice problem={requests} zone={search.tz} onShorten={toCustom} />
      ) : (
        <ActivityView repo={repo} search={search} requests={requests} onSearchChange={onSearchChange} onZoom={toCustom} />
      )}
    </div>
  );
}

/** Facets, count, histogram and events of a window; a failure of both queries is told once for the page. */
function ActivityView({
  repo,
  search,
  requests,
  onSearchChange,
  onZoom,
}: {
  repo: RepositoryRef;
  search: ActivitySearch;
  requests: ActivityRequests;
  onSearchChange: UpdateActivitySearch;
  onZoom: (window: { start: number; end: number }) => void;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { view } = requests;
  const queries = activityViewQueries(api, repo, requests);
  const aggregateQuery = useQuery(queries.aggregate);
  const events = useInfiniteQuery(queries.events);
  const aggregate = aggregateQuery.data;

  const clearFilters = useCallback(() => void onSearchChange(withoutFilters), [onSearchChange]);
  // The saved position's cursor no longer fits the view: forget the answer that started from it, so
  // the list is read again from its newest event (the start is not part of the key).
  const eventsKey = queries.events.queryKey;
  const onStartOver = () => {
    queryClient.removeQueries({ queryKey: eventsKey, exact: true });
    void onSearchChange(startOver, { replace: true });
  };

  const { count, more, show, ...toggle } = useLiveEvents({ repo, search, view, events: events.data, eventsKey, onSearchChange });
  const onLiveChange = useCallback((on: boolean) => void onSearchChange((previous) => ({ ...previous, live: on })), [onSearchChange]);

  const { isError: aggregateFailed, isPending: aggregatePending, error: aggregateError, refetch: refetchAggregate } = aggregateQuery;
  const retryAggregate = useCallback(() => void refetchAggregate(), [refetchAggregate]);
  const facetStatus = useMemo(
    () => facetStatusOf([{ isError: aggregateFailed, isPending: aggregatePending, error: aggregateError, refetch: refetchAggregate }]),
    [aggregateFailed, aggregatePending, aggregateError, refetchAggregate],
  );

  // The export holds what the count on screen counts: its window, unless that count is a previous view's. One element
  // per view and count, so an answer redraws no button of it.
  const countedAnswer = aggregateQuery.isPlaceholderData ? undefined : aggregate;
  const exportMenu = useMemo(() => {
    const counted = countedAnswer === undefined ? null : { window: countedAnswer.window, total: countedAnswer.data.total };
    return <ExportMenu source={activityExport(api, repo, view, counted)} />;
  }, [api, repo, view, countedAnswer]);

  const retryAll = () => {
    if (aggregateFailed) void refetchAggregate();
    if (events.isError) void events.refetch();
  };
  // Both operations refuse a credential (403) or have none they accept (401) alike: one notice for the page, not one per section.
  const accessError = [aggregateError, events.error].filter(isApiError).find((error) => error.status === 401 || error.status === 403);
  if (accessError) return <AccessNotice error={accessError} onRetry={retryAll} />;

  const filtered = activeFilterCount(view.filters) > 0;
  // Both failed (the API is unreachable, or refuses the view with a 422): one message, one retry.
  if (aggregateFailed && events.isError && events.data === undefined && !isStaleCursorError(events.error)) {
    const refused = isApiError(events.error) && events.error.status === 422;
    return (
      <ErrorState
        error={events.error}
        onRetry={retryAll}
        title={refused ? 'The API refused this view' : undefined}
        actions={
          refused && filtered ? (
            <Button size="xs" variant="light" color="red" onClick={clearFilters}>
              Clear all filters
            </Button>
          ) : null
        }
      />
    );
  }
  const total = aggregate?.data.total ?? null;

  return (
    <TimeZoneContext value={search.tz}>
      <div className={columns.filtersBeside}>
        <div>
          <ResponsiveFilters activeCount={activeFilterCount(view.filters)}>
            <ActivitySidebar
              {...{ aggregate, onSearchChange }}
              filters={view.filters}
              status={facetStatus}
              baseRef={search.baseRef}
              onClearFilters={clearFilters}
            />
          </ResponsiveFilters>
        </div>
        {/* Plain elements drawn as Mantine's Stack, Group and Title: each answer redraws this column. */}
        <div className={classes.stack}>
          <div className={classes.viewHeader}>
            {/* "1,289 events · Last 24 hours · times in your local zone (Europe/Paris)" */}
            <h2 className={classes.viewTitle} aria-live="polite">
              {total === null ? (
                <Skeleton role="status" component="span" display="inline-block" height={18} width={90} aria-label="Counting events" />
              ) : (
                `${formatCount(total)} ${total === 1 ? 'event' : 'events'}`
              )}
              {` · ${windowTitle(view.window, search.tz)} · ${zonePhrase(search.tz)}`}
            </h2>
            <div className={classes.viewActions}>
              {/* Kept in the URL so a shared link reads the same clock. */}
              <SegmentedChoice
                aria-label="Times"
                size="xs"
                data={[
                  { value: 'local', label: 'Local' },
                  { value: 'utc', label: 'UTC' },
                ]}
                value={search.tz}
                onChange={(tz) => void onSearchChange((previous) => ({ ...previous, tz }), { replace: true })}
              />
              <LiveToggle {...toggle} onChange={onLiveChange} />
              {exportMenu}
            </div>
          </div>
          <ActivityHistogram aggregate={aggregate} error={aggregateError} onRetry={retryAggregate} onZoom={onZoom} />
          <EventFeed
            {...{ repo, total, filtered, search, onStartOver, onSearchChange }}
            selection={view.window}
            query={events}
            onClearFilters={clearFilters}
            banner={toggle.on ? <LiveBanner count={count} more={more} show={show} /> : null}
          />
        </div>
      </div>
    </TimeZoneContext>
  );
}
