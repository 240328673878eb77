import { CursorPaginationBar, numberedPageLinks } from '@/components/pagination/cursor-pagination-bar';
import type { PageSpan } from '@/lib/page-of';
import { runnersLink } from './runners-link';

/** Previous/next page of a table, as `page` or `waitPage` in the URL; nothing when everything fits one page. `items`: "runners",
 * "labels", the summary's and the links' noun. */
export function RunnersPager(props: { span: PageSpan; param: 'page' | 'waitPage'; items: string; busy: boolean }) {
  const { span, param, items, busy } = props;
  if (span.pages <= 1) return null;
  return (
    <CursorPaginationBar
      summary={`${items[0]!.toUpperCase()}${items.slice(1)} ${span.first}–${span.first + span.shown - 1} of ${span.total} (page ${span.page} of ${span.pages})`}
      links={numberedPageLinks(span)}
      busy={busy}
      linkLabels={{ previous: `Previous ${items}`, next: `Next ${items}` }}
      page={span.page}
      renderPageLink={(props, target) => runnersLink({ [param]: target.page })(props)}
    />
  );
}
