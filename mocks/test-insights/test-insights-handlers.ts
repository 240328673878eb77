// Operations 1–8, in matching order: `/tests/stats/{stat}` before `/tests/{test_id}`, so the
// repository-wide statistic is never read as a test id. Each validates, asks a rule, shapes the wire.
import { http, type HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { ALL_CREDENTIAL_KINDS, NO_CI_KEY } from '../core/auth';
import { formatDateTime } from '../core/date-time';
import { jsonResponse, notFound } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { linkHeaders, readPageOffset, slicePage, type PageRequest } from '../core/pagination';
import { repositoryRoute, type RouteDefinition, type RouteInput } from '../core/repository-route';
import type { PullRequest } from '../store/records';
import type { RepositoryState } from '../store/types';
import { confidenceName, impactName } from './confidence-impact';
import { EXECUTION_SORTS, listExecutions } from './executions';
import { failureEvents, groupFailures, type FailureGroup, type FailureSource } from './failure-groups';
import { healthName } from './health';
import { computeHealthTransitions, testTransitionSource } from './health-transitions';
import { identitySummaries } from './identity-summaries';
import { canonicalFilters, readIdentityFilters } from './identity-filter-params';
import { REPOSITORY_STATS, computeRepositoryStat } from './repository-stats';
import { SEARCH_SORTS, SORT_DIRECTIONS, searchTests } from './search';
import { TEST_STATS, computeTestStat } from './stats-series';
import { computeTestDetails } from './test-details';
import { classifyTestAt } from './test-health';
import { testRuns, type TestDefinition } from './test-run-store';
import { retentionStart } from './time-constants';
import { readTimeWindow } from './window-params';

type Schemas = components['schemas'];
const DEFAULT_PER_PAGE = 10;
const REPOSITORY_PATH = '*/v1/ci/:owner/repositories/:repository';
const TEST_PATH = `${REPOSITORY_PATH}/tests/:test_id`;

/** The test a path names: known while it ran on the default branch within the retention. */
export function findTest(repository: RepositoryState, testId: string, now: number): TestDefinition | null {
  const test = repository.tests.testsById.get(testId);
  const summaries = identitySummaries(repository.tests, now);
  return test?.identities.some((identity) => summaries[identity.index]!.retained) ? test : null;
}

/** A per-test operation (any credential): 404 "Test not found" unless `findTest` knows the test. */
function testRoute<Parsed extends { testId: string }>(
  ctx: MockContext,
  parse: RouteDefinition<Parsed>['parse'],
  respond: (test: TestDefinition, route: RouteInput<Parsed>) => Response,
) {
  return repositoryRoute(ctx, {
    accepts: ALL_CREDENTIAL_KINDS,
    parse,
    respond: (route) => {
      const test = findTest(route.repository, route.input.testId, route.now);
      return test ? respond(test, route) : notFound.test();
    },
  });
}

function pullRequestToWire(pullRequest: PullRequest): Schemas['GetTestDetailsResponsePull'] {
  const { id, number, title, author } = pullRequest;
  return { id, number, title, user: { id: author.id, login: author.login } };
}

function seriesToWire<Stat>(stat: Stat, series: { value: number; points: { start: number; end: number; value: number }[] }) {
  const valueOverTime = series.points.map((point) => ({
    start: formatDateTime(point.start),
    end: formatDateTime(point.end),
    value: point.value,
  }));
  return { stat, value: series.value, value_over_time: valueOverTime };
}

const dateTimeOrNull = (time: number | null | undefined) => (time == null ? null : formatDateTime(time));

function searchTestsHandler(ctx: MockContext): HttpHandler {
  return http.get(
    `${REPOSITORY_PATH}/search/tests`,
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader) => {
        const filters = readIdentityFilters(reader, { healthStatus: true });
        const sort = reader.queryEnum('sort', SEARCH_SORTS) ?? 'executions_count';
        const direction = reader.queryEnum('direction', SORT_DIRECTIONS) ?? 'desc';
        const perPage = reader.perPage(DEFAULT_PER_PAGE);
        const cursorFilters = { ...canonicalFilters(filters), sort, direction };
        const offset = readPageOffset(reader, 'searchTests', cursorFilters);
        const page: PageRequest = { operation: 'searchTests', offset, perPage, filters: cursorFilters };
        return { query: { filters, sort, direction }, page };
      },
      respond: ({ repository, input, url, now }) => {
        const { matches, summaries } = searchTests(repository.tests, input.query, now);
        const items = slicePage(matches, input.page.offset, input.page.perPage);
        const body: Schemas['TestSearchResponse'] = {
          size: items.length,
          per_page: input.page.perPage,
          tests: items.map((identity) => {
            const summary = summaries[identity.index]!;
            return {
              test_id: identity.test.testId,
              test_name: identity.test.testName,
              pipeline_name: identity.pipelineName,
              job_name: identity.jobName,
              metrics: {
                health_status: healthName(summary.health),
                health_confidence: confidenceName(summary.confidence),
                failed_executions_impact: impactName(summary.impact),
                // What the two sorts order by, over the lookback (optional: the vendor's answer has none).
                executions_count: summary.executions,
                failed_executions_count: summary.failed,
                failed_executions_ratio: Math.round(summary.failureRatio * 10_000) / 10_000,
              },
            };
          }),
          total: matches.length,
        };
        return jsonResponse(body, { headers: linkHeaders(url, input.page, matches.length, ctx.queryNotes) });
      },
    }),
  );
}

function repositoryStatHandler(ctx: MockContext): HttpHandler {
  return http.get(
    `${REPOSITORY_PATH}/tests/stats/:stat`,
    repositoryRoute(ctx, {
      accepts: NO_CI_KEY,
      forbiddenDetail: 'The CI Application Key cannot read repository-wide test statistics',
      parse: (reader) => ({
        stat: reader.pathEnum('stat', REPOSITORY_STATS) ?? 'total_tests',
        filters: readIdentityFilters(reader, { healthStatus: false }),
      }),
      respond: ({ repository, input, now }) => {
        const body: Schemas['RepositoryTestStatResponse'] = seriesToWire(
          input.stat,
          computeRepositoryStat(repository.tests, input.stat, input.filters, now),
        );
        return jsonResponse(body);
      },
    }),
  );
}

function testDetailsHandler(ctx: MockContext): HttpHandler {
  return http.get(
    TEST_PATH,
    testRoute(
      ctx,
      (reader) => ({ testId: reader.pathUuid('test_id') ?? '' }),
      (test, { repository, now }) => {
        const facts = computeTestDetails(testRuns(test), repository.tests.commits, retentionStart(now), now);
        const body: Schemas['GetTestDetailsResponse'] = {
          repository: repository.fullName,
          test_name: test.testName,
          test_id: test.testId,
          health_status: healthName(classifyTestAt(test, now)),
          last_conclusion: facts.lastConclusion,
          failure_ratio: facts.failureRatio,
          flakiness_ratio: facts.flakinessRatio,
          success_ratio: facts.successRatio,
          flaky_detection_enabled: facts.flakyDetectionEnabled,
          first_failure_at: dateTimeOrNull(facts.firstFailure?.at),
          first_failure_commit: facts.firstFailure?.commitSha ?? null,
          first_failure_pull: facts.firstFailure?.pullRequest ? pullRequestToWire(facts.firstFailure.pullRequest) : null,
          last_failure_at: dateTimeOrNull(facts.lastFailureAt),
          last_success_at: dateTimeOrNull(facts.lastSuccessAt),
          test_framework: test.metadata.framework,
          test_framework_version: test.metadata.frameworkVersion,
          test_programming_language: test.metadata.language,
          test_filepath: test.metadata.filePath,
          test_function_name: test.metadata.functionName,
        };
        return jsonResponse(body);
      },
    ),
  );
}

function testStatHandler(ctx: MockContext): HttpHandler {
  return http.get(
    `${TEST_PATH}/stats/:stat`,
    testRoute(
      ctx,
      (reader, _request, now) => ({
        testId: reader.pathUuid('test_id') ?? '',
        stat: reader.pathEnum('stat', TEST_STATS) ?? 'success_count',
        window: readTimeWindow(reader, now),
      }),
      (test, { input, now }) => {
        const series = computeTestStat(testRuns(test), input.stat, input.window, retentionStart(now));
        const body: Schemas['TestCountStatsResponse'] | Schemas['TestDurationStatsResponse'] = seriesToWire(input.stat, series);
        return jsonResponse(body);
      },
    ),
  );
}

function healthTransitionsHandler(ctx: MockContext): HttpHandler {
  return http.get(
    `${TEST_PATH}/health-transitions`,
    testRoute(
      ctx,
      (reader, _request, now) => ({ testId: reader.pathUuid('test_id') ?? '', window: readTimeWindow(reader, now) }),
      (test, { repository, input, now }) => {
        const source = testTransitionSource(test, repository.tests.commits);
        const result = computeHealthTransitions(source, input.window, now, retentionStart(now));
        const body: Schemas['HealthTransitionsResponse'] = {
          transitions: result.transitions.map((point) => ({
            at: formatDateTime(point.at),
            health_status: healthName(point.health),
            exception_type: point.exceptionType,
            pull_request: point.pullRequest ? pullRequestToWire(point.pullRequest) : null,
          })),
          first_activity_at: dateTimeOrNull(result.firstActivityAt),
        };
        return jsonResponse(body);
      },
    ),
  );
}

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

function failureSource(repository: RepositoryState, test: TestDefinition): FailureSource {
  return { test, runs: testRuns(test), commits: repository.tests.commits, actionsUrl: repository.tests.actionsUrl };
}

function listFailuresHandler(ctx: MockContext): HttpHandler {
  return http.get(
    `${TEST_PATH}/failures`,
    testRoute(
      ctx,
      (reader) => ({ testId: reader.pathUuid('test_id') ?? '' }),
      (test, { repository, now }) => {
        const groups = groupFailures(failureSource(repository, test), retentionStart(now), now);
        const body: Schemas['TestFailuresResponse'] = { failures: groups.map(failureToWire) };
        return jsonResponse(body);
      },
    ),
  );
}

function getFailureHandler(ctx: MockContext): HttpHandler {
  return http.get(
    `${TEST_PATH}/failures/:failure_id`,
    testRoute(
      ctx,
      (reader) => ({ testId: reader.pathUuid('test_id') ?? '', failureId: reader.pathUuid('failure_id') ?? '' }),
      (test, { repository, input, now }) => {
        const source = failureSource(repository, test);
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
    ),
  );
}

function listExecutionsHandler(ctx: MockContext): HttpHandler {
  return http.get(
    `${TEST_PATH}/executions`,
    testRoute(
      ctx,
      (reader, _request, now) => {
        const testId = reader.pathUuid('test_id') ?? '';
        const sort = reader.queryEnum('sort', EXECUTION_SORTS) ?? 'executions_count';
        const direction = reader.queryEnum('direction', SORT_DIRECTIONS) ?? 'desc';
        const window = readTimeWindow(reader, now);
        const perPage = reader.perPage(DEFAULT_PER_PAGE);
        // Bound to the window as given: a query without `end` keeps meaning "until now" on every page.
        const cursorFilters = { testId, sort, direction, ...window.given };
        const offset = readPageOffset(reader, 'listTestExecutions', cursorFilters);
        const page: PageRequest = { operation: 'listTestExecutions', offset, perPage, filters: cursorFilters };
        return { testId, sort, direction, window, page };
      },
      (test, { input, url, now }) => {
        const rows = listExecutions(test, input.window, retentionStart(now), input.sort, input.direction);
        const items = slicePage(rows, input.page.offset, input.page.perPage);
        const body: Schemas['TestExecutionsResponse'] = {
          size: items.length,
          per_page: input.page.perPage,
          executions: items.map((row) => ({
            test_id: test.testId,
            test_name: test.testName,
            pipeline_name: row.identity.pipelineName,
            job_name: row.identity.jobName,
            executions_count: row.executionsCount,
          })),
        };
        return jsonResponse(body, { headers: linkHeaders(url, input.page, rows.length, ctx.queryNotes) });
      },
    ),
  );
}

export function createTestInsightsHandlers(ctx: MockContext): HttpHandler[] {
  return [
    searchTestsHandler(ctx),
    repositoryStatHandler(ctx),
    testDetailsHandler(ctx),
    testStatHandler(ctx),
    healthTransitionsHandler(ctx),
    listFailuresHandler(ctx),
    getFailureHandler(ctx),
    listExecutionsHandler(ctx),
  ];
}
