import { Group, Skeleton, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { ExportMenu } from '@/components/export/export-menu';
import { CredentialNotice } from '@/components/feedback/credential-notice';
import { ErrorState } from '@/components/feedback/error-state';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { usePageNotFound } from '@/lib/load-repository-page';
import { mergeQueueExport, figureExportRows } from '../api/merge-queue-export';
import { mergeQueueQueries } from '../api/merge-queue-queries';
import { useLogCounts } from '../api/log-event-counts';
import { isNarrowerThanLog, logFilters, useIntervalAnswers } from '../api/use-merge-queue-answers';
import { describeUtcSpan } from '../lib/activity-drill-down';
import type { Interval } from '../lib/interval-grid';
import { filtersOf, RANGE_LABELS, type MergeQueueSearch } from '../lib/merge-queue-search';
import type { StatsWindow } from '../lib/merge-queue-window';
import { eventCounts, figureValues, type FigureKey } from '../lib/queue-figures';
import { ChecksOutcomesTable } from './checks-outcomes-table';
import { DayTable } from './day-table';
import { ExitReasonsChart } from './exit-reasons-chart';
import { FigureCards } from './figure-cards';
import { MergeQueueComparison } from './merge-queue-comparison';
import { MergeQueueFilterBar } from './merge-queue-filter-bar';
import { TimeToMergeTable } from './time-to-merge-table';

/** What a link adds when the page filters finer than the log can. */
function widerWords(search: MergeQueueSearch): string | undefined {
  const finer = [search.queue === undefined ? null : 'queue', search.priorityRule === undefined ? null : 'priority rule'].filter(
    (word): word is string => word !== null,
  );
  if (finer.length === 0) return undefined;
  const words = finer.join(' and ');
  return `every ${words}: the log cannot filter by ${words}`;
}

function PageSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the merge queue figures">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={120} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={330} radius="md" />
    </Stack>
  );
}

/** The priority rules the window's queue entries were made under (the API has no list of them). */
function usePriorityRules(repo: RepositoryRef, window: StatsWindow, search: MergeQueueSearch): string[] {
  const api = useApiClient();
  const entries = useQuery(
    mergeQueueQueries.interval(api, repo, 'getQueueEnteredCount', window, { ...filtersOf(search), priorityRule: undefined }),
  ).data;
  const names = new Set<string>();
  for (const group of entries?.groups ?? []) if (group.priority_rule_name !== null) names.add(group.priority_rule_name);
  return [...names].sort();
}

/** The page under its window (resolved by the route's loader; null when it has no whole hour yet). */
export function MergeQueuePage({
  repo,
  search,
  window,
  onSearchChange,
}: {
  repo: RepositoryRef;
  search: MergeQueueSearch;
  window: StatsWindow | null;
  onSearchChange: (update: (previous: MergeQueueSearch) => MergeQueueSearch) => void;
}) {
  if (window === null) return <Text>The window has no whole hour yet; pick a longer one.</Text>;
  return <MergeQueueView repo={repo} search={search} window={window} onSearchChange={onSearchChange} />;
}

function MergeQueueView({
  repo,
  search,
  window,
  onSearchChange,
}: {
  repo: RepositoryRef;
  search: MergeQueueSearch;
  window: StatsWindow;
  onSearchChange: (update: (previous: MergeQueueSearch) => MergeQueueSearch) => void;
}) {
  // Every statistic answers 404 for an unknown repository; the branches are the one the page always asks.
  usePageNotFound(mergeQueueQueries.branches(useApiClient(), repo, window));
  // Stable while only the window changes, so the memoized comparison below is not redrawn.
  const { baseRef, queue, priorityRule, compare, current, baseline } = search;
  const filters = useMemo(() => filtersOf({ baseRef, queue, priorityRule }), [baseRef, queue, priorityRule]);
  const comparison = useMemo(() => ({ compare, current, baseline }), [compare, current, baseline]);
  const narrower = isNarrowerThanLog(filters);
  const shown = useIntervalAnswers(repo, window, filters);
  const forLog = useIntervalAnswers(repo, window, logFilters(filters), narrower);
  const logCounts = useLogCounts(repo, filters.baseRef, window);
  const priorityRules = usePriorityRules(repo, window, search);
  const change = useCallback(
    (next: Partial<MergeQueueSearch>) => onSearchChange((previous) => ({ ...previous, ...next })),
    [onSearchChange],
  );
  const wider = widerWords(search);
  const start = Date.parse(window.start_at);
  const end = Date.parse(window.end_at);
  const windowWords = `${RANGE_LABELS[search.range].toLowerCase()} (${describeUtcSpan(start, end)})`;
  const whole: Interval = { start, end, endIncluded: true };

  const filtersBar = <MergeQueueFilterBar repo={repo} window={window} search={search} priorityRules={priorityRules} onChange={change} />;
  const logState = narrower ? forLog : shown;
  let figures;
  let exportMenu = null;
  if (shown.status === 'error' || logState.status === 'error' || logCounts.status === 'error') {
    const failed = shown.status === 'error' ? shown : logState.status === 'error' ? logState : logCounts;
    const errors = failed.status === 'error' ? failed.errors : [];
    const retry = failed.status === 'error' ? failed.retry : () => undefined;
    const forbidden = errors.find((error) => isApiError(error) && error.status === 403);
    figures =
      forbidden !== undefined && isApiError(forbidden) ? (
        <CredentialNotice title="This credential may not read the merge queue's statistics" error={forbidden} onRetry={retry}>
          <Text size="sm">
            The merge queue&apos;s figures accept an Admin Application Key or a repository-host token (such as a GitHub token); a CI
            Application Key is not allowed here. Open Settings (the ⚙ button at the top right) to use another credential.
          </Text>
        </CredentialNotice>
      ) : (
        <ErrorState error={errors[0]} onRetry={retry} title="Could not load the merge queue figures" />
      );
  } else if (shown.status !== 'ready' || logState.status !== 'ready' || logCounts.status !== 'ready') {
    figures = <PageSkeleton />;
  } else {
    const values = figureValues(shown.grid, shown.answers);
    const counts = { ...eventCounts(logState.grid, logState.answers), ...logCounts.counts };
    exportMenu = <ExportMenu source={mergeQueueExport(repo, window, windowWords, filters, figureExportRows(shown.grid, values, counts))} />;
    figures = (
      <Stack gap="md">
        <FigureCards
          repo={repo}
          grid={shown.grid}
          values={values}
          counts={counts}
          baseRef={filters.baseRef}
          wider={wider}
          windowWords={windowWords}
          busy={shown.busy}
        />
        <ExitReasonsChart
          repo={repo}
          grid={shown.grid}
          answer={shown.answers.getQueueExitReasons}
          exitCounts={counts.exits}
          baseRef={filters.baseRef}
          wider={wider}
          windowWords={windowWords}
        />
        <DayTable
          repo={repo}
          grid={shown.grid}
          figure={search.figure}
          values={values}
          counts={counts}
          baseRef={filters.baseRef}
          wider={wider}
          onFigureChange={(figure: FigureKey) => change({ figure })}
        />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <TimeToMergeTable repo={repo} window={window} baseRef={filters.baseRef} queue={filters.queue} />
          <ChecksOutcomesTable
            repo={repo}
            window={window}
            filters={filters}
            exitCount={counts.exits.reduce((sum, count) => sum + count, 0)}
            interval={whole}
            wider={wider}
            windowWords={windowWords}
          />
        </SimpleGrid>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {filtersBar}
      {/* What the figures are about, drawn with the page: it depends on the window and filters alone. */}
      <Group justify="space-between" wrap="wrap" gap="xs" mih={36}>
        <Text size="sm" c="dimmed">
          Figures of {windowWords}, on {filters.baseRef ?? 'every branch'}, {filters.queue ?? 'every queue'},{' '}
          {filters.priorityRule ?? 'every priority rule'}. Times are UTC.
        </Text>
        {exportMenu}
      </Group>
      {figures}
      <MergeQueueComparison repo={repo} filters={filters} comparison={comparison} onChange={change} />
    </Stack>
  );
}
