// MSW handlers of getActivityLog and getActivityLogAggregate: the shared repository frame, then the pure rules.
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { NO_CI_KEY } from '../core/auth';
import { jsonResponse } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { repositoryRoute } from '../core/repository-route';
import { encodeCursor, fingerprintFilters, pathScope } from './activity-cursor';
import type { ActivityLogEvent } from './event-types';
import { linkHeaderValue, type PageLinkTarget } from '../core/pagination';
import type { QueryNotes } from '../core/query-notes';
import { aggregateEvents } from './aggregate-events';
import { listEvents, type ActivityPage } from './list-events';
import { parseActivityFilters, parseActivityQuery } from './parse-activity-query';
import type { ActivityFilterQuery, ActivityListQuery } from './activity-query';

export const CI_KEY_REFUSED =
  'The CI Application Key cannot read the activity log; use an Admin Application Key or a repository-host token';

// `Link`: the request's own URL with `cursor` and `per_page` replaced, so following a link and re-sending
// one's query with the new cursor are the same request.
function activityLinkHeader(requestUrl: URL, query: ActivityListQuery, page: ActivityPage, notes: QueryNotes): string | null {
  const filterFingerprint = fingerprintFilters(query.filters);
  const scope = pathScope(requestUrl.pathname);
  const cursorAt = (direction: 'next' | 'prev', event: ActivityLogEvent): string =>
    encodeCursor({
      position: { direction, receivedAt: Date.parse(event.received_at), id: event.id },
      scope,
      filterFingerprint,
      window: query.window,
    });
  const targets: PageLinkTarget[] = [];
  const oldest = page.events[page.events.length - 1];
  const newest = page.events[0];
  if (page.hasNext && oldest) targets.push({ rel: 'next', cursor: cursorAt('next', oldest) });
  if (page.hasPrev && newest) targets.push({ rel: 'prev', cursor: cursorAt('prev', newest) });
  return linkHeaderValue(requestUrl, targets, query.perPage, notes);
}

export function createActivityHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(
      '*/v1/repos/:owner/:repository/logs',
      repositoryRoute<ActivityListQuery | null>(ctx, {
        accepts: NO_CI_KEY,
        forbiddenDetail: CI_KEY_REFUSED,
        parse: (reader, _request, now) => parseActivityQuery(reader, now),
        respond: ({ repository, input: query, url }) => {
          if (query === null) throw new Error('unreachable: the frame answers 422 before respond');
          const page = listEvents(repository.events, query);
          const link = activityLinkHeader(url, query, page, ctx.queryNotes);
          return jsonResponse(
            { size: page.events.length, per_page: query.perPage, events: page.events },
            { headers: link === null ? {} : { Link: link } },
          );
        },
      }),
    ),
    http.get(
      '*/v1/repos/:owner/:repository/logs/aggregate',
      repositoryRoute<ActivityFilterQuery | null>(ctx, {
        accepts: NO_CI_KEY,
        forbiddenDetail: CI_KEY_REFUSED,
        parse: (reader, _request, now) => parseActivityFilters(reader, now),
        respond: ({ repository, input: query }) => {
          if (query === null) throw new Error('unreachable: the frame answers 422 before respond');
          return jsonResponse(aggregateEvents(repository.events, query));
        },
      }),
    ),
  ];
}
