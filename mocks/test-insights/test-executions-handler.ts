// Operation 7: GET /ci/{owner}/repositories/{repository}/tests/{test_id}/executions
import { http, type HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { ALL_CREDENTIAL_KINDS } from '../core/auth';
import { jsonResponse, notFound } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { linkHeaders, readPageOffset, slicePage, type PageRequest } from '../core/pagination';
import { repositoryRoute } from '../core/repository-route';
import { EXECUTION_SORTS, listExecutions } from './executions';
import { SORT_DIRECTIONS } from './search';
import { DEFAULT_PER_PAGE } from './search-handler';
import { findTest } from './test-lookup';
import { retentionStart } from './time-constants';
import { readTimeWindow } from './window-params';

type TestExecutionsResponse = components['schemas']['TestExecutionsResponse'];

export function listExecutionsHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/repositories/:repository/tests/:test_id/executions',
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader, _request, now) => {
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
      respond: ({ repository, input, url, now }) => {
        const found = findTest(repository, input.testId, now);
        if (!found) return notFound.test();
        const rows = listExecutions(found.test, input.window, retentionStart(now), input.sort, input.direction);
        const items = slicePage(rows, input.page.offset, input.page.perPage);
        const body: TestExecutionsResponse = {
          size: items.length,
          per_page: input.page.perPage,
          executions: items.map((row) => ({
            test_id: found.test.testId,
            test_name: found.test.testName,
            pipeline_name: row.identity.pipelineName,
            job_name: row.identity.jobName,
            executions_count: row.executionsCount,
          })),
        };
        return jsonResponse(body, { headers: linkHeaders(url, input.page, rows.length, ctx.queryNotes) });
      },
    }),
  );
}
