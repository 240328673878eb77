import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy } from 'react';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';
import type { RepositoryRef } from '@/lib/app-config';

export const LazyCreateQuarantineDialog = lazy(() =>
  import('./create-quarantine-form').then((module) => ({ default: module.CreateQuarantineDialog })),
);

export function NewQuarantineButton({ repository, testName }: { repository: RepositoryRef; testName?: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open} size={testName === undefined ? undefined : 'xs'}>
        {testName === undefined ? 'Quarantine a test' : 'Quarantine'}
      </Button>
      <MountOnceOpened opened={opened}>
        <LazyCreateQuarantineDialog repository={repository} opened={opened} onClose={close} initialTestName={testName} />
      </MountOnceOpened>
    </>
  );
}
