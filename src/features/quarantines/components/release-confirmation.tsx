import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import '@/components/overlays/overlay-styles';

/** A release's confirmation: what is released (`children`), then Cancel or the red confirm button. */
export function ReleaseConfirmation({
  opened,
  title,
  confirmLabel,
  onCancel,
  onConfirm,
  children,
}: {
  opened: boolean;
  title: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
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
