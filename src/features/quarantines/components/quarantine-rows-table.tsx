import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import type { QuarantinedTest } from '@/api/types';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';
import { Table } from '@/components/table/table';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { testQueries } from '@/queries/tests';
import { useBulkRelease } from '../api/use-bulk-release';
import { bulkReleaseSummary } from '../lib/bulk-release';
import { releaseReasons } from '../lib/quarantine-expiry';
import { CHECKBOX_STYLE, QuarantineTableHead, QuarantineTableRow } from './quarantine-table-row';

const BulkReleaseDialog = lazy(() => import('./release-dialogs').then((module) => ({ default: module.BulkReleaseDialog })));

/** Rows that can be selected and released together; a test's name links to its page once test search confirms it exists. */
export function QuarantineRowsTable({
  repository,
  quarantines,
  now,
  toolbar,
}: {
  repository: RepositoryRef;
  quarantines: QuarantinedTest[];
  now: number;
  toolbar: ReactNode;
}) {
  const names = quarantines.map((quarantine) => quarantine.test_name);
  const testLinks = useQuery(testQueries.byName(useApiClient(), repository, names)).data;
  const bulk = useBulkRelease(repository);
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  // Only rows still listed count as selected: a released row has left the list.
  const selected = quarantines.filter((quarantine) => picked.has(quarantine.id));
  const releasable = quarantines.filter((quarantine) => releaseReasons(quarantine, now).length > 0);
  const allPicked = selected.length === quarantines.length;
  const [confirming, { open, close }] = useDisclosure(false);
  const count = selected.length;
  const total = bulk.ids.length;

  const toggle = (id: string) =>
    setPicked((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const release = async () => {
    const outcomes = await bulk.release(selected.map((quarantine) => quarantine.id));
    // What failed stays selected, ready for another try.
    setPicked(new Set([...outcomes].filter(([, outcome]) => outcome.status === 'failed').map(([id]) => id)));
  };

  return (
    <>
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
                onClick={() => setPicked(new Set(releasable.map((quarantine) => quarantine.id)))}
              >
                {`Select the ${releasable.length} that could be released`}
              </Button>
            ) : null}
            {count > 0 ? (
              <Button size="xs" variant="subtle" color="gray" disabled={bulk.running} onClick={() => setPicked(new Set())}>
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
          <BulkReleaseDialog
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
      <Table.ScrollContainer minWidth={980} stacked>
        <Table aria-label="Quarantined tests" verticalSpacing="sm" highlightOnHover stacked>
          <QuarantineTableHead
            columns={['Test', 'Branch', 'Reason', 'Owner', 'Ticket', 'Until', 'Source', 'Quarantined since']}
            lead={
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
                  onChange={() => setPicked(allPicked ? new Set() : new Set(quarantines.map((quarantine) => quarantine.id)))}
                  style={CHECKBOX_STYLE}
                />
              </Table.Th>
            }
          />
          <Table.Tbody>
            {quarantines.map((quarantine) => (
              <QuarantineTableRow
                key={quarantine.id}
                repository={repository}
                quarantine={quarantine}
                testPageId={testLinks?.[quarantine.test_name]}
                now={now}
                selected={picked.has(quarantine.id)}
                selectionLocked={bulk.running}
                onToggleSelected={toggle}
                outcome={bulk.outcomes.get(quarantine.id)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
