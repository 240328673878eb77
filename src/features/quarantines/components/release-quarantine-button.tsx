import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy } from 'react';
import type { QuarantinedTest } from '@/api/types';
import { useFocusLandingOnRemoval } from '@/components/overlays/focus-landing';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';
import type { RepositoryRef } from '@/lib/app-config';
import { useRemoveQuarantine } from '../api/use-remove-quarantine';
import { describeQuarantineScope } from '@/domain/quarantines/quarantine-scope';

export const LazyReleaseDialog = lazy(() => import('./release-dialogs').then((module) => ({ default: module.ReleaseDialog })));

/** "Release" with a confirmation; the removal is optimistic, so the row goes as soon as it is confirmed. */
export function ReleaseQuarantineButton({
  repository,
  quarantine,
  size = 'xs',
  onReleased,
}: {
  repository: RepositoryRef;
  quarantine: QuarantinedTest;
  size?: 'xs' | 'sm';
  onReleased?: (quarantine: QuarantinedTest) => Promise<unknown> | void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const removal = useRemoveQuarantine(repository, onReleased);
  const scope = describeQuarantineScope(quarantine.branch);
  // The row goes with the release: focus then lands on the list around it, not on the page's body.
  const { ref: buttonRef, arm: armFocusLanding } = useFocusLandingOnRemoval<HTMLButtonElement>();

  return (
    <>
      <Button
        ref={buttonRef}
        size={size}
        variant="light"
        color="red"
        onClick={open}
        disabled={removal.isPending}
        aria-label={`Release ${quarantine.test_name} (${scope})`}
      >
        Release
      </Button>
      <MountOnceOpened opened={opened}>
        <LazyReleaseDialog
          opened={opened}
          selected={[quarantine]}
          onCancel={close}
          onConfirm={() => {
            armFocusLanding();
            close();
            removal.mutate(quarantine);
          }}
        />
      </MountOnceOpened>
    </>
  );
}
