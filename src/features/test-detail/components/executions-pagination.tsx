import { Group, NativeSelect } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { PageLinks } from '@/api/link-pagination';
import { CursorPaginationBar } from '@/components/pagination/cursor-pagination-bar';
import { executionPageSizes } from '../lib/execution-page-sizes';
import { TEST_DETAIL_ROUTE } from '../lib/test-detail-paths';
import type { ResolvedWindow } from '@/domain/periods/time-window';

/** Page links pin the answer's window too: a cursor is a position in one answer. */
export function ExecutionsPagination({ perPage, links, window }: { perPage: number; links: PageLinks; window: ResolvedWindow }) {
  const navigate = useNavigate({ from: TEST_DETAIL_ROUTE });
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <NativeSelect
        label="Rows per page"
        size="xs"
        w={130}
        value={String(perPage)}
        data={executionPageSizes(perPage).map(String)}
        onChange={(event) =>
          void navigate({
            resetScroll: false,
            search: (previous) => ({ ...previous, per_page: Number(event.currentTarget.value), cursor: undefined }),
          })
        }
      />
      <CursorPaginationBar
        links={links}
        busy={false}
        linkLabels={{ previous: 'Previous page', next: 'Next page' }}
        renderPageLink={(props, { cursor }) => (
          <Link
            {...props}
            from={TEST_DETAIL_ROUTE}
            to="."
            resetScroll={false}
            search={(previous) => ({ ...previous, start: window.start, end: window.end, cursor })}
          />
        )}
      />
    </Group>
  );
}
