import { Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, type ComponentProps } from 'react';
import { isApiError } from '@/api/api-error';
import { ExportMenu } from '@/components/export/export-menu';
import { CredentialNotice } from '@/components/feedback/credential-notice';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { mergeQueueWindows, type MergeQueueFilters, type MergeQueueWindows } from '@/queries/merge-queue';
import { equalColumns } from '@/components/layout/equal-columns';
import { figureViewQuery } from '../api/figure-view-query';
import { toFigureView } from '../lib/figure-view';
import { mergeQueueExport } from '../api/merge-queue-export';
import type { MergeQueueSearch, SearchChange } from '../lib/merge-queue-search';
import { ChecksOutcomesTable, TimeToMergeTable } from './summary-tables';
import { DayTable } from './day-table';
import { ExitReasonsChart } from './exit-reasons-chart';
import { FigureCards } from './figure-cards';
import { MergeQueueComparison } from './merge-queue-comparison';
import { MergeQueueFilterBar } from './merge-queue-filter-bar';
import { TimeSplit } from './time-split';
import classes from './merge-queue.module.css';

type PageProps = { repo: RepositoryRef; search: MergeQueueSearch; onSearchChange: SearchChange };

/** The page under its window (`mergeQueueWindows`). */
export function MergeQueuePage({ repo, search, onSearchChange }: PageProps) {
  const windows = useMemo(() => mergeQueueWindows(search), [search]);
  const { baseRef, queue, priorityRule } = search;
  return (
    // Keyed by repository: the figures of another repository's view never stand in, even dimmed.
    <div key={`${repo.owner}/${repo.repo}`} className={classes.stack}>
      <MergeQueueFilterBar {...{ repo, windows, search }} onChange={(next) => onSearchChange((old) => ({ ...old, ...next }))} />
      <QueryBoundary
        resetKeys={[windows.window, baseRef, queue, priorityRule]}
        errorTitle="Could not load the merge queue figures"
        renderError={(error, retry) =>
          isApiError(error) && error.status === 403 ? (
            <CredentialNotice title="This credential may not read the merge queue's statistics" error={error} onRetry={retry}>
              <Text size="sm">
                The merge queue&apos;s figures accept an Admin Application Key or a repository-host token (such as a GitHub token); a CI
                Application Key is not allowed here. Open Settings (the ⚙ button at the top right) to use another credential.
              </Text>
            </CredentialNotice>
          ) : null
        }
      >
        <MergeQueueFigures repo={repo} search={search} windows={windows} onSearchChange={onSearchChange} />
      </QueryBoundary>
      <MergeQueueComparison
        {...{ baseRef, queue, priorityRule, repo, onSearchChange }}
        compare={search.compare}
        current={search.current}
        baseline={search.baseline}
      />
    </div>
  );
}

/** The view, the previous one dimmed until the next is in; an error goes to the boundary, whose Retry asks again. */
function MergeQueueFigures({ repo, search, windows, onSearchChange }: PageProps & { windows: MergeQueueWindows }) {
  const { baseRef, queue, priorityRule } = search;
  const query = figureViewQuery(useApiClient(), repo, windows, { baseRef, queue, priorityRule });
  // Asked again on the remount a Retry makes (before one, Query keeps a thrown error from being asked again).
  const view = useQuery({ ...query, select: toFigureView, throwOnError: true, retryOnMount: true });
  // Seldom seen: the loader has the view before the page draws (a new hour between the two asks it here).
  if (view.data === undefined) return <Skeleton role="status" aria-label="Loading the merge queue figures" height={1400} radius="md" />;
  const busy = view.isPlaceholderData;
  return (
    <>
      <div className={classes.viewHead}>
        <p className={classes.text} data-dimmed>
          Figures of {view.data.windowWords} on {scopeWords(view.data.filters)}.
        </p>
        <ExportMenu source={mergeQueueExport(repo, view.data)} />
      </div>
      <div className={classes.stack} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        {busy && <VisuallyHidden role="status">Loading the figures of {windows.words}…</VisuallyHidden>}
        <FigureSections view={view.data} figure={search.figure} by={search.by} onSearchChange={onSearchChange} />
      </div>
    </>
  );
}

/** The view's sections: a click re-renders them once, when its view is in, not when the previous is dimmed. */
const FigureSections = memo(function FigureSections(props: ComponentProps<typeof DayTable>) {
  const { view } = props;
  return (
    <>
      <FigureCards view={view} />
      <TimeSplit view={view} />
      <ExitReasonsChart view={view} />
      <DayTable {...props} />
      <div {...equalColumns({ base: 1, lg: 2 })}>
        <TimeToMergeTable view={view} />
        <ChecksOutcomesTable view={view} />
      </div>
    </>
  );
});

/** Which pull requests the figures count: "every branch, queue and priority rule", or each filter. */
function scopeWords({ baseRef, queue, priorityRule }: MergeQueueFilters): string {
  if (baseRef === undefined && queue === undefined && priorityRule === undefined) return 'every branch, queue and priority rule';
  const rule = priorityRule === undefined ? 'every priority rule' : `priority rule ${priorityRule}`;
  return `${baseRef ?? 'every branch'}, ${queue === undefined ? 'every queue' : `queue ${queue}`}, ${rule}`;
}
