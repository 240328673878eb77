// Operations 5 and 6: a test's grouped failures, and one group with its latest events.
import { http, type HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { ALL_CREDENTIAL_KINDS } from '../core/auth';
import { formatDateTime } from '../core/date-time';
import { jsonResponse, notFound } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { repositoryRoute } from '../core/repository-route';
import type { RepositoryState } from '../store/types';
import { failureEvents, groupFailures, type FailureGroup, type FailureSource } from './failure-groups';
import type { FoundTest } from './test-lookup';
import { findTest } from './test-lookup';
import { retentionStart } from './time-constants';

type Schemas = components['schemas'];

function failureToWire(group: FailureGroup): Schemas['TestFailure'] {
  return {
    id: group.id,
    exception_type: group.exceptionType,
    exception_message: group.exceptionMessage,
    failure_count: group.failureCount,
    first_failure_at: formatDateTime(group.firstFailureAt),
    last_failure_at: formatDateTime(group.lastFailureAt),
  };
}

function sourceOf(repository: RepositoryState, found: FoundTest): FailureSource {
  return { test: found.test, runs: found.runs, commits: repository.tests.commits, actionsUrl: repository.tests.actionsUrl };
}

export function listFailuresHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/repositories/:repository/tests/:test_id/failures',
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader) => ({ testId: reader.pathUuid('test_id') ?? '' }),
      respond: ({ repository, input, now }) => {
        const found = findTest(repository, input.testId, now);
        if (!found) return notFound.test();
        const groups = groupFailures(sourceOf(repository, found), retentionStart(now), now);
        const body: Schemas['TestFailuresResponse'] = { failures: groups.map(failureToWire) };
        return jsonResponse(body);
      },
    }),
  );
}

export function getFailureHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/repositories/:repository/tests/:test_id/failures/:failure_id',
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader) => ({ testId: reader.pathUuid('test_id') ?? '', failureId: reader.pathUuid('failure_id') ?? '' }),
      respond: ({ repository, input, now }) => {
        const found = findTest(repository, input.testId, now);
        if (!found) return notFound.test();
        const source = sourceOf(repository, found);
        const group = groupFailures(source, retentionStart(now), now).find((candidate) => candidate.id === input.failureId);
        if (!group) return notFound.failure();
        const body: Schemas['TestFailureDetail'] = {
          ...failureToWire(group),
          latest_events: failureEvents(source, group).map((event) => ({
            id: event.id,
            failed_at: formatDateTime(event.failedAt),
            exception_stacktrace: event.stackTrace,
            test_filepath: event.filePath,
            test_programming_language: event.language,
            job_url: event.jobUrl,
          })),
        };
        return jsonResponse(body);
      },
    }),
  );
}
