import { Button, Group, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageLinks } from '@/api/link-pagination';

/** Where a Previous/Next link leads: the page index (for the range label) and the API's opaque cursor. */
export type PageTarget = { page: number; cursor: string | undefined };

/** Renders the link root of a Previous/Next button; `rootProps` come from Mantine's `renderRoot`. */
export type PageLinkRenderer = (rootProps: Record<string, unknown>, target: PageTarget) => ReactNode;

/**
 * Range, page size and Previous/Next. The buttons are real links carrying the API's cursors, so a page
 * can be opened in a new tab or shared; page 1 is the query without a cursor. The caller builds the
 * links, because only it knows its route and search params.
 */
export function CursorPaginationBar<Size extends number>({
  summary,
  perPageLabel,
  pageSizes,
  perPage,
  page,
  links,
  busy,
  renderPageLink,
  onPerPageChange,
}: {
  /** The range on screen, e.g. "26–50 of 537 tests"; announced politely as it changes. */
  summary: string;
  /** The accessible name of the page-size select, e.g. "Tests per page". */
  perPageLabel: string;
  pageSizes: readonly Size[];
  perPage: Size;
  /** The index of the page on screen (while the next loads, still the previous one). */
  page: number;
  links: PageLinks;
  /** A newer page is loading: the links on screen belong to the old one, so they wait. */
  busy: boolean;
  renderPageLink: PageLinkRenderer;
  onPerPageChange: (perPage: Size) => void;
}) {
  const previousPage = Math.max(1, page - 1);
  const previous: PageTarget = {
    page: previousPage,
    cursor: previousPage === 1 ? undefined : (links.prev?.cursor ?? undefined),
  };
  const next: PageTarget = { page: page + 1, cursor: links.next?.cursor ?? undefined };

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {summary}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Select
          size="xs"
          aria-label={perPageLabel}
          data={pageSizes.map((pageSize) => ({ value: String(pageSize), label: `${pageSize} per page` }))}
          value={String(perPage)}
          allowDeselect={false}
          onChange={(value) => {
            const chosen = pageSizes.find((pageSize) => String(pageSize) === value);
            if (chosen) onPerPageChange(chosen);
          }}
          w={130}
        />
        <PageButton label="Previous" enabled={Boolean(links.prev) && !busy} renderLink={(props) => renderPageLink(props, previous)} />
        <PageButton label="Next" enabled={Boolean(links.next) && !busy} renderLink={(props) => renderPageLink(props, next)} />
      </Group>
    </Group>
  );
}

function PageButton({
  label,
  enabled,
  renderLink,
}: {
  label: string;
  enabled: boolean;
  renderLink: (rootProps: Record<string, unknown>) => ReactNode;
}) {
  return enabled ? (
    <Button size="xs" variant="default" renderRoot={renderLink}>
      {label}
    </Button>
  ) : (
    <Button size="xs" variant="default" disabled>
      {label}
    </Button>
  );
}
