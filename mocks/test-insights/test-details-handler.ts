// Operation 2: GET /ci/{owner}/repositories/{repository}/tests/{test_id}
import { http, type HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { ALL_CREDENTIAL_KINDS } from '../core/auth';
import { formatDateTime } from '../core/date-time';
import { jsonResponse, notFound } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { repositoryRoute } from '../core/repository-route';
import { healthName } from './health';
import { computeTestDetails } from './test-details';
import { classifyTestAt } from './test-health';
import { findTest } from './test-lookup';
import { retentionStart } from './time-constants';
import { pullRequestToWire } from './wire';

type GetTestDetailsResponse = components['schemas']['GetTestDetailsResponse'];

export function testDetailsHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/repositories/:repository/tests/:test_id',
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader) => ({ testId: reader.pathUuid('test_id') ?? '' }),
      respond: ({ repository, input, now }) => {
        const found = findTest(repository, input.testId, now);
        if (!found) return notFound.test();
        const { test, runs } = found;
        const facts = computeTestDetails(runs, repository.tests.commits, retentionStart(now), now);
        const body: GetTestDetailsResponse = {
          repository: repository.fullName,
          test_name: test.testName,
          test_id: test.testId,
          health_status: healthName(classifyTestAt(test, now)),
          last_conclusion: facts.lastConclusion,
          failure_ratio: facts.failureRatio,
          flakiness_ratio: facts.flakinessRatio,
          success_ratio: facts.successRatio,
          flaky_detection_enabled: facts.flakyDetectionEnabled,
          first_failure_at: facts.firstFailure ? formatDateTime(facts.firstFailure.at) : null,
          first_failure_commit: facts.firstFailure?.commitSha ?? null,
          first_failure_pull: facts.firstFailure?.pullRequest ? pullRequestToWire(facts.firstFailure.pullRequest) : null,
          last_failure_at: facts.lastFailureAt === null ? null : formatDateTime(facts.lastFailureAt),
          last_success_at: facts.lastSuccessAt === null ? null : formatDateTime(facts.lastSuccessAt),
          test_framework: test.metadata.framework,
          test_framework_version: test.metadata.frameworkVersion,
          test_programming_language: test.metadata.language,
          test_filepath: test.metadata.filePath,
          test_function_name: test.metadata.functionName,
        };
        return jsonResponse(body);
      },
    }),
  );
}
