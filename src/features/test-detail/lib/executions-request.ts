import type { ExecutionsPageRequest } from '@/queries/executions';
import type { TestDetailSearch } from './test-detail-search';
import type { WindowSelection } from '@/domain/periods/time-window';

/** The executions page a URL asks for; the route loader prefetches exactly what the tab reads. */
export function executionsRequest(search: TestDetailSearch, selection: WindowSelection): ExecutionsPageRequest {
  return {
    window: selection,
    sort: search.sort,
    direction: search.direction,
    cursor: search.cursor,
    perPage: search.per_page,
  };
}
