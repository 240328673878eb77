import { Anchor, Button, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useSelection } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { QuarantinedTest } from '@/api/types';
import { PlainBadge } from '@/components/health/health-badge';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';
import { Table } from '@/components/table/table';
import { DataText } from '@/components/text/data-text';
import { TestNameLink } from '@/components/text/test-name-link';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCalendarDay } from '@/lib/format';
import { keyboardOpenProps, keyboardRowProps } from '@/lib/keyboard-targets';
import { testQueries } from '@/queries/tests';
import { useBulkRelease } from '../api/use-bulk-release';
import { bulkReleaseSummary } from '../lib/bulk-release';
import { parseQuarantineReason } from '@/domain/quarantines/quarantine-reason';
import { quarantineExpiry, releaseReasons, type ReleaseReason } from '../lib/quarantine-expiry';
import { describeQuarantineScope, EVERY_BRANCH } from '@/domain/quarantines/quarantine-scope';
import { SourceBadge, Ticket } from './quarantine-badges';
import classes from './quarantine-rows-table.module.css';
import { LazyReleaseDialog, ReleaseQuarantineButton } from './release-quarantine-button';
import '@mantine/core/styles/Progress.layer.css';

/** Rows to select and release together, names linked once test search knows them; with `testName`, one test's rows on its page. */
export function QuarantineRowsTable({
  repository,
  quarantines,
  now,
  toolbar,
  testName,
}: {
  repository: RepositoryRef;
  quarantines: QuarantinedTest[];
  now: number;
  toolbar?: ReactNode;
  testName?: string;
}) {
  const selectable = testName === undefined;
  const names = selectable ? quarantines.map((quarantine) => quarantine.test_name) : [];
  const testLinks = useQuery(testQueries.byName(useApiClient(), repository, names)).data;
  const bulk = useBulkRelease(repository);
  const ids = quarantines.map((quarantine) => quarantine.id);
  const [pickedIds, pick] = useSelection({ data: ids });
  const picked = new Set(pickedIds);
  // Only rows still listed count as selected: a released row has left the list.
  const selected = quarantines.filter((quarantine) => picked.has(quarantine.id));
  const releasable = quarantines.filter((quarantine) => releaseReasons(quarantine, now).length > 0);
  const allPicked = pick.isAllSelected();
  const [confirming, { open, close }] = useDisclosure(false);
  const count = selected.length;
  const total = bulk.ids.length;

  const release = async () => {
    const outcomes = await bulk.release(selected.map((quarantine) => quarantine.id));
    // What failed stays selected, ready for another try.
    pick.setSelection([...outcomes].filter(([, outcome]) => outcome.status === 'failed').map(([id]) => id));
  };

  return (
    <>
      {selectable ? (
        <Stack gap="xs" p="sm" pb={0}>
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {count === 0 ? 'No row selected' : `${count} selected`}
              </Text>
              <Button size="xs" color="red" variant="light" disabled={count === 0 || bulk.running} onClick={open}>
                Release selected
              </Button>
              {releasable.length > 0 ? (
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={bulk.running}
                  onClick={() => pick.setSelection(releasable.map((quarantine) => quarantine.id))}
                >
                  {`Select the ${releasable.length} that could be released`}
                </Button>
              ) : null}
              {count > 0 ? (
                <Button size="xs" variant="subtle" color="gray" disabled={bulk.running} onClick={pick.resetSelection}>
                  Clear selection
                </Button>
              ) : null}
            </Group>
            {toolbar}
          </Group>
          {total > 0 ? (
            <Group gap="sm" wrap="nowrap">
              <Progress
                aria-label="Release progress"
                value={(bulk.outcomes.size / total) * 100}
                color={[...bulk.outcomes.values()].some((outcome) => outcome.status === 'failed') ? 'orange' : 'teal'}
                w={160}
              />
              <Text size="sm" role="status">
                {bulkReleaseSummary(total, bulk.outcomes, bulk.running)}
              </Text>
            </Group>
          ) : null}
          <MountOnceOpened opened={confirming}>
            <LazyReleaseDialog
              opened={confirming}
              selected={selected}
              onCancel={close}
              onConfirm={() => {
                close();
                void release();
              }}
            />
          </MountOnceOpened>
        </Stack>
      ) : null}
      <Table.ScrollContainer minWidth={selectable ? 980 : 720} stacked>
        <Table aria-label={selectable ? 'Quarantined tests' : `Quarantines of ${testName}`} verticalSpacing="sm" highlightOnHover stacked>
          <Table.Thead>
            <Table.Tr>
              {selectable ? (
                <Table.Th w={36}>
                  <input
                    // A native checkbox is indeterminate through its property only.
                    ref={(input) => {
                      if (input) input.indeterminate = selected.length > 0 && !allPicked;
                    }}
                    type="checkbox"
                    aria-label="Select every row"
                    checked={allPicked}
                    disabled={bulk.running}
                    onChange={() => pick.setSelection(allPicked ? [] : ids)}
                    className={classes.checkbox}
                  />
                </Table.Th>
              ) : null}
              {(selectable ? ['Test', ...COLUMNS] : COLUMNS).map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quarantines.map((quarantine) => {
              const scope = describeQuarantineScope(quarantine.branch);
              const fields = parseQuarantineReason(quarantine.reason);
              const expiry = quarantineExpiry(quarantine, now);
              const offered = releaseReasons(quarantine, now);
              const outcome = bulk.outcomes.get(quarantine.id);
              return (
                // `j`/`k` move through the rows; Enter opens the quarantine's details.
                <Table.Tr key={quarantine.id} {...keyboardRowProps(testName)} aria-selected={picked.has(quarantine.id)}>
                  {selectable ? (
                    <>
                      <Table.Td>
                        <input
                          type="checkbox"
                          aria-label={`Select ${quarantine.test_name} (${scope})`}
                          checked={picked.has(quarantine.id)}
                          disabled={bulk.running}
                          onChange={() => pick.toggle(quarantine.id)}
                          className={classes.checkbox}
                        />
                      </Table.Td>
                      <Table.Td style={{ ...WRAP, minWidth: 220, maxWidth: 380 }} label="Test">
                        <TestNameLink repo={repository} testId={testLinks?.[quarantine.test_name]} name={quarantine.test_name} />
                      </Table.Td>
                    </>
                  ) : null}
                  <Table.Td style={WRAP} label="Branch">
                    {quarantine.branch === null ? (
                      <Text size="sm" fs="italic" c="dimmed" span>
                        {EVERY_BRANCH}
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
                          <PlainBadge size="xs" color={expiry === 'expired' ? 'red' : 'yellow'}>
                            {expiry === 'expired' ? 'Expired' : 'Expiring'}
                          </PlainBadge>
                        ) : null}
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td label="Source">
                    <SourceBadge source={quarantine.source} />
                  </Table.Td>
                  <Table.Td label="Since">
                    <Stack gap={4} align="flex-start">
                      <Timestamp value={quarantine.created_at} />
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
                      {outcome?.status === 'failed' ? (
                        <Text size="xs" fw={600} style={WRAP}>
                          {`Not released: ${outcome.message}`}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

const COLUMNS = ['Branch', 'Reason', 'Owner', 'Ticket', 'Until', 'Source', 'Quarantined since'];
const WRAP = { overflowWrap: 'anywhere' } as const;
const RELEASE_REASON_WORDS: Record<ReleaseReason, string> = { recovered: 'test recovered', expired: 'until date passed' };

function Unset() {
  return (
    <Text size="sm" c="dimmed" span aria-label="not set">
      —
    </Text>
  );
}
