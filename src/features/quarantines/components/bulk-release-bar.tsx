import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode } from 'react';
import type { QuarantinedTest } from '@/api/types';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';
import type { BulkRelease } from '../api/use-bulk-release';
import { bulkReleaseSummary } from '../lib/bulk-release';

// A dialog: its modal code loads when first asked for.
const BulkReleaseDialog = lazy(() => import('./release-dialogs').then((module) => ({ default: module.BulkReleaseDialog })));

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
      <MountOnceOpened opened={confirming}>
        <BulkReleaseDialog
          opened={confirming}
          selected={selected}
          onCancel={close}
          onConfirm={() => {
            close();
            onRelease();
          }}
        />
      </MountOnceOpened>
    </Stack>
  );
}
