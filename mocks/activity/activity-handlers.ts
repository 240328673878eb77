// MSW handlers of getActivityLog and getActivityLogAggregate: the shared repository frame, then the pure rules.
import type { HttpHandler } from 'msw';
import { NO_CI_KEY } from '../core/auth';
import { jsonResponse } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { repositoryRoute } from '../core/repository-route';
import { pageOf } from '../core/pagination';
import { aggregateEvents } from './aggregate-events';
import { listEvents, parseActivityFilters, parseActivityQuery } from './activity-query';

export const CI_KEY_REFUSED =
  'The CI Application Key cannot read the activity log; use an Admin Application Key or a repository-host token';

const READERS = { accepts: NO_CI_KEY, forbiddenDetail: CI_KEY_REFUSED };

export function createActivityHandlers(ctx: MockContext): HttpHandler[] {
  return [
    repositoryRoute(ctx, 'getActivityLog', {
      ...READERS,
      parse: (reader, _request, now) => parseActivityQuery(reader, now),
      respond: ({ repository, input: query, url }) => {
        const { items, headers } = pageOf(listEvents(repository.events, query), query.page, url, ctx.queryNotes);
        return jsonResponse({ size: items.length, per_page: query.page.perPage, events: items }, { headers });
      },
    }),
    repositoryRoute(ctx, 'getActivityLogAggregate', {
      ...READERS,
      parse: (reader, _request, now) => parseActivityFilters(reader, now),
      respond: ({ repository, input }) => aggregateEvents(repository.events, input),
    }),
  ];
}
