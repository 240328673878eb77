import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { QuarantinedTest } from '@/api/types';
import { Table } from '@/components/table/table';
import { DataText } from '@/components/text/data-text';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { keyboardOpenProps, keyboardRowProps } from '@/lib/keyboard-targets';
import { formatCalendarDay } from '@/lib/format';
import type { ReleaseOutcome } from '../lib/bulk-release';
import { quarantineExpiry, reasonFields, releaseReasons, type ReleaseReason } from '../lib/quarantine-expiry';
import { describeQuarantineScope } from '../lib/quarantine-labels';
import { SourceBadge, Ticket } from './quarantine-badges';
import { QuarantineTestName } from './quarantine-test-name';
import classes from './quarantine-table-row.module.css';
import { ReleaseQuarantineButton } from './release-quarantine-button';

const WRAP = { overflowWrap: 'anywhere' } as const;
/** The browser's own checkbox in the theme's colour: no checkbox component per row. */
export const CHECKBOX_STYLE = {
  width: 16,
  height: 16,
  margin: 0,
  accentColor: 'var(--mantine-primary-color-filled)',
  cursor: 'pointer',
} as const;

const RELEASE_REASON_WORDS: Record<ReleaseReason, string> = { recovered: 'test recovered', expired: 'until date passed' };

export function QuarantineTableRow({
  repository,
  quarantine,
  testPageId,
  now,
  selected,
  selectionLocked,
  onToggleSelected,
  outcome,
}: {
  repository: RepositoryRef;
  quarantine: QuarantinedTest;
  testPageId: string | undefined;
  now: number;
  selected: boolean;
  selectionLocked: boolean;
  onToggleSelected: (id: string) => void;
  outcome: ReleaseOutcome | undefined;
}) {
  const scope = describeQuarantineScope(quarantine.branch);
  const fields = reasonFields(quarantine);
  const expiry = quarantineExpiry(quarantine, now);
  const offered = releaseReasons(quarantine, now);
  return (
    // `j`/`k` move through the rows; Enter opens the quarantine's details.
    <Table.Tr {...keyboardRowProps()} aria-selected={selected}>
      <Table.Td>
        <input
          type="checkbox"
          aria-label={`Select ${quarantine.test_name} (${scope})`}
          checked={selected}
          disabled={selectionLocked}
          onChange={() => onToggleSelected(quarantine.id)}
          style={CHECKBOX_STYLE}
        />
      </Table.Td>
      <Table.Td style={{ ...WRAP, minWidth: 220, maxWidth: 380 }} label="Test">
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
          <DataText value={fields.text} multiline />
        </Text>
      </Table.Td>
      <Table.Td style={WRAP} label="Owner">
        {fields.owner === null ? <Unset /> : <DataText value={fields.owner} breakable />}
      </Table.Td>
      <Table.Td style={{ ...WRAP, maxWidth: 200 }} label="Ticket">
        {fields.ticket === null ? <Unset /> : <Ticket value={fields.ticket} short />}
      </Table.Td>
      <Table.Td label="Until">
        {fields.until === null ? (
          <Unset />
        ) : (
          <Stack gap={2} align="flex-start">
            <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={fields.until}>{formatCalendarDay(fields.until)}</time>
            </Text>
            {expiry === 'expired' || expiry === 'expiring' ? (
              <Badge size="xs" color={expiry === 'expired' ? 'red' : 'yellow'} variant="light">
                {expiry === 'expired' ? 'Expired' : 'Expiring'}
              </Badge>
            ) : null}
          </Stack>
        )}
      </Table.Td>
      <Table.Td label="Source">
        <SourceBadge source={quarantine.source} />
      </Table.Td>
      <Table.Td label="Since">
        <Stack gap={4} align="flex-start">
          <Text size="sm" span>
            <Timestamp value={quarantine.created_at} />
          </Text>
          {offered.length > 0 ? (
            <Text size="xs" c="dimmed" span>
              {`Could be released: ${offered.map((reason) => RELEASE_REASON_WORDS[reason]).join(', ')}`}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-end">
          <Group gap="xs" wrap="nowrap" justify="flex-end" className={classes.actions}>
            <Anchor
              {...keyboardOpenProps}
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/$owner/$repo/quarantines/$quarantineId" params={{ ...repository, quarantineId: quarantine.id }} />
              )}
              aria-label={`Details of the quarantine of ${quarantine.test_name} (${scope})`}
            >
              Details
            </Anchor>
            <ReleaseQuarantineButton repository={repository} quarantine={quarantine} />
          </Group>
          {outcome?.status === 'failed' ? (
            <Text size="xs" fw={600} style={WRAP}>
              {`Not released: ${outcome.message}`}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function Unset() {
  return (
    <Text size="sm" c="dimmed" span aria-label="not set">
      —
    </Text>
  );
}

/** A quarantine table's header: `lead`, the columns, then the unnamed actions column. */
export function QuarantineTableHead({ columns, lead }: { columns: readonly string[]; lead?: ReactNode }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {lead}
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
        <Table.Th>
          <VisuallyHidden>Actions</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
