import { Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ExportMenu } from '@/components/export/export-menu';
import { UrlNativeSelect } from '@/components/inputs/url-native-select';
import { CursorPaginationBar } from '@/components/pagination/cursor-pagination-bar';
import { Table } from '@/components/table/table';
import { DataText } from '@/components/text/data-text';
import { WindowSummary } from '@/components/time-range/window-summary';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCount } from '@/lib/format';
import { executionQueries, type ExecutionsPageRequest } from '@/queries/executions';
import type { TestExecutionsSort } from '@/api/types';
import { PAGE_SIZES } from '@/lib/search-param-schemas';
import { testExecutionsExport } from '../api/test-exports';
import { SearchParamsLink, useSearchUpdate } from '../lib/search-updates';
import classes from './test-detail.module.css';

export function ExecutionsTable({
  repository,
  testId,
  request,
}: {
  repository: RepositoryRef;
  testId: string;
  request: ExecutionsPageRequest;
}) {
  const api = useApiClient();
  const { data: page } = useSuspenseQuery(executionQueries.page(api, repository, { testId, request }));
  const rows = page.data.executions;
  const updateSearch = useSearchUpdate();

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <WindowSummary window={page.window} />
        {rows.length === 0 ? null : <ExportMenu source={testExecutionsExport(api, repository, testId, request, page.window)} />}
      </Group>
      {rows.length === 0 && request.cursor === undefined ? (
        <Text c="dimmed" size="sm">
          This test did not run on the default branch in this window. Choose a longer range to see the pipelines and jobs it ran under.
        </Text>
      ) : (
        // Three columns whose names wrap: they fit a phone without turning into cards.
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" striped highlightOnHover>
            <caption className={classes.caption}>Pipelines and jobs this test ran under</caption>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => {
                  const numeric = column.sort === 'executions_count';
                  return (
                    <Table.SortTh
                      key={column.sort}
                      label={column.label}
                      sorted={request.sort === column.sort ? request.direction : undefined}
                      // Names A→Z first, counts largest first.
                      first={numeric ? 'desc' : 'asc'}
                      ta={numeric ? 'right' : undefined}
                      control={(direction, props) => (
                        <SearchParamsLink
                          {...props}
                          search={(previous) => ({ ...previous, sort: column.sort, direction, cursor: undefined })}
                        />
                      )}
                    />
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.pipeline_name}\n${row.job_name}`}>
                  <Table.Td className={classes.wrap}>
                    <DataText value={row.pipeline_name} breakable />
                  </Table.Td>
                  <Table.Td className={classes.wrap}>
                    <DataText value={row.job_name} breakable />
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(row.executions_count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {/* Page links pin the answer's window too: a cursor is a position in one answer. */}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <UrlNativeSelect
          label="Rows per page"
          size="xs"
          w={130}
          value={String(request.perPage)}
          data={[...new Set([...PAGE_SIZES, request.perPage])].sort((a, b) => a - b).map(String)}
          onChange={(value) => updateSearch({ per_page: Number(value), cursor: undefined })}
        />
        <CursorPaginationBar
          links={page.links}
          busy={false}
          linkLabels={{ previous: 'Previous page', next: 'Next page' }}
          renderPageLink={(props, { cursor }) => (
            <SearchParamsLink {...props} search={(previous) => ({ ...previous, start: page.window.start, end: page.window.end, cursor })} />
          )}
        />
      </Group>
    </Stack>
  );
}

const COLUMNS: { sort: TestExecutionsSort; label: string }[] = [
  { sort: 'pipeline_name', label: 'Pipeline' },
  { sort: 'job_name', label: 'Job' },
  { sort: 'executions_count', label: 'Executions' },
];
