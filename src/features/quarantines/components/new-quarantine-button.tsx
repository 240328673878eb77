import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';
import type { RepositoryRef } from '@/lib/app-config';
import { LazyCreateQuarantineDialog } from './lazy-create-quarantine-dialog';

export function NewQuarantineButton({ repository }: { repository: RepositoryRef }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>Quarantine a test</Button>
      <MountOnceOpened opened={opened}>
        <LazyCreateQuarantineDialog repository={repository} opened={opened} onClose={close} />
      </MountOnceOpened>
    </>
  );
}
