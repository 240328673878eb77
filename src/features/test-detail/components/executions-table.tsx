import { Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ExportMenu } from '@/components/export/export-menu';
import { Table } from '@/components/table/table';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { DataText } from '@/components/text/data-text';
import { executionQueries, type ExecutionsPageRequest } from '@/queries/executions';
import { testExecutionsExport } from '../api/test-executions-export';
import { formatCount } from '@/lib/format';
import { ExecutionsPagination } from './executions-pagination';
import { ExecutionsSortHeader } from './executions-sort-header';
import classes from './test-detail.module.css';
import { WindowSummary } from '@/components/time-range/window-summary';

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
            <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
              <Text fw={600} size="sm" span>
                Pipelines and jobs this test ran under
              </Text>
            </caption>
            <ExecutionsSortHeader request={request} />
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
      <ExecutionsPagination perPage={request.perPage} links={page.links} window={page.window} />
    </Stack>
  );
}
