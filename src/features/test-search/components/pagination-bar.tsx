import { PAIRS } from '@/domain/tests/units';
import { Link } from '@tanstack/react-router';
import type { PageLinks } from '@/api/link-pagination';
import { CursorPaginationBar } from '@/components/pagination/cursor-pagination-bar';
import { pageRangeSummary } from '@/components/pagination/page-range-summary';
import type { RepositoryRef } from '@/lib/app-config';
import { PAGE_SIZES, type PageSize, type TestSearchParams } from '../lib/test-search-params';

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
  page: number;
  links: PageLinks;
  size: number;
  total: number;
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
