import { Group, Skeleton, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
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
import { useViewOnScreen, type FigureView, type ViewAnswersState } from '../api/use-view-answers';
import { describeUtcSpan } from '../lib/activity-drill-down';
import type { Interval } from '../lib/interval-grid';
import { filtersOf, RANGE_LABELS, type MergeQueueFilters, type MergeQueueRange, type MergeQueueSearch } from '../lib/merge-queue-search';
import type { StatsWindow } from '../lib/merge-queue-window';
import { figureValues, type FigureKey, type FigureValues } from '../lib/queue-figures';
import { ChecksOutcomesTable } from './checks-outcomes-table';
import { DayTable } from './day-table';
import { ExitReasonsChart } from './exit-reasons-chart';
import { FigureCards } from './figure-cards';
import { MergeQueueComparison } from './merge-queue-comparison';
import { MergeQueueFilterBar } from './merge-queue-filter-bar';
import { TimeToMergeTable } from './time-to-merge-table';

/** What a link adds when the page filters finer than the log can. */
function widerWords(filters: MergeQueueFilters): string | undefined {
  const finer = [filters.queue === undefined ? null : 'queue', filters.priorityRule === undefined ? null : 'priority rule'].filter(
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

/**
 * The page under its window, resolved by the route's loader (null when it has no whole hour yet) from
 * `windowRange`: the URL's range is ahead of it from a click until the loader has run.
 */
export function MergeQueuePage({
  repo,
  search,
  window,
  windowRange,
  onSearchChange,
}: {
  repo: RepositoryRef;
  search: MergeQueueSearch;
  window: StatsWindow | null;
  windowRange: MergeQueueRange;
  onSearchChange: (update: (previous: MergeQueueSearch) => MergeQueueSearch) => void;
}) {
  if (window === null) return <Text>The window has no whole hour yet; pick a longer one.</Text>;
  // Keyed by repository: the figures of another repository's view never stand in, even dimmed.
  return (
    <MergeQueueView
      key={`${repo.owner}/${repo.repo}`}
      repo={repo}
      search={search}
      window={window}
      windowRange={windowRange}
      onSearchChange={onSearchChange}
    />
  );
}

function MergeQueueView({
  repo,
  search,
  window,
  windowRange,
  onSearchChange,
}: {
  repo: RepositoryRef;
  search: MergeQueueSearch;
  window: StatsWindow;
  windowRange: MergeQueueRange;
  onSearchChange: (update: (previous: MergeQueueSearch) => MergeQueueSearch) => void;
}) {
  // Every statistic answers 404 for an unknown repository; the branches are the one the page always asks.
  usePageNotFound(mergeQueueQueries.branches(useApiClient(), repo, window));
  // Stable while only the window changes, so the memoized comparison below is not redrawn.
  const { baseRef, queue, priorityRule, compare, current, baseline } = search;
  const filters = useMemo(() => ({ baseRef, queue, priorityRule }), [baseRef, queue, priorityRule]);
  const comparison = useMemo(() => ({ compare, current, baseline }), [compare, current, baseline]);
  const asked = useMemo(() => ({ range: windowRange, window, filters }), [windowRange, window, filters]);
  // The figures below describe `view`: the asked one, or the previous one while the asked one loads.
  const { view, answers, busy } = useViewOnScreen(repo, asked);
  const priorityRules = usePriorityRules(repo, window, search);
  const change = useCallback(
    (next: Partial<MergeQueueSearch>) => onSearchChange((previous) => ({ ...previous, ...next })),
    [onSearchChange],
  );
  const windowWords = viewWindowWords(view);
  const values = useMemo(() => (answers.status === 'ready' ? figureValues(answers.grid, answers.answers) : null), [answers]);

  const filtersBar = <MergeQueueFilterBar repo={repo} window={window} search={search} priorityRules={priorityRules} onChange={change} />;
  let figures;
  let exportMenu = null;
  if (answers.status === 'error') {
    const forbidden = answers.errors.find((error) => isApiError(error) && error.status === 403);
    figures =
      forbidden !== undefined && isApiError(forbidden) ? (
        <CredentialNotice title="This credential may not read the merge queue's statistics" error={forbidden} onRetry={answers.retry}>
          <Text size="sm">
            The merge queue&apos;s figures accept an Admin Application Key or a repository-host token (such as a GitHub token); a CI
            Application Key is not allowed here. Open Settings (the ⚙ button at the top right) to use another credential.
          </Text>
        </CredentialNotice>
      ) : (
        <ErrorState error={answers.errors[0]} onRetry={answers.retry} title="Could not load the merge queue figures" />
      );
  } else if (answers.status === 'pending' || values === null) {
    figures = <PageSkeleton />;
  } else {
    exportMenu = (
      <ExportMenu
        source={mergeQueueExport(repo, view.window, windowWords, view.filters, figureExportRows(answers.grid, values, answers.counts))}
      />
    );
    figures = (
      // Only the dimming changes on a click: the sections below are drawn again when their answers change.
      <Stack gap="md" aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        {busy && <VisuallyHidden role="status">Loading the figures of {RANGE_LABELS[windowRange].toLowerCase()}…</VisuallyHidden>}
        <FigureSections repo={repo} view={view} answers={answers} values={values} figure={search.figure} onChange={change} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {filtersBar}
      {/* What the figures are about, drawn with the page: it depends on the window and filters alone. */}
      <Group justify="space-between" wrap="wrap" gap="xs" mih={36}>
        <Text size="sm" c="dimmed">
          Figures of {windowWords} on {scopeWords(view.filters)}.
        </Text>
        {exportMenu}
      </Group>
      {figures}
      <MergeQueueComparison repo={repo} filters={filters} comparison={comparison} onChange={change} />
    </Stack>
  );
}

/**
 * Which pull requests the figures count, in the sentence above them: "every branch, queue and priority
 * rule", or each filter ("main, queue default, every priority rule"). Every section names UTC itself.
 */
function scopeWords({ baseRef, queue, priorityRule }: MergeQueueFilters): string {
  if (baseRef === undefined && queue === undefined && priorityRule === undefined) return 'every branch, queue and priority rule';
  const rule = priorityRule === undefined ? 'every priority rule' : `priority rule ${priorityRule}`;
  return `${baseRef ?? 'every branch'}, ${queue === undefined ? 'every queue' : `queue ${queue}`}, ${rule}`;
}

/** How the figures name their window: "last 7 days (Nov 14 – Nov 20 until 12:00 UTC)". */
function viewWindowWords(view: FigureView): string {
  return `${RANGE_LABELS[view.range].toLowerCase()} (${describeUtcSpan(Date.parse(view.window.start_at), Date.parse(view.window.end_at))})`;
}

/** Every section of a view's figures, drawn from its answers alone. */
const FigureSections = memo(function FigureSections({
  repo,
  view,
  answers,
  values,
  figure,
  onChange,
}: {
  repo: RepositoryRef;
  view: FigureView;
  answers: Extract<ViewAnswersState, { status: 'ready' }>;
  values: Record<FigureKey, FigureValues>;
  figure: FigureKey;
  onChange: (next: Partial<MergeQueueSearch>) => void;
}) {
  const { grid, counts } = answers;
  const { baseRef, queue } = view.filters;
  const wider = widerWords(view.filters);
  const windowWords = viewWindowWords(view);
  const whole: Interval = { start: Date.parse(view.window.start_at), end: Date.parse(view.window.end_at), endIncluded: true };
  return (
    <>
      <FigureCards
        repo={repo}
        grid={grid}
        values={values}
        counts={counts}
        baseRef={baseRef}
        wider={wider}
        windowWords={windowWords}
        busy={answers.busy}
      />
      <ExitReasonsChart
        repo={repo}
        grid={grid}
        answer={answers.answers.getQueueExitReasons}
        exitCounts={counts.exits}
        baseRef={baseRef}
        wider={wider}
        windowWords={windowWords}
      />
      <DayTable
        repo={repo}
        grid={grid}
        figure={figure}
        values={values}
        counts={counts}
        baseRef={baseRef}
        wider={wider}
        onFigureChange={(next: FigureKey) => onChange({ figure: next })}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <TimeToMergeTable repo={repo} window={view.window} baseRef={baseRef} queue={queue} />
        <ChecksOutcomesTable
          repo={repo}
          window={view.window}
          filters={view.filters}
          exitCount={counts.exits.reduce((sum, count) => sum + count, 0)}
          interval={whole}
          wider={wider}
          windowWords={windowWords}
        />
      </SimpleGrid>
    </>
  );
});
