import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageLinks } from '@/api/link-pagination';
import { UrlNativeSelect } from '@/components/inputs/url-native-select';

/** Where a Previous/Next link leads: the page index (for the range label) and the API's opaque cursor. */
export type PageTarget = { page: number; cursor: string | undefined };

/** Where a Previous/Next link leads on a page that does not count its pages: the API's cursor as given. */
export type CursorTarget = { cursor: string | undefined };

/** Renders the link root of a Previous/Next button; `rootProps` come from Mantine's `renderRoot`. */
export type PageLinkRenderer = (rootProps: Record<string, unknown>, target: PageTarget) => ReactNode;
export type CursorLinkRenderer = (rootProps: Record<string, unknown>, target: CursorTarget) => ReactNode;

/** A page that counts its pages passes `page`, and page 1 is then linked without a cursor. */
type PagePosition =
  | {
      /** The index of the page on screen (while the next loads, still the previous one). */
      page: number;
      renderPageLink: PageLinkRenderer;
    }
  | { page?: undefined; renderPageLink: CursorLinkRenderer };

/** The page-size select; left out by a page that offers the choice elsewhere (e.g. among its filters). */
type PageSizeChoice<Size extends number> =
  | {
      /** The accessible name of the page-size select, e.g. "Tests per page". */
      perPageLabel: string;
      pageSizes: readonly Size[];
      perPage: Size;
      onPerPageChange: (perPage: Size) => void;
    }
  | { perPageLabel?: undefined; pageSizes?: undefined; perPage?: undefined; onPerPageChange?: undefined };

type CursorPaginationBarProps<Size extends number> = {
  /** The range on screen, e.g. "26–50 of 537 tests"; announced politely as it changes. */
  summary?: string;
  links: PageLinks;
  /** A newer page is loading: the links on screen belong to the old one, so they wait. */
  busy: boolean;
  /** The buttons' names, "Previous" and "Next" unless a page words them otherwise. */
  linkLabels?: { previous: string; next: string };
} & PagePosition &
  PageSizeChoice<Size>;

const DEFAULT_LINK_LABELS = { previous: 'Previous', next: 'Next' } as const;

export function CursorPaginationBar<Size extends number>(props: CursorPaginationBarProps<Size>) {
  const { summary, links, busy, linkLabels = DEFAULT_LINK_LABELS } = props;
  const previousCursor = links.prev?.cursor ?? undefined;
  const nextCursor = links.next?.cursor ?? undefined;
  const renderPrevious = (rootProps: Record<string, unknown>) =>
    props.page === undefined
      ? props.renderPageLink(rootProps, { cursor: previousCursor })
      : props.renderPageLink(rootProps, previousPageTarget(props.page, previousCursor));
  const renderNext = (rootProps: Record<string, unknown>) =>
    props.page === undefined
      ? props.renderPageLink(rootProps, { cursor: nextCursor })
      : props.renderPageLink(rootProps, { page: props.page + 1, cursor: nextCursor });

  return (
    <Group justify={summary === undefined ? 'flex-end' : 'space-between'} gap="sm" wrap="wrap">
      {summary === undefined ? null : (
        <Text size="sm" aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {summary}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="center">
        {props.pageSizes === undefined ? null : (
          <PageSizeSelect label={props.perPageLabel} pageSizes={props.pageSizes} perPage={props.perPage} onChange={props.onPerPageChange} />
        )}
        <PageButton label={linkLabels.previous} enabled={Boolean(links.prev) && !busy} renderLink={renderPrevious} />
        <PageButton label={linkLabels.next} enabled={Boolean(links.next) && !busy} renderLink={renderNext} />
      </Group>
    </Group>
  );
}

/** Page 1 is the query without a cursor, so going back to it gives the page's clean URL. */
function previousPageTarget(page: number, cursor: string | undefined): PageTarget {
  const previousPage = Math.max(1, page - 1);
  return { page: previousPage, cursor: previousPage === 1 ? undefined : cursor };
}

function PageSizeSelect<Size extends number>({
  label,
  pageSizes,
  perPage,
  onChange,
}: {
  label: string;
  pageSizes: readonly Size[];
  perPage: Size;
  onChange: (perPage: Size) => void;
}) {
  // The browser's own select: its list needs no dropdown code on the page's first screen.
  return (
    <UrlNativeSelect
      size="xs"
      aria-label={label}
      data={pageSizes.map((pageSize) => ({ value: String(pageSize), label: `${pageSize} per page` }))}
      value={String(perPage)}
      onChange={(value) => {
        const chosen = pageSizes.find((pageSize) => String(pageSize) === value);
        if (chosen) onChange(chosen);
      }}
      w={130}
    />
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
