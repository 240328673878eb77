import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { QuarantinedTest } from '@/api/types';
import { DataText } from '@/components/text/data-text';
import { describeQuarantineScope } from '../lib/quarantine-labels';
import '@/components/overlays/overlay-styles';

/** "Release N quarantines?": the selected tests and their scopes, then Cancel or Release. */
export function BulkReleaseDialog({
  opened,
  selected,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  selected: readonly QuarantinedTest[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const count = selected.length;
  return (
    <Modal opened={opened} onClose={onCancel} title={`Release ${count} ${count === 1 ? 'quarantine' : 'quarantines'}?`} size="md">
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
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm}>
            {`Release ${count}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
