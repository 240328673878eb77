// MSW handlers of getActivityLog and getActivityLogAggregate: the shared repository frame, then the pure rules.
import type { HttpHandler } from 'msw';
import { NO_CI_KEY } from '../core/auth';
import { jsonResponse } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { repositoryRoute, type Answer } from '../core/repository-route';
import type { RequestReader } from '../core/request-reader';
import { operationHandler, type OperationId } from '../core/route-table';
import type { ActivityEventLog } from './activity-event-log';
import { pageOf } from '../core/pagination';
import { aggregateEvents } from './aggregate-events';
import { listEvents } from './list-events';
import { parseActivityFilters, parseActivityQuery } from './parse-activity-query';

export const CI_KEY_REFUSED =
  'The CI Application Key cannot read the activity log; use an Admin Application Key or a repository-host token';

export function createActivityHandlers(ctx: MockContext): HttpHandler[] {
  const route = <Query>(
    operationId: OperationId,
    parse: (reader: RequestReader, now: number) => Query,
    respond: (log: ActivityEventLog, query: Query, url: URL) => Answer,
  ) =>
    operationHandler(
      operationId,
      repositoryRoute<Query>(ctx, {
        accepts: NO_CI_KEY,
        forbiddenDetail: CI_KEY_REFUSED,
        parse: (reader, _request, now) => parse(reader, now),
        respond: ({ repository, input, url }) => respond(repository.events, input, url),
      }),
    );
  return [
    route('getActivityLog', parseActivityQuery, (log, query, url) => {
      const { items, headers } = pageOf(listEvents(log, query), query.page, url, ctx.queryNotes);
      return jsonResponse({ size: items.length, per_page: query.page.perPage, events: items }, { headers });
    }),
    route('getActivityLogAggregate', parseActivityFilters, aggregateEvents),
  ];
}
