import type { ApiClient } from '@/api/client';
import type { ActivityLogFilters } from '@/api/types';
import { MERGE_EVENT_TYPES } from '@/domain/tests/episode-times';
import type { ResolvedWindow } from '@/domain/periods/time-window';
import type { RepositoryRef } from '@/lib/app-config';
import { toIsoSeconds } from '@/lib/format';
import { DAY_MS } from '@/lib/time-constants';
import { ACTIVITY_MAX_WINDOW_DAYS, activityQueries, type EveryActivityEvent } from '@/queries/activity';
import { isQuarantineEventOf, QUARANTINE_EVENT_TYPES, QUEUE_EVENT_TYPES } from '../lib/correlated-timeline';

/** A lane's events: at most 20 pages of 100. */
const lane = (api: ApiClient, repository: RepositoryRef, query: ActivityLogFilters) => activityQueries.every(api, repository, query, 20);

function received(window: ResolvedWindow): Pick<ActivityLogFilters, 'received_from' | 'received_to'> {
  const end = Date.parse(window.end);
  return {
    received_from: toIsoSeconds(Math.max(Date.parse(window.start), end - ACTIVITY_MAX_WINDOW_DAYS * DAY_MS)),
    received_to: toIsoSeconds(end),
  };
}

// The activity-log lanes of a test's correlated timeline and the merges of its causes: activity-log reads, narrowed here.
export const testTimelineQueries = {
  /** The test's quarantine and release events over the window (the log has no test filter). */
  quarantineEvents: (api: ApiClient, repository: RepositoryRef, test: { testId: string; testName: string }, window: ResolvedWindow) => ({
    ...lane(api, repository, { ...received(window), event_type: [...QUARANTINE_EVENT_TYPES] }),
    select: (answer: EveryActivityEvent) => ({ ...answer, events: answer.events.filter((event) => isQuarantineEventOf(event, test)) }),
  }),

  /** Merge-queue events of the pull requests the test's history names, over the window. */
  queueEvents: (api: ApiClient, repository: RepositoryRef, pullRequests: readonly number[], window: ResolvedWindow) =>
    lane(api, repository, { ...received(window), pull_request: [...pullRequests], event_type: [...QUEUE_EVENT_TYPES] }),

  /** Merge events of the pull requests a test's health names, over the log's 90 days: when each was merged exactly. */
  mergeEvents: (api: ApiClient, repository: RepositoryRef, pullRequests: readonly number[], now: number) => ({
    ...activityQueries.retained(api, repository, { pull_request: [...pullRequests], event_type: [...MERGE_EVENT_TYPES] }, now, 20),
    enabled: pullRequests.length > 0,
  }),
};
