import { Link } from '@tanstack/react-router';
import type { PageLinks } from '@/api/link-pagination';
import { CursorPaginationBar } from '@/components/pagination/cursor-pagination-bar';
import type { RepositoryRef } from '@/lib/app-config';

/**
 * Previous/Next under the quarantines table. The URL holds only the cursor (no page index), so the
 * links follow the API's cursors as they are and keep every filter; the page size is among the filters.
 */
export function QuarantinesPagination({ repository, rowCount, links }: { repository: RepositoryRef; rowCount: number; links: PageLinks }) {
  const summary = rowCount === 0 ? 'No rows on this page' : `${rowCount} ${rowCount === 1 ? 'quarantine' : 'quarantines'} on this page`;
  return (
    <CursorPaginationBar
      summary={summary}
      links={links}
      busy={false}
      linkLabels={{ previous: 'Previous page', next: 'Next page' }}
      renderPageLink={(props, { cursor }) => (
        <Link {...props} to="/$owner/$repo/quarantines" params={repository} search={(previous) => ({ ...previous, cursor })} />
      )}
    />
  );
}
