import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { RepositoryRef } from '@/lib/app-config';
import { CreateQuarantineDialog } from './create-quarantine-dialog';

export function NewQuarantineButton({ repository }: { repository: RepositoryRef }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>Quarantine a test</Button>
      <CreateQuarantineDialog repository={repository} opened={opened} onClose={close} />
    </>
  );
}
