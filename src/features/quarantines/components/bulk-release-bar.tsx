import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { QuarantinedTest } from '@/api/types';
import { DataText } from '@/components/text/data-text';
import type { BulkRelease } from '../api/use-bulk-release';
import { bulkReleaseSummary } from '../lib/bulk-release';
import { describeQuarantineScope } from '../lib/quarantine-labels';
import '@/components/overlays/overlay-styles';

/** Above the table: what is selected, "Release selected" with its confirmation, and the run's progress. */
export function BulkReleaseBar({
  selected,
  releasableCount,
  bulk,
  toolbar,
  onSelectReleasable,
  onClearSelection,
  onRelease,
}: {
  selected: readonly QuarantinedTest[];
  /** Rows offered for release (test recovered, or until date passed). */
  releasableCount: number;
  bulk: BulkRelease;
  toolbar: ReactNode;
  onSelectReleasable: () => void;
  onClearSelection: () => void;
  onRelease: () => void;
}) {
  const [confirming, { open, close }] = useDisclosure(false);
  const total = bulk.ids.length;
  const settled = bulk.outcomes.size;
  const count = selected.length;
  return (
    <Stack gap="xs" p="sm" pb={0}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {count === 0 ? 'No row selected' : `${count} selected`}
          </Text>
          <Button size="xs" color="red" variant="light" disabled={count === 0 || bulk.running} onClick={open}>
            Release selected
          </Button>
          {releasableCount > 0 ? (
            <Button size="xs" variant="subtle" disabled={bulk.running} onClick={onSelectReleasable}>
              {`Select the ${releasableCount} that could be released`}
            </Button>
          ) : null}
          {count > 0 ? (
            <Button size="xs" variant="subtle" color="gray" disabled={bulk.running} onClick={onClearSelection}>
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
            value={(settled / total) * 100}
            color={[...bulk.outcomes.values()].some((outcome) => outcome.status === 'failed') ? 'orange' : 'teal'}
            w={160}
          />
          <Text size="sm" role="status">
            {bulkReleaseSummary(total, bulk.outcomes, bulk.running)}
          </Text>
        </Group>
      ) : null}
      <Modal opened={confirming} onClose={close} title={`Release ${count} ${count === 1 ? 'quarantine' : 'quarantines'}?`} size="md">
        <Stack gap="md">
          <Text size="sm">Their failures will block merges again:</Text>
          <Stack gap={4} component="ul" m={0} pl="md">
            {selected.map((quarantine) => (
              <Text key={quarantine.id} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
                <DataText value={quarantine.test_name} breakable /> ({describeQuarantineScope(quarantine.branch)})
              </Text>
            ))}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                close();
                onRelease();
              }}
            >
              {`Release ${count}`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
