import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineQueries } from '../api/quarantine-queries';
import { branchLabel } from '../lib/quarantine-labels';
import { CreateQuarantineDialog } from './create-quarantine-dialog';
import { RecoveredBadge, SourceBadge } from './quarantine-badges';
import { ReleaseQuarantineButton } from './release-quarantine-button';

/**
 * A test's quarantines (operation 9 filtered by `test_id`, paged), with "Quarantine" to add one for
 * this test. Loads on its own (not through the page's loader) so a failure here never hides the test.
 * Its page cursor is local: the panel is one section of the test page, whose URL state belongs to it.
 */
export function TestQuarantinePanel({
  repository,
  testId,
  testName,
}: {
  repository: RepositoryRef;
  testId: string;
  testName: string;
}) {
  const api = useApiClient();
  const headingId = useId();
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [dialogOpened, dialog] = useDisclosure(false);
  const query = useQuery(quarantineQueries.forTest(api, repository, testId, cursor));
  const quarantines = query.data?.data.quarantined_tests ?? [];
  const links = query.data?.links;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
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
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={`Quarantines of ${testName}`} verticalSpacing="xs">
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
                  <Table.Tr key={quarantine.id}>
                    <Table.Td>
                      <Anchor
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                        aria-label={`Details of the quarantine on ${branchLabel(quarantine.branch)}`}
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/$owner/$repo/quarantines/$quarantineId"
                            params={{ ...repository, quarantineId: quarantine.id }}
                          />
                        )}
                      >
                        {branchLabel(quarantine.branch)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{quarantine.reason}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <SourceBadge source={quarantine.source} />
                        {quarantine.is_recovered ? <RecoveredBadge /> : null}
                      </Group>
                      {quarantine.is_recovered ? (
                        <Text size="xs" c="dimmed" mt={4}>
                          Recent runs are healthy: could be released
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Timestamp value={quarantine.created_at} />
                    </Table.Td>
                    <Table.Td>
                      <ReleaseQuarantineButton repository={repository} quarantine={quarantine} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {links && (links.prev !== null || links.next !== null) ? (
          <Group gap="xs" justify="flex-end">
            <Button
              size="xs"
              variant="default"
              disabled={links.prev === null}
              onClick={() => setCursor(links.prev?.cursor ?? undefined)}
            >
              Previous
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={links.next === null}
              onClick={() => setCursor(links.next?.cursor ?? undefined)}
            >
              Next
            </Button>
          </Group>
        ) : null}
      </Stack>
      <CreateQuarantineDialog
        repository={repository}
        opened={dialogOpened}
        onClose={dialog.close}
        initialTestName={testName}
      />
    </Paper>
  );
}
