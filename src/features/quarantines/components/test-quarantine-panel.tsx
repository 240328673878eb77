import { Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { FOCUS_LANDING_PROPS } from '@/components/overlays/focus-landing';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';
import { CursorPaginationBar } from '@/components/pagination/cursor-pagination-bar';
import { Table } from '@/components/table/table';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineQueries } from '@/queries/quarantines';
import { LazyCreateQuarantineDialog } from './lazy-create-quarantine-dialog';
import { TestQuarantineRow } from './test-quarantine-row';

/**
 * A test's quarantines (operation 9 filtered by `test_id`, paged), with "Quarantine" to add one for
 * this test. Loads on its own (not through the page's loader) so a failure here never hides the test.
 * Its page cursor is local: the panel is one section of the test page, whose URL state belongs to it.
 */
export function TestQuarantinePanel({ repository, testId, testName }: { repository: RepositoryRef; testId: string; testName: string }) {
  const api = useApiClient();
  const headingId = useId();
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [dialogOpened, dialog] = useDisclosure(false);
  const query = useQuery(quarantineQueries.forTest(api, repository, testId, cursor));
  const quarantines = query.data?.data.quarantined_tests ?? [];
  const links = query.data?.links;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md" {...FOCUS_LANDING_PROPS}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id={headingId}>
            Quarantine
          </Title>
          <Button size="xs" onClick={dialog.open}>
            Quarantine
          </Button>
        </Group>
        {query.isPending ? (
          <Stack gap="xs" aria-label="Loading quarantines" role="status">
            <Skeleton height={20} />
            <Skeleton height={20} />
          </Stack>
        ) : query.isError ? (
          <ErrorState error={query.error} compact onRetry={() => void query.refetch()} />
        ) : quarantines.length === 0 && cursor === undefined ? (
          <Text c="dimmed" size="sm">
            Not quarantined: failures of this test block merges on every branch.
          </Text>
        ) : quarantines.length === 0 ? (
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              No quarantines on this page any more.
            </Text>
            <Button size="xs" variant="subtle" onClick={() => setCursor(undefined)}>
              First page
            </Button>
          </Group>
        ) : (
          <Table.ScrollContainer minWidth={560} stacked>
            <Table aria-label={`Quarantines of ${testName}`} verticalSpacing="xs" stacked>
              <Table.Thead>
                <Table.Tr>
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
                  <TestQuarantineRow key={quarantine.id} repository={repository} quarantine={quarantine} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {links && (links.prev !== null || links.next !== null) ? (
          <CursorPaginationBar
            links={links}
            busy={false}
            // The panel's page is local state, not URL state: its "links" are buttons that move the cursor.
            renderPageLink={(props, target) => <button {...props} type="button" onClick={() => setCursor(target.cursor)} />}
          />
        ) : null}
      </Stack>
      <MountOnceOpened opened={dialogOpened}>
        <LazyCreateQuarantineDialog repository={repository} opened={dialogOpened} onClose={dialog.close} initialTestName={testName} />
      </MountOnceOpened>
    </Paper>
  );
}
