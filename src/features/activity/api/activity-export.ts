import type { ApiClient } from '@/api/client';
import { windowWords } from '@/domain/periods/time-window';
import { repositoryPath } from '@/api/repository-path';
import type { ActivityLogEvent } from '@/api/types';
import { toActivityAggregateQuery, toActivityLogQuery, type ActivityWindow } from '@/domain/activity/activity-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { queryFilters, spanWindow } from '@/lib/export/export-scope';
import { linkPages, type ExportColumn, type ExportSource } from '@/lib/export/export-source';
import { describeEvent } from '../lib/describe-event/describe-event';
import { sentenceText } from '../lib/describe-event/sentence';
import { ACTIVITY_PAGE_SIZE, resolveActivityWindow, type ActivityViewRequest } from '@/queries/activity';

/** The row's facts, the sentence it reads as, and the code it stands for; JSON keeps the metadata too. */
const ACTIVITY_EXPORT_COLUMNS: readonly ExportColumn<ActivityLogEvent>[] = [
  { header: 'Received at (UTC)', value: (event) => event.received_at },
  { header: 'Event', value: (event) => sentenceText(describeEvent(event)), jsonKey: 'sentence' },
  { header: 'Type', value: (event) => event.type },
  { header: 'Outcome', value: (event) => event.outcome },
  { header: 'Pull request', value: (event) => event.pull_request },
  { header: 'Base branch', value: (event) => event.base_ref },
  { header: 'Trigger', value: (event) => event.trigger },
  { header: 'Event ID', value: (event) => event.id },
];

export function activityExport(
  api: ApiClient,
  repo: RepositoryRef,
  view: ActivityViewRequest,
  counted: { window: ActivityWindow; total: number } | null,
): ExportSource<ActivityLogEvent> {
  let window = counted?.window ?? null;
  return {
    what: 'events',
    fileName: `${repo.owner} ${repo.repo} activity`,
    columns: ACTIVITY_EXPORT_COLUMNS,
    total: counted?.total ?? null,
    scope: () => {
      const resolved = window ?? resolveActivityWindow(view.window, Date.now());
      return {
        window: spanWindow(windowWords(view.window), resolved.from, resolved.to),
        filters: queryFilters(toActivityAggregateQuery(view.filters, resolved), ['received_from', 'received_to']),
      };
    },
    fetchPage: linkPages(
      (cursor, signal) => {
        // Without a count on screen, each walk fixes the window as it starts, so that every page reads the same one.
        if (window === null || (cursor === undefined && counted === null)) window = resolveActivityWindow(view.window, Date.now());
        const query = toActivityLogQuery(view.filters, window, { perPage: ACTIVITY_PAGE_SIZE, cursor });
        return api.getActivityLog({ path: repositoryPath(repo), query }, { signal });
      },
      (data) => data.events,
    ),
  };
}
