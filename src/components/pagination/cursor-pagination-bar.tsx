import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageLinks } from '@/api/link-pagination';
import type { PageSpan } from '@/lib/page-of';

/** The links of a list paged here (`pageOf`): the page is in the URL, so the bar reads only whether there is one. */
export function numberedPageLinks({ page, pages }: PageSpan): PageLinks {
  const link = { url: '', cursor: null };
  return { prev: page > 1 ? link : null, next: page < pages ? link : null };
}

export function CursorPaginationBar({
  summary,
  links,
  busy,
  linkLabels = { previous: 'Previous', next: 'Next' },
  page,
  renderPageLink,
  children,
}: {
  /** The range on screen, e.g. "26–50 of 537 tests"; announced politely as it changes. */
  summary?: string;
  links: PageLinks;
  /** A newer page is loading: the links on screen belong to the old one, so they wait. */
  busy: boolean;
  linkLabels?: { previous: string; next: string };
  /** The index of the page on screen, on a page that counts its pages (page 1 is then linked without a cursor). */
  page?: number;
  /** Where a Previous/Next link leads (`target`): the page index (for the range label; meaningless without `page`), the opaque cursor. */
  renderPageLink: (rootProps: Record<string, unknown>, target: { page: number; cursor: string | undefined }) => ReactNode;
  children?: ReactNode;
}) {
  const previousPage = Math.max(1, (page ?? 1) - 1);
  // Page 1 is the query without a cursor, so going back to it gives the page's clean URL.
  const previous = { page: previousPage, cursor: page !== undefined && previousPage === 1 ? undefined : (links.prev?.cursor ?? undefined) };
  const next = { page: (page ?? 1) + 1, cursor: links.next?.cursor ?? undefined };
  return (
    <Group justify={summary === undefined ? 'flex-end' : 'space-between'} gap="sm" wrap="wrap">
      {summary === undefined ? null : (
        <Text size="sm" aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {summary}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="center">
        {children}
        {[
          { label: linkLabels.previous, link: links.prev, target: previous },
          { label: linkLabels.next, link: links.next, target: next },
        ].map(({ label, link, target }) => {
          const enabled = Boolean(link) && !busy;
          return (
            <Button
              key={label}
              size="xs"
              variant="default"
              disabled={!enabled}
              renderRoot={enabled ? (props) => renderPageLink(props, target) : undefined}
            >
              {label}
            </Button>
          );
        })}
      </Group>
    </Group>
  );
}
