import { Anchor, Group, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { Panel } from '@/components/layout/panel';
import { FOCUS_LANDING_PROPS } from '@/components/overlays/focus-landing';
import { Table } from '@/components/table/table';
import { DataText, IsolatedText } from '@/components/text/data-text';
import { ExpandableText } from '@/components/text/expandable-text';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineQueries } from '@/queries/quarantines';
import { NewQuarantineButton } from './new-quarantine-button';
import { RecoveredBadge, SourceBadge } from './quarantine-badges';
import { QuarantineTableHead } from './quarantine-rows-table';
import { ReleaseQuarantineButton } from './release-quarantine-button';

export function TestQuarantinePanel({ repository, testId, testName }: { repository: RepositoryRef; testId: string; testName: string }) {
  return (
    <Panel title="Quarantine" actions={<NewQuarantineButton repository={repository} testName={testName} />}>
      {/* Where focus lands when a release takes its row, and the button, away. */}
      <div {...FOCUS_LANDING_PROPS}>
        <QueryBoundary pendingLabel="Loading quarantines…">
          <TestQuarantines repository={repository} testId={testId} testName={testName} />
        </QueryBoundary>
      </div>
    </Panel>
  );
}

// A name is quarantined once per repository, so no paging; a service that lists more is sent to the Quarantines page.
function TestQuarantines({ repository, testId, testName }: { repository: RepositoryRef; testId: string; testName: string }) {
  const { data } = useSuspenseQuery(quarantineQueries.forTest(useApiClient(), repository, testId));
  const quarantines = data.data.quarantined_tests;
  if (quarantines.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Not quarantined: failures of this test block merges on every branch.
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={560} stacked>
        <Table aria-label={`Quarantines of ${testName}`} verticalSpacing="xs" stacked>
          <QuarantineTableHead columns={['Branch', 'Reason', 'Source', 'Quarantined since']} />
          <Table.Tbody>
            {quarantines.map((quarantine) => {
              const branch = quarantine.branch ?? 'all branches';
              return (
                <Table.Tr key={quarantine.id}>
                  <Table.Td label="Branch">
                    {/* A long branch is cut, its "Show all" beside the link rather than inside it. */}
                    <ExpandableText value={branch}>
                      {(text, cut) => (
                        <Anchor
                          size="sm"
                          style={{ overflowWrap: 'anywhere' }}
                          aria-label={`Details of the quarantine on ${branch}`}
                          renderRoot={(props) => (
                            <Link
                              {...props}
                              to="/$owner/$repo/quarantines/$quarantineId"
                              params={{ ...repository, quarantineId: quarantine.id }}
                            />
                          )}
                        >
                          <IsolatedText value={text} cut={cut} breakable />
                        </Anchor>
                      )}
                    </ExpandableText>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }} label="Reason">
                    <DataText value={quarantine.reason} multiline />
                  </Table.Td>
                  <Table.Td label="Source">
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
                  <Table.Td label="Since">
                    <Timestamp value={quarantine.created_at} />
                  </Table.Td>
                  <Table.Td>
                    <ReleaseQuarantineButton repository={repository} quarantine={quarantine} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.links.next === null ? null : (
        <Text size="sm" c="dimmed">
          This service lists more quarantines of this test than these {quarantines.length}:{' '}
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/$owner/$repo/quarantines" params={repository} />}>
            the Quarantines page
          </Anchor>{' '}
          has them all.
        </Text>
      )}
    </>
  );
}
