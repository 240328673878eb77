import type { ApiClient } from '@/api/client';
import type { ActivityLogAggregateResponse, ActivityLogEvent, ActivityLogQuery } from '@/api/types';

type Answer<T> = T | Error;

/**
 * An activity-log-only ApiClient: fixed answers (or errors) for the two operations, recording each
 * query so a test can check what was sent.
 */
export function fakeActivityApi(answers: {
  aggregate: () => Answer<ActivityLogAggregateResponse>;
  events: () => Answer<ActivityLogEvent[]>;
}) {
  const calls: { op: 'aggregate' | 'list'; query: ActivityLogQuery }[] = [];
  const api: Pick<ApiClient, 'getActivityLog' | 'getActivityLogAggregate' | 'baseUrl'> = {
    baseUrl: 'https://api.test/v1',
    getActivityLogAggregate: async (args) => {
      calls.push({ op: 'aggregate', query: args.query ?? {} });
      const answer = answers.aggregate();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    getActivityLog: async (args) => {
      calls.push({ op: 'list', query: args.query ?? {} });
      const answer = answers.events();
      if (answer instanceof Error) throw answer;
      return { data: { size: answer.length, per_page: args.query?.per_page ?? 10, events: answer }, links: { next: null, prev: null } };
    },
  };
  return { api: api as ApiClient, calls };
}

export function sampleEvent(overrides: Partial<ActivityLogEvent> & Pick<ActivityLogEvent, 'type' | 'metadata'>): ActivityLogEvent {
  return {
    id: 1,
    received_at: '2026-11-20T11:00:00Z',
    trigger: 'merge queue internal',
    repository: 'acme/checkout',
    pull_request: 1184,
    base_ref: 'main',
    outcome: 'neutral',
    ...overrides,
  } as ActivityLogEvent;
}

export function sampleAggregate(overrides: Partial<ActivityLogAggregateResponse> = {}): ActivityLogAggregateResponse {
  return {
    total: 2,
    interval_size_seconds: 600,
    histogram: [
      { start: '2026-11-20T10:50:00Z', end: '2026-11-20T11:00:00Z', count: 0 },
      { start: '2026-11-20T11:00:00Z', end: '2026-11-20T11:10:00Z', count: 2 },
    ],
    by_event_type: [
      { value: 'test.quarantined', count: 1 },
      { value: 'action.queue.enter', count: 1 },
    ],
    by_outcome: [{ value: 'neutral', count: 1 }, { value: 'pending', count: 1 }],
    by_trigger: [{ value: 'merge queue internal', count: 1 }, { value: '@zoe', count: 1 }],
    by_pull_request: [{ value: '1184', count: 1 }],
    by_batch_pull_request: [],
    ...overrides,
  };
}
