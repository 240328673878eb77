import { Alert, Button, Group, NativeSelect, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { QueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorState } from '@/components/feedback/error-state';
import type { PageLink } from '@/api/link-pagination';
import type { TestExecutionsSort } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { testExecutionQueries, type ExecutionsPageRequest } from '../api/test-execution-queries';
import { isStaleCursorError } from '../lib/api-error-cause';
import { executionsRequest } from '../lib/executions-request';
import { formatCount } from '../lib/formatters';
import { TEST_DETAIL_ROUTE } from '../lib/test-detail-paths';
import { PER_PAGE_OPTIONS, type TestDetailSearch } from '../lib/test-detail-search';
import type { ResolvedWindow, WindowSelection } from '../lib/time-window';
import classes from './test-detail.module.css';
import { WindowSummary } from './window-summary';
import { WindowToolbar } from './window-toolbar';

export function ExecutionsPanel({
  repository,
  testId,
  selection,
  search,
}: {
  repository: RepositoryRef;
  testId: string;
  selection: WindowSelection;
  search: TestDetailSearch;
}) {
  return (
    <Stack gap="md">
      <WindowToolbar range={search.range} selection={selection} />
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <ErrorBoundary
            key={JSON.stringify(executionsRequest(search, selection))}
            onReset={reset}
            fallbackRender={({ error, resetErrorBoundary }) =>
              isStaleCursorError(error) ? (
                <Alert color="yellow" variant="light" title="This page link has expired" role="alert">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">
                      The page it pointed to belonged to an earlier answer of the API. Start again from the first page.
                    </Text>
                    <Button
                      size="xs"
                      variant="white"
                      renderRoot={(props) => (
                        <Link {...props} from={TEST_DETAIL_ROUTE} to="." resetScroll={false} search={(prev) => ({ ...prev, cursor: undefined })} />
                      )}
                    >
                      First page
                    </Button>
                  </Stack>
                </Alert>
              ) : (
                <ErrorState error={error} title="Could not load the executions" onRetry={resetErrorBoundary} />
              )
            }
          >
            <Suspense
              fallback={
                <Stack gap="xs" role="status" aria-label="Loading executions">
                  {[0, 1, 2].map((key) => (
                    <Skeleton key={key} height={36} />
                  ))}
                </Stack>
              }
            >
              <ExecutionsTable repository={repository} testId={testId} request={executionsRequest(search, selection)} />
            </Suspense>
          </ErrorBoundary>
        )}
      </QueryErrorResetBoundary>
    </Stack>
  );
}

const COLUMNS: Array<{ sort: TestExecutionsSort; label: string; numeric: boolean }> = [
  { sort: 'pipeline_name', label: 'Pipeline', numeric: false },
  { sort: 'job_name', label: 'Job', numeric: false },
  { sort: 'executions_count', label: 'Executions', numeric: true },
];

/** Names read A→Z first, counts largest first. */
const FIRST_DIRECTION: Record<TestExecutionsSort, 'asc' | 'desc'> = {
  pipeline_name: 'asc',
  job_name: 'asc',
  executions_count: 'desc',
};

function ExecutionsTable({
  repository,
  testId,
  request,
}: {
  repository: RepositoryRef;
  testId: string;
  request: ExecutionsPageRequest;
}) {
  const api = useApiClient();
  const navigate = useNavigate({ from: TEST_DETAIL_ROUTE });
  const { data: page } = useSuspenseQuery(testExecutionQueries.page(api, repository, testId, request));
  const rows = page.data.executions;
  const { next, prev } = page.links;

  return (
    <Stack gap="sm">
      <WindowSummary window={page.window} />
      {rows.length === 0 && request.cursor === undefined ? (
        <Text c="dimmed" size="sm">
          This test did not run on the default branch in this window. Choose a longer range to see the pipelines and jobs
          it ran under.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped highlightOnHover>
            <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
              <Text fw={600} size="sm" span>
                Pipelines and jobs this test ran under
              </Text>
            </caption>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => {
                  const active = request.sort === column.sort;
                  const nextDirection = active ? (request.direction === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[column.sort];
                  return (
                    <Table.Th
                      key={column.sort}
                      scope="col"
                      ta={column.numeric ? 'right' : undefined}
                      aria-sort={active ? (request.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      <UnstyledButton
                        fw={600}
                        fz="sm"
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            from={TEST_DETAIL_ROUTE}
                            to="."
                            resetScroll={false}
                            search={(prevSearch) => ({ ...prevSearch, sort: column.sort, direction: nextDirection, cursor: undefined })}
                          />
                        )}
                        title={`Sort by ${column.label.toLowerCase()}, ${nextDirection === 'asc' ? 'ascending' : 'descending'}`}
                      >
                        {column.label}
                        {active ? <span aria-hidden>{request.direction === 'asc' ? ' ▲' : ' ▼'}</span> : null}
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.pipeline_name}\n${row.job_name}`}>
                  <Table.Td className={classes.wrap}>{row.pipeline_name}</Table.Td>
                  <Table.Td className={classes.wrap}>{row.job_name}</Table.Td>
                  <Table.Td ta="right">{formatCount(row.executions_count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Group justify="space-between" gap="sm" wrap="wrap">
        <NativeSelect
          label="Rows per page"
          size="xs"
          w={130}
          value={String(request.perPage)}
          data={pageSizeOptions(request.perPage)}
          onChange={(event) =>
            void navigate({
              resetScroll: false,
              search: (prevSearch) => ({ ...prevSearch, per_page: Number(event.currentTarget.value), cursor: undefined }),
            })
          }
        />
        <Group gap="xs" role="navigation" aria-label="Executions pages">
          <PageButton label="Previous page" link={prev} window={page.window} />
          <PageButton label="Next page" link={next} window={page.window} />
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * A page link when that page exists (the API sends `prev`/`next` only then), else a disabled button.
 * A cursor is a position in one particular answer, so the link also pins that answer's window: "the
 * last 7 days" would mean another window by the time the link is opened, and the cursor with it.
 * A link without a cursor leads to the first page.
 */
function PageButton({ label, link, window }: { label: string; link: PageLink | null; window: ResolvedWindow }) {
  if (link === null) {
    return (
      <Button size="xs" variant="default" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant="default"
      renderRoot={(props) => (
        <Link
          {...props}
          from={TEST_DETAIL_ROUTE}
          to="."
          resetScroll={false}
          search={(prevSearch) => ({ ...prevSearch, start: window.start, end: window.end, cursor: link.cursor ?? undefined })}
        />
      )}
    >
      {label}
    </Button>
  );
}

/** The usual sizes, plus a size a shared link asks for (the API accepts any from 1 to 100). */
function pageSizeOptions(current: number): string[] {
  const sizes: number[] = [...PER_PAGE_OPTIONS];
  if (!sizes.includes(current)) sizes.push(current);
  return sizes.sort((a, b) => a - b).map(String);
}
