import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { QuarantinedTest } from '@/api/types';
import { Table } from '@/components/table/table';
import { DataText } from '@/components/text/data-text';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { keyboardOpenProps, keyboardRowProps } from '@/lib/keyboard-targets';
import { describeQuarantineScope } from '../lib/quarantine-labels';
import { RecoveredBadge, SourceBadge } from './quarantine-badges';
import { QuarantineTestName } from './quarantine-test-name';
import classes from './quarantine-table-row.module.css';
import { ReleaseQuarantineButton } from './release-quarantine-button';

const WRAP = { overflowWrap: 'anywhere' } as const;

/** One quarantine in the quarantines table: test, scope, reason, source, age, and what can be done with it. */
export function QuarantineTableRow({
  repository,
  quarantine,
  testPageId,
}: {
  repository: RepositoryRef;
  quarantine: QuarantinedTest;
  /** The test page to link the name to, once test search has confirmed the test exists. */
  testPageId: string | undefined;
}) {
  const scope = describeQuarantineScope(quarantine.branch);
  return (
    // `j`/`k` move through the rows; Enter opens the quarantine's details.
    <Table.Tr {...keyboardRowProps()}>
      <Table.Td style={{ ...WRAP, minWidth: 220, maxWidth: 420 }}>
        <QuarantineTestName repository={repository} testName={quarantine.test_name} testPageId={testPageId} />
      </Table.Td>
      <Table.Td style={WRAP} label="Branch">
        {quarantine.branch === null ? (
          <Text size="sm" fs="italic" c="dimmed" span>
            all branches
          </Text>
        ) : (
          <DataText value={quarantine.branch} breakable />
        )}
      </Table.Td>
      <Table.Td style={{ ...WRAP, maxWidth: 320 }} label="Reason">
        <Text size="sm" style={WRAP} component="div">
          <DataText value={quarantine.reason} multiline />
        </Text>
      </Table.Td>
      <Table.Td label="Source">
        <SourceBadge source={quarantine.source} />
      </Table.Td>
      <Table.Td label="Since">
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
        <Group gap="xs" wrap="nowrap" justify="flex-end" className={classes.actions}>
          <Anchor
            {...keyboardOpenProps}
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
