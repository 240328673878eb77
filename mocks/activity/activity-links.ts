// `Link` header of the activity log: the request's own URL with `cursor` and `per_page` replaced, so
// following a link and re-sending one's query with the new cursor are the same request.
import { linkHeaderValue, type PageLinkTarget } from '../core/pagination';
import type { QueryNotes } from '../core/query-notes';
import type { ActivityListQuery } from './activity-query';
import type { ActivityPage } from './list-events';
import { encodeCursor, fingerprintFilters, pathScope } from './activity-cursor';
import type { ActivityLogEvent } from './event-log-types';

export function activityLinkHeader(requestUrl: URL, query: ActivityListQuery, page: ActivityPage, notes: QueryNotes): string | null {
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
