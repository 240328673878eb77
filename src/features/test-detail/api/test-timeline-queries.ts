import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { readPages } from '@/api/link-pagination';
import { repositoryPath } from '@/api/repository-path';
import type { ActivityLogEvent } from '@/api/types';
import { floorToHour, MERGE_EVENT_TYPES } from '@/domain/tests/episode-times';
import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';
import { toIsoSeconds } from '@/lib/format';
import { isQuarantineEventOf, QUARANTINE_EVENT_TYPES, QUEUE_EVENT_TYPES } from '../lib/correlated-timeline';
import { resolveWindow, type WindowSelection, type Windowed } from '@/domain/periods/time-window';
import { HOUR_MS, DAY_MS } from '@/lib/time-constants';

/** The activity log takes at most 93 days per request. */
const MAX_ACTIVITY_SPAN_MS = 93 * DAY_MS;
/** The activity log keeps 90 days: a merge older than that has no event left. */
const ACTIVITY_RETENTION_MS = 90 * DAY_MS;
/** Pages (100 events each) read at most per timeline lane. */
const MAX_PAGES = 20;

/** Events, or the fact that this credential may not read the activity log (CI keys may not). */
type TimelineEvents = { events: ActivityLogEvent[]; forbidden: boolean; truncated: boolean };

/** Every page of a lane, up to MAX_PAGES; a credential that may not read the log (403) is told apart. */
async function collectEvents(
  api: ApiClient,
  repository: RepositoryRef,
  query: NonNullable<Parameters<ApiClient['getActivityLog']>[0]['query']>,
  signal: AbortSignal,
): Promise<TimelineEvents> {
  try {
    const first = await api.getActivityLog({ path: repositoryPath(repository), query: { ...query, per_page: 100 } }, { signal });
    const { pages, truncated } = await readPages(first, (link) => api.followLink(link, { signal }), MAX_PAGES);
    return { events: pages.flatMap((page) => page.events), forbidden: false, truncated };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return { events: [], forbidden: true, truncated: false };
    throw error;
  }
}

function activityWindow(selection: WindowSelection) {
  const window = resolveWindow(selection, Date.now());
  const end = Date.parse(window.end);
  const start = Math.max(Date.parse(window.start), end - MAX_ACTIVITY_SPAN_MS);
  return { window, query: { received_from: toIsoSeconds(start), received_to: toIsoSeconds(end) } };
}

// The activity-log lanes of a test's correlated timeline.
export const testTimelineQueries = {
  all: (repository: RepositoryRef, testId: string) => [...repositoryQueryKey(repository), 'activity', 'test-timeline', testId] as const,

  /** The test's quarantine and release events over the window (the log has no test filter: narrowed here). */
  quarantineEvents: (api: ApiClient, repository: RepositoryRef, test: { testId: string; testName: string }, selection: WindowSelection) =>
    queryOptions({
      queryKey: [...testTimelineQueries.all(repository, test.testId), 'quarantine', test, selection] as const,
      queryFn: async ({ signal }): Promise<Windowed<TimelineEvents>> => {
        const { window, query } = activityWindow(selection);
        const answer = await collectEvents(api, repository, { ...query, event_type: [...QUARANTINE_EVENT_TYPES] }, signal);
        return { window, data: { ...answer, events: answer.events.filter((event) => isQuarantineEventOf(event, test)) } };
      },
    }),

  /** Merge-queue events of the pull requests the test's history names, over the window. */
  queueEvents: (api: ApiClient, repository: RepositoryRef, testId: string, pullRequests: readonly number[], selection: WindowSelection) =>
    queryOptions({
      queryKey: [...testTimelineQueries.all(repository, testId), 'queue', pullRequests, selection] as const,
      queryFn: async ({ signal }): Promise<Windowed<TimelineEvents>> => {
        const { window, query } = activityWindow(selection);
        if (pullRequests.length === 0) return { window, data: { events: [], forbidden: false, truncated: false } };
        const data = await collectEvents(
          api,
          repository,
          { ...query, pull_request: [...pullRequests], event_type: [...QUEUE_EVENT_TYPES] },
          signal,
        );
        return { window, data };
      },
    }),

  /** Merge events of the pull requests a test's health names, over the log's 90 days: when each was merged exactly. */
  mergeEvents: (api: ApiClient, repository: RepositoryRef, testId: string, pullRequests: readonly number[]) =>
    queryOptions({
      queryKey: [...testTimelineQueries.all(repository, testId), 'merges', pullRequests] as const,
      queryFn: async ({ signal }): Promise<TimelineEvents> => {
        if (pullRequests.length === 0) return { events: [], forbidden: false, truncated: false };
        const end = floorToHour(Date.now()) + HOUR_MS;
        const query = {
          received_from: toIsoSeconds(end - ACTIVITY_RETENTION_MS),
          received_to: toIsoSeconds(end),
          pull_request: [...pullRequests],
          event_type: [...MERGE_EVENT_TYPES],
        };
        return collectEvents(api, repository, query, signal);
      },
    }),
};
