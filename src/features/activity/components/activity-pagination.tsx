import { Link } from '@tanstack/react-router';
import type { PageLinks } from '@/api/link-pagination';
import { CursorPaginationBar } from '@/components/pagination/cursor-pagination-bar';
import type { RepositoryRef } from '@/lib/app-config';
import { PAGE_SIZES, pinnedSearch, type ActivitySearch, type PageSize } from '../lib/activity-search-params';
import type { ResolvedWindow } from '../lib/activity-window';
import { ACTIVITY_PATH } from './activity-paths';

const countFormat = new Intl.NumberFormat('en-US');

/**
 * The activity log's pagination. Its page links pin the resolved window, so Previous/Next keep
 * showing the same span of time even when the window was relative ("last 7 days").
 */
export function ActivityPagination({
  repo,
  search,
  page,
  size,
  total,
  links,
  window,
  busy,
  onPerPageChange,
}: {
  repo: RepositoryRef;
  search: ActivitySearch;
  /** The index of the page on screen (while the next loads, still the previous one). */
  page: number;
  size: number;
  total: number | null;
  links: PageLinks;
  window: ResolvedWindow;
  busy: boolean;
  onPerPageChange: (perPage: PageSize) => void;
}) {
  const first = (page - 1) * search.perPage + 1;
  const last = first + size - 1;
  const of = total === null ? '' : ` of ${countFormat.format(total)}`;
  const summary = size === 0 ? `No events on this page${of}` : `${countFormat.format(first)}–${countFormat.format(last)}${of} events`;
  const pinned = pinnedSearch(search, window);

  return (
    <CursorPaginationBar
      summary={summary}
      perPageLabel="Events per page"
      pageSizes={PAGE_SIZES}
      perPage={search.perPage}
      page={page}
      links={links}
      busy={busy}
      renderPageLink={(props, target) => <Link {...props} to={ACTIVITY_PATH} params={repo} search={{ ...pinned, ...target }} />}
      onPerPageChange={onPerPageChange}
    />
  );
}
