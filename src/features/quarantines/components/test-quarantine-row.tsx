import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { QuarantinedTest } from '@/api/types';
import { Table } from '@/components/table/table';
import { DataText, IsolatedText } from '@/components/text/data-text';
import { ExpandableText } from '@/components/text/expandable-text';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { branchLabel } from '../lib/quarantine-labels';
import { RecoveredBadge, SourceBadge } from './quarantine-badges';
import { ReleaseQuarantineButton } from './release-quarantine-button';

/** One quarantine of a test on its page: the scope (linking to the quarantine), reason, source, age, release. */
export function TestQuarantineRow({ repository, quarantine }: { repository: RepositoryRef; quarantine: QuarantinedTest }) {
  return (
    <Table.Tr>
      <Table.Td label="Branch">
        {/* A long branch is cut, its "Show all" beside the link rather than inside it. */}
        <ExpandableText value={branchLabel(quarantine.branch)}>
          {(text, cut) => (
            <Anchor
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              aria-label={`Details of the quarantine on ${branchLabel(quarantine.branch)}`}
              renderRoot={(props) => (
                <Link {...props} to="/$owner/$repo/quarantines/$quarantineId" params={{ ...repository, quarantineId: quarantine.id }} />
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
}
