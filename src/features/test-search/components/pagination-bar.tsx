import { Button, Group, Select, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PageLinks } from '@/api/link-pagination';
import type { RepositoryRef } from '@/lib/app-config';
import { pageRange } from '../lib/page-range';
import { PAGE_SIZES, type PageSize, type TestSearchParams } from '../lib/test-search-params';

const countFormat = new Intl.NumberFormat('en-US');

/**
 * Range, page size and Previous/Next. The buttons are real links carrying the API's cursors, so a page
 * can be opened in a new tab or shared; page 1 is the query without a cursor.
 */
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
  const range = pageRange(page, search.perPage, size, total);
  const previousPage = Math.max(1, page - 1);
  const previousSearch: TestSearchParams = {
    ...search,
    page: previousPage,
    cursor: previousPage === 1 ? undefined : (links.prev?.cursor ?? undefined),
  };
  const nextSearch: TestSearchParams = { ...search, page: page + 1, cursor: links.next?.cursor ?? undefined };

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {range
          ? `${countFormat.format(range.first)}–${countFormat.format(range.last)} of ${countFormat.format(total)} tests`
          : `${countFormat.format(total)} tests`}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Select
          size="xs"
          aria-label="Tests per page"
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
            renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={repo} search={previousSearch} />}
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
            renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={repo} search={nextSearch} />}
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
