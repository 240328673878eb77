import { Anchor, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { QuarantinedTest } from '@/api/types';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineQueries } from '../api/quarantine-queries';
import { testLinksQuery } from '../api/test-links';
import { describeQuarantineScope } from '../lib/quarantine-labels';
import { hasActiveFilters, toListFilters, type QuarantinesSearch } from '../lib/quarantines-search';
import { RecoveredBadge, SourceBadge } from './quarantine-badges';
import { QuarantineTestName } from './quarantine-test-name';
import { ReleaseQuarantineButton } from './release-quarantine-button';

const WRAP = { overflowWrap: 'anywhere' } as const;

/** One page of quarantines (cursor and `per_page` from the URL), with links to the previous and next pages. */
export function QuarantinesTable({ repository, search }: { repository: RepositoryRef; search: QuarantinesSearch }) {
  const api = useApiClient();
  const { data: page } = useSuspenseQuery(quarantineQueries.list(api, repository, toListFilters(search)));
  const quarantines = page.data.quarantined_tests;
  const names = useMemo(() => quarantines.map((quarantine) => quarantine.test_name), [quarantines]);
  const testLinks = useQuery(testLinksQuery(api, repository, names));

  return (
    <Paper withBorder radius="md" p={0}>
      {quarantines.length === 0 ? (
        <EmptyState search={search} repository={repository} />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label="Quarantined tests" verticalSpacing="sm" highlightOnHover>
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
                <QuarantineRow
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
      <Group justify="space-between" p="sm" gap="sm">
        <Text size="sm" c="dimmed">
          {quarantines.length === 0
            ? 'No rows on this page'
            : `${quarantines.length} ${quarantines.length === 1 ? 'quarantine' : 'quarantines'} on this page`}
        </Text>
        <Group gap="xs" component="nav" aria-label="Pages">
          <PageLinkButton repository={repository} cursor={page.links.prev?.cursor ?? null} available={page.links.prev !== null}>
            Previous page
          </PageLinkButton>
          <PageLinkButton repository={repository} cursor={page.links.next?.cursor ?? null} available={page.links.next !== null}>
            Next page
          </PageLinkButton>
        </Group>
      </Group>
    </Paper>
  );
}

function QuarantineRow({
  repository,
  quarantine,
  testPageId,
}: {
  repository: RepositoryRef;
  quarantine: QuarantinedTest;
  testPageId: string | undefined;
}) {
  const scope = describeQuarantineScope(quarantine.branch);
  return (
    <Table.Tr>
      <Table.Td style={{ ...WRAP, minWidth: 220, maxWidth: 420 }}>
        <QuarantineTestName repository={repository} testName={quarantine.test_name} testPageId={testPageId} />
      </Table.Td>
      <Table.Td style={WRAP}>
        {quarantine.branch === null ? (
          <Text size="sm" fs="italic" c="dimmed" span>
            all branches
          </Text>
        ) : (
          quarantine.branch
        )}
      </Table.Td>
      <Table.Td style={{ ...WRAP, maxWidth: 320 }}>
        <Text size="sm" lineClamp={3} style={{ ...WRAP, whiteSpace: 'pre-wrap' }} title={quarantine.reason}>
          {quarantine.reason}
        </Text>
      </Table.Td>
      <Table.Td>
        <SourceBadge source={quarantine.source} />
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Text size="sm" span>
            <Timestamp value={quarantine.created_at} />
          </Text>
          {quarantine.is_recovered ? (
            <Group gap={6} wrap="nowrap">
              <RecoveredBadge />
              <Text size="xs" c="dimmed" span>
                could be released
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/$owner/$repo/quarantines/$quarantineId"
                params={{ ...repository, quarantineId: quarantine.id }}
              />
            )}
            aria-label={`Details of the quarantine of ${quarantine.test_name} (${scope})`}
          >
            Details
          </Anchor>
          <ReleaseQuarantineButton repository={repository} quarantine={quarantine} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function PageLinkButton({
  repository,
  cursor,
  available,
  children,
}: {
  repository: RepositoryRef;
  cursor: string | null;
  available: boolean;
  children: string;
}) {
  if (!available) {
    return (
      <Button size="xs" variant="default" disabled>
        {children}
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
          to="/$owner/$repo/quarantines"
          params={repository}
          search={(previous) => ({ ...previous, cursor: cursor ?? undefined })}
        />
      )}
    >
      {children}
    </Button>
  );
}

function EmptyState({ search, repository }: { search: QuarantinesSearch; repository: RepositoryRef }) {
  const filtered = hasActiveFilters(search);
  const paged = search.cursor !== undefined;
  return (
    <Stack gap="xs" p="lg" align="flex-start">
      <Text fw={500}>{filtered ? 'No quarantine matches these filters' : 'No quarantines'}</Text>
      <Text size="sm" c="dimmed">
        {paged
          ? 'This page is empty: its quarantines may have been released since it was listed.'
          : filtered
            ? 'Widen the search by clearing a filter.'
            : 'No test is quarantined in this repository: every test failure blocks merges.'}
      </Text>
      {paged || filtered ? (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/$owner/$repo/quarantines"
              params={repository}
              // From an empty later page: the first page, same filters. Otherwise: no filters.
              search={(previous) =>
                paged ? { ...previous, cursor: undefined } : { per_page: previous.per_page }
              }
            />
          )}
        >
          {paged ? 'Back to the first page' : 'Clear filters'}
        </Anchor>
      ) : null}
    </Stack>
  );
}
