import { Modal } from '@mantine/core';
import type { RepositoryRef } from '@/lib/app-config';
import { CreateQuarantineForm } from './create-quarantine-form';
import '@/components/overlays/overlay-styles';

/**
 * "Quarantine a test", from the quarantines page or a test's page (there with the test's name filled
 * in). The form lives inside the modal's content, which unmounts on close, so each opening starts clean
 * while a failed submit keeps everything typed.
 */
export function CreateQuarantineDialog({
  repository,
  opened,
  onClose,
  initialTestName = '',
}: {
  repository: RepositoryRef;
  opened: boolean;
  onClose: () => void;
  initialTestName?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Quarantine a test" size="lg">
      <CreateQuarantineForm repository={repository} initialTestName={initialTestName} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
