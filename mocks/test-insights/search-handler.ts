// Operation 1: GET /ci/{owner}/repositories/{repository}/search/tests
import { http, type HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { ALL_CREDENTIAL_KINDS } from '../core/auth';
import { jsonResponse } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { linkHeaders, readPageOffset, slicePage, type PageRequest } from '../core/pagination';
import { repositoryRoute } from '../core/repository-route';
import { confidenceName, impactName } from './confidence-impact';
import { healthName } from './health';
import { canonicalFilters, readIdentityFilters } from './identity-filter-params';
import { SEARCH_SORTS, SORT_DIRECTIONS, searchTests, type SearchQuery } from './search';

type TestSearchResponse = components['schemas']['TestSearchResponse'];

export const DEFAULT_PER_PAGE = 10;

export function searchTestsHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/repositories/:repository/search/tests',
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader) => {
        const filters = readIdentityFilters(reader, { healthStatus: true });
        const sort = reader.queryEnum('sort', SEARCH_SORTS) ?? 'executions_count';
        const direction = reader.queryEnum('direction', SORT_DIRECTIONS) ?? 'desc';
        const perPage = reader.perPage(DEFAULT_PER_PAGE);
        const cursorFilters = { ...canonicalFilters(filters), sort, direction };
        const offset = readPageOffset(reader, 'searchTests', cursorFilters);
        const query: SearchQuery = { filters, sort, direction };
        const page: PageRequest = { operation: 'searchTests', offset, perPage, filters: cursorFilters };
        return { query, page };
      },
      respond: ({ repository, input, url, now }) => {
        const { matches, summaries } = searchTests(repository.tests, input.query, now);
        const items = slicePage(matches, input.page.offset, input.page.perPage);
        const body: TestSearchResponse = {
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
