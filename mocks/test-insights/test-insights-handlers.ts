// Operations 1–8, in matching order: `/tests/stats/{stat}` before `/tests/{test_id}`, so the
// repository-wide statistic is never read as a test id. Each validates, asks a rule, shapes the wire.
import type { HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { NO_CI_KEY } from '../core/auth';
import { formatDateTime } from '../core/date-time';
import { jsonResponse, notFound } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { pageOf, readPage } from '../core/pagination';
import { roundRate } from '../core/statistics';
import { repositoryRoute, type Answer, type RouteInput } from '../core/repository-route';
import type { RequestReader } from '../core/request-reader';
import type { OperationId } from '../core/route-table';
import type { PullRequest } from '../store/records';
import type { RepositoryState } from '../store/types';
import { confidenceName, impactName } from './confidence-impact';
import { EXECUTION_SORTS, listExecutions } from './executions';
import { failureEvents, groupFailures, type FailureGroup, type FailureSource } from './failure-groups';
import { healthName, classifyTestAt } from './health';
import { computeHealthTransitions, testTransitionSource } from './health-transitions';
import { identitySummaries } from './identity-summaries';
import { canonicalFilters, readIdentityFilters } from './identity-filters';
import { REPOSITORY_STATS, computeRepositoryStat } from './repository-stats';
import { SEARCH_SORTS, SORT_DIRECTIONS, searchTests } from './search';
import { TEST_STATS, computeTestStat } from './stats-series';
import { computeTestDetails } from './test-details';
import { testRuns, type TestDefinition } from './test-run-store';
import { retentionStart } from './time-constants';
import { readTimeWindow } from './buckets';

type Schemas = components['schemas'];

/** The test a path names: known while it ran on the default branch within the retention. */
export function findTest(repository: RepositoryState, testId: string, now: number): TestDefinition | null {
  const test = repository.tests.testsById.get(testId);
  const summaries = identitySummaries(repository.tests, now);
  return test?.identities.some((identity) => summaries[identity.index]!.retained) ? test : null;
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

export function createTestInsightsHandlers(ctx: MockContext): HttpHandler[] {
  /** A per-test operation (any credential): `test_id` read first, 404 "Test not found" unless `findTest` knows the test. */
  const testOperation = <Parsed>(
    operationId: OperationId,
    parse: (reader: RequestReader, now: number, testId: string) => Parsed,
    respond: (test: TestDefinition, route: RouteInput<Parsed>) => Answer,
  ): HttpHandler =>
    repositoryRoute(ctx, operationId, {
      parse: (reader, _request, now) => {
        const testId = reader.pathUuid('test_id') ?? '';
        return { testId, parsed: parse(reader, now, testId) };
      },
      respond: (route) => {
        const test = findTest(route.repository, route.input.testId, route.now);
        return test ? respond(test, { ...route, input: route.input.parsed }) : notFound.test();
      },
    });
  const search = repositoryRoute(ctx, 'searchTests', {
    parse: (reader) => {
      const filters = readIdentityFilters(reader, { healthStatus: true });
      const sort = reader.queryEnum('sort', SEARCH_SORTS) ?? 'executions_count';
      const direction = reader.queryEnum('direction', SORT_DIRECTIONS) ?? 'desc';
      const page = readPage(reader, 'searchTests', { ...canonicalFilters(filters), sort, direction });
      return { query: { filters, sort, direction }, page };
    },
    respond: ({ repository, input, url, now }) => {
      const { matches, summaries } = searchTests(repository.tests, input.query, now);
      const { items, headers } = pageOf(matches, input.page, url, ctx.queryNotes);
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
              failed_executions_ratio: roundRate(summary.failureRatio),
            },
          };
        }),
        total: matches.length,
      };
      return jsonResponse(body, { headers });
    },
  });
  const repositoryStat = repositoryRoute(ctx, 'getRepositoryTestStat', {
    accepts: NO_CI_KEY,
    forbiddenDetail: 'The CI Application Key cannot read repository-wide test statistics',
    parse: (reader) => ({
      stat: reader.pathEnum('stat', REPOSITORY_STATS) ?? 'total_tests',
      filters: readIdentityFilters(reader, { healthStatus: false }),
    }),
    respond: ({ repository, input, now }) => {
      const series = computeRepositoryStat(repository.tests, input.stat, input.filters, now);
      return seriesToWire(input.stat, series) satisfies Schemas['RepositoryTestStatResponse'];
    },
  });
  return [
    search,
    repositoryStat,
    testOperation(
      'getTestDetails',
      () => null,
      (test, { repository, now }) => {
        const facts = computeTestDetails(testRuns(test), repository.tests.commits, retentionStart(now), now);
        return {
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
        } satisfies Schemas['GetTestDetailsResponse'];
      },
    ),
    testOperation(
      'getTestStat',
      (reader, now) => ({ stat: reader.pathEnum('stat', TEST_STATS) ?? 'success_count', window: readTimeWindow(reader, now) }),
      (test, { input, now }) => {
        const series = computeTestStat(testRuns(test), input.stat, input.window, retentionStart(now));
        return seriesToWire(input.stat, series) satisfies Schemas['TestCountStatsResponse'] | Schemas['TestDurationStatsResponse'];
      },
    ),
    testOperation(
      'getTestHealthTransitions',
      (reader, now) => readTimeWindow(reader, now),
      (test, { repository, input: window, now }) => {
        const source = testTransitionSource(test, repository.tests.commits);
        const result = computeHealthTransitions(source, window, now, retentionStart(now));
        return {
          transitions: result.transitions.map((point) => ({
            at: formatDateTime(point.at),
            health_status: healthName(point.health),
            exception_type: point.exceptionType,
            pull_request: point.pullRequest ? pullRequestToWire(point.pullRequest) : null,
          })),
          first_activity_at: dateTimeOrNull(result.firstActivityAt),
        } satisfies Schemas['HealthTransitionsResponse'];
      },
    ),
    testOperation(
      'listTestFailures',
      () => null,
      (test, { repository, now }) => {
        const groups = groupFailures(failureSource(repository, test), retentionStart(now), now);
        return { failures: groups.map(failureToWire) } satisfies Schemas['TestFailuresResponse'];
      },
    ),
    testOperation(
      'getTestFailure',
      (reader) => reader.pathUuid('failure_id') ?? '',
      (test, { repository, input: failureId, now }) => {
        const source = failureSource(repository, test);
        const group = groupFailures(source, retentionStart(now), now).find((candidate) => candidate.id === failureId);
        if (!group) return notFound.failure();
        return {
          ...failureToWire(group),
          latest_events: failureEvents(source, group).map((event) => ({
            id: event.id,
            failed_at: formatDateTime(event.failedAt),
            exception_stacktrace: event.stackTrace,
            test_filepath: event.filePath,
            test_programming_language: event.language,
            job_url: event.jobUrl,
          })),
        } satisfies Schemas['TestFailureDetail'];
      },
    ),
    testOperation(
      'listTestExecutions',
      (reader, now, testId) => {
        const sort = reader.queryEnum('sort', EXECUTION_SORTS) ?? 'executions_count';
        const direction = reader.queryEnum('direction', SORT_DIRECTIONS) ?? 'desc';
        const window = readTimeWindow(reader, now);
        // Bound to the window as given: a query without `end` keeps meaning "until now" on every page.
        const page = readPage(reader, 'listTestExecutions', { testId, sort, direction, ...window.given });
        return { sort, direction, window, page };
      },
      (test, { input, url, now }) => {
        const rows = listExecutions(test, input.window, retentionStart(now), input.sort, input.direction);
        const { items, headers } = pageOf(rows, input.page, url, ctx.queryNotes);
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
        return jsonResponse(body, { headers });
      },
    ),
  ];
}
