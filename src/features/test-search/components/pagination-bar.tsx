import { PAIRS } from '@/domain/tests/units';
import { Link } from '@tanstack/react-router';
import type { PageLinks } from '@/api/link-pagination';
import { CursorPaginationBar } from '@/components/pagination/cursor-pagination-bar';
import { pageRangeSummary } from '@/components/pagination/page-range-summary';
import type { RepositoryRef } from '@/lib/app-config';
import { PAGE_SIZES, type PageSize, type TestSearchParams } from '../lib/test-search-params';

/** The test list's pagination: its page links keep every filter and sort of the current search. */
export function PaginationBar({
  repo,
  search,
  page,
  links,
  size,
  total,
  busy,
  onPerPageChange,
}: {
  repo: RepositoryRef;
  search: TestSearchParams;
  /** The index of the page on screen (while the next loads, still the previous one). */
  page: number;
  links: PageLinks;
  size: number;
  total: number;
  /** A newer page is loading: the links on screen belong to the old one, so they wait. */
  busy: boolean;
  onPerPageChange: (perPage: PageSize) => void;
}) {
  const summary = pageRangeSummary({ page, perPage: search.perPage, size, total, noun: PAIRS.many });

  return (
    <CursorPaginationBar
      summary={summary}
      perPageLabel="Tests per page"
      pageSizes={PAGE_SIZES}
      perPage={search.perPage}
      page={page}
      links={links}
      busy={busy}
      renderPageLink={(props, target) => <Link {...props} to="/$owner/$repo/tests" params={repo} search={{ ...search, ...target }} />}
      onPerPageChange={onPerPageChange}
    />
  );
}
