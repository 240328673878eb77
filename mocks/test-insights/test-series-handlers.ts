// Operations 3 and 4: a test's statistic series and its health transitions over a window.
import { http, type HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { ALL_CREDENTIAL_KINDS } from '../core/auth';
import { formatDateTime } from '../core/date-time';
import { jsonResponse, notFound } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { repositoryRoute } from '../core/repository-route';
import { healthName } from './health';
import { computeHealthTransitions, testTransitionSource } from './health-transitions';
import { TEST_STATS, computeTestStat } from './stats-series';
import { findTest } from './test-lookup';
import { retentionStart } from './time-constants';
import { readTimeWindow } from './window-params';
import { bucketToWire, pullRequestToWire } from './wire';

type Schemas = components['schemas'];

export function testStatHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/repositories/:repository/tests/:test_id/stats/:stat',
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader, _request, now) => ({
        testId: reader.pathUuid('test_id') ?? '',
        stat: reader.pathEnum('stat', TEST_STATS) ?? 'success_count',
        window: readTimeWindow(reader, now),
      }),
      respond: ({ repository, input, now }) => {
        const found = findTest(repository, input.testId, now);
        if (!found) return notFound.test();
        const series = computeTestStat(found.runs, input.stat, input.window, retentionStart(now));
        const valueOverTime = series.points.map(bucketToWire);
        if (input.stat === 'mean_duration') {
          const body: Schemas['TestDurationStatsResponse'] = { stat: input.stat, value: series.value, value_over_time: valueOverTime };
          return jsonResponse(body);
        }
        const body: Schemas['TestCountStatsResponse'] = { stat: input.stat, value: series.value, value_over_time: valueOverTime };
        return jsonResponse(body);
      },
    }),
  );
}

export function healthTransitionsHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/repositories/:repository/tests/:test_id/health-transitions',
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader, _request, now) => ({
        testId: reader.pathUuid('test_id') ?? '',
        window: readTimeWindow(reader, now),
      }),
      respond: ({ repository, input, now }) => {
        const found = findTest(repository, input.testId, now);
        if (!found) return notFound.test();
        const result = computeHealthTransitions(
          testTransitionSource(found.test, repository.tests.commits),
          input.window,
          now,
          retentionStart(now),
        );
        const body: Schemas['HealthTransitionsResponse'] = {
          transitions: result.transitions.map((point) => ({
            at: formatDateTime(point.at),
            health_status: healthName(point.health),
            exception_type: point.exceptionType,
            pull_request: point.pullRequest ? pullRequestToWire(point.pullRequest) : null,
          })),
          first_activity_at: result.firstActivityAt === null ? null : formatDateTime(result.firstActivityAt),
        };
        return jsonResponse(body);
      },
    }),
  );
}
