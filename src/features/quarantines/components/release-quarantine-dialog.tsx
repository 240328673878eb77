import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DataText } from '@/components/text/data-text';
import '@/components/overlays/overlay-styles';

/** The confirmation of a release, naming the test and the branch. Loaded when first asked for. */
export function ReleaseQuarantineDialog({
  opened,
  testName,
  scope,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  testName: string;
  scope: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Release quarantine?" size="md">
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Release{' '}
          <strong>
            <DataText value={testName} breakable />
          </strong>{' '}
          on{' '}
          <strong>
            <DataText value={scope} breakable />
          </strong>
          ? Its failures will block merges again.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm}>
            Release
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
