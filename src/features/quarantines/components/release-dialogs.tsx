import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { QuarantinedTest } from '@/api/types';
import { DataText } from '@/components/text/data-text';
import { countOf } from '@/domain/tests/units';
import { describeQuarantineScope, QUARANTINES } from '../lib/quarantine-labels';
import '@/components/overlays/overlay-styles';

type ConfirmProps = { opened: boolean; onCancel: () => void; onConfirm: () => void };

function ReleaseConfirmation({
  opened,
  title,
  confirmLabel,
  onCancel,
  onConfirm,
  children,
}: ConfirmProps & { title: string; confirmLabel: string; children: ReactNode }) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} size="md">
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ReleaseQuarantineDialog({ testName, scope, ...props }: ConfirmProps & { testName: string; scope: string }) {
  return (
    <ReleaseConfirmation {...props} title="Release quarantine?" confirmLabel="Release">
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
    </ReleaseConfirmation>
  );
}

export function BulkReleaseDialog({ selected, ...props }: ConfirmProps & { selected: readonly QuarantinedTest[] }) {
  const count = selected.length;
  return (
    <ReleaseConfirmation {...props} title={`Release ${countOf(count, QUARANTINES)}?`} confirmLabel={`Release ${count}`}>
      <Text size="sm">Their failures will block merges again:</Text>
      <Stack gap={4} component="ul" m={0} pl="md">
        {selected.map((quarantine) => (
          <Text key={quarantine.id} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
            <DataText value={quarantine.test_name} breakable /> ({describeQuarantineScope(quarantine.branch)})
          </Text>
        ))}
      </Stack>
    </ReleaseConfirmation>
  );
}
