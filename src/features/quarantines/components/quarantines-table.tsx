import { Box, Group, Paper, VisuallyHidden } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ExportMenu } from '@/components/export/export-menu';
import { FOCUS_LANDING_PROPS } from '@/components/overlays/focus-landing';
import { Table } from '@/components/table/table';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineQueries } from '../api/quarantine-queries';
import { quarantinesExport } from '../api/quarantines-export';
import { testLinksQuery } from '../api/test-links';
import { toListFilters, type QuarantinesSearch } from '../lib/quarantines-search';
import { QuarantineTableRow } from './quarantine-table-row';
import { QuarantinesEmptyState } from './quarantines-empty-state';
import { QuarantinesPagination } from './quarantines-pagination';

/** One page of quarantines (cursor and `per_page` from the URL), with links to the previous and next pages. */
export function QuarantinesTable({ repository, search }: { repository: RepositoryRef; search: QuarantinesSearch }) {
  const api = useApiClient();
  const filters = toListFilters(search);
  const { data: page } = useSuspenseQuery(quarantineQueries.list(api, repository, filters));
  const quarantines = page.data.quarantined_tests;
  const names = useMemo(() => quarantines.map((quarantine) => quarantine.test_name), [quarantines]);
  const testLinks = useQuery(testLinksQuery(api, repository, names));

  return (
    <Paper withBorder radius="md" p={0} {...FOCUS_LANDING_PROPS}>
      {quarantines.length === 0 ? null : (
        <Group justify="flex-end" p="sm" pb={0}>
          <ExportMenu source={quarantinesExport(api, repository, filters)} />
        </Group>
      )}
      {quarantines.length === 0 ? (
        <QuarantinesEmptyState search={search} repository={repository} />
      ) : (
        <Table.ScrollContainer minWidth={900} stacked>
          <Table aria-label="Quarantined tests" verticalSpacing="sm" highlightOnHover stacked>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Test</Table.Th>
                <Table.Th>Branch</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th>Quarantined since</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quarantines.map((quarantine) => (
                <QuarantineTableRow
                  key={quarantine.id}
                  repository={repository}
                  quarantine={quarantine}
                  testPageId={testLinks.data?.[quarantine.test_name]}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Box p="sm">
        <QuarantinesPagination repository={repository} rowCount={quarantines.length} links={page.links} />
      </Box>
    </Paper>
  );
}
