import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { QuarantinedTest } from '@/api/types';
import { DataText } from '@/components/text/data-text';
import { countOf } from '@/domain/tests/units';
import { describeQuarantineScope, QUARANTINES } from '../lib/quarantine-labels';
import '@/components/overlays/overlay-styles';

/** Confirms a release: a row's Release names its one quarantine, the bulk release (`bulk`) lists every selected one. */
export function ReleaseDialog({
  opened,
  selected,
  bulk = false,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  selected: readonly QuarantinedTest[];
  bulk?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const [only] = selected;
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={bulk ? `Release ${countOf(selected.length, QUARANTINES)}?` : 'Release quarantine?'}
      size="md"
    >
      <Stack gap="md">
        {bulk || only === undefined ? (
          <>
            <Text size="sm">Their failures will block merges again:</Text>
            <Stack gap={4} component="ul" m={0} pl="md">
              {selected.map((quarantine) => (
                <Text key={quarantine.id} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
                  <DataText value={quarantine.test_name} breakable /> ({describeQuarantineScope(quarantine.branch)})
                </Text>
              ))}
            </Stack>
          </>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Release{' '}
            <strong>
              <DataText value={only.test_name} breakable />
            </strong>{' '}
            on{' '}
            <strong>
              <DataText value={describeQuarantineScope(only.branch)} breakable />
            </strong>
            ? Its failures will block merges again.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm}>
            {bulk ? `Release ${selected.length}` : 'Release'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
