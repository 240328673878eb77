import { Button, Group, Select, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PageLinks } from '@/api/link-pagination';
import type { RepositoryRef } from '@/lib/app-config';
import { PAGE_SIZES, pinnedSearch, type ActivitySearch, type PageSize } from '../lib/activity-search-params';
import type { ResolvedWindow } from '../lib/activity-window';
import { ACTIVITY_PATH } from './activity-paths';

const countFormat = new Intl.NumberFormat('en-US');

/**
 * Range, page size and Previous/Next. The buttons are real links carrying the API's cursors, so a page
 * can be opened in a new tab or shared; page 1 is the query without a cursor.
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
  const label = size === 0 ? `No events on this page${of}` : `${countFormat.format(first)}–${countFormat.format(last)}${of} events`;
  const pinned = pinnedSearch(search, window);
  const previousPage = Math.max(1, page - 1);
  const previousSearch: ActivitySearch = {
    ...pinned,
    page: previousPage,
    cursor: previousPage === 1 ? undefined : (links.prev?.cursor ?? undefined),
  };
  const nextSearch: ActivitySearch = { ...pinned, page: page + 1, cursor: links.next?.cursor ?? undefined };

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Select
          size="xs"
          aria-label="Events per page"
          data={PAGE_SIZES.map((pageSize) => ({ value: String(pageSize), label: `${pageSize} per page` }))}
          value={String(search.perPage)}
          allowDeselect={false}
          onChange={(value) => {
            const next = PAGE_SIZES.find((pageSize) => String(pageSize) === value);
            if (next) onPerPageChange(next);
          }}
          w={130}
        />
        {links.prev && !busy ? (
          <Button
            size="xs"
            variant="default"
            renderRoot={(props) => <Link {...props} to={ACTIVITY_PATH} params={repo} search={previousSearch} />}
          >
            Previous
          </Button>
        ) : (
          <Button size="xs" variant="default" disabled>
            Previous
          </Button>
        )}
        {links.next && !busy ? (
          <Button
            size="xs"
            variant="default"
            renderRoot={(props) => <Link {...props} to={ACTIVITY_PATH} params={repo} search={nextSearch} />}
          >
            Next
          </Button>
        ) : (
          <Button size="xs" variant="default" disabled>
            Next
          </Button>
        )}
      </Group>
    </Group>
  );
}
