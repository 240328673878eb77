import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { QuarantinedTest } from '@/api/types';
import { DataText } from '@/components/text/data-text';
import { countOf } from '@/domain/tests/units';
import { describeQuarantineScope } from '@/domain/quarantines/quarantine-scope';
import { QUARANTINES } from '../lib/quarantine-labels';
import '@/components/overlays/overlay-styles';

/** Confirms a release: one quarantine is named in a sentence (a row's Release, or a bulk release of one), several are listed. */
export function ReleaseDialog({
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
  const only = selected.length === 1 ? selected[0] : undefined;
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={only ? 'Release quarantine?' : `Release ${countOf(selected.length, QUARANTINES)}?`}
      size="md"
    >
      <Stack gap="md">
        {only === undefined ? (
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
            {only ? 'Release' : `Release ${selected.length}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
