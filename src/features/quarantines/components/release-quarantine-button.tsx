import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { QuarantinedTest } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { useRemoveQuarantine } from '../api/use-remove-quarantine';
import { describeQuarantineScope } from '../lib/quarantine-labels';

/**
 * "Release" with a confirmation naming the test and the branch. The removal is optimistic (see
 * use-remove-quarantine.ts), so the row this button sits in usually disappears as soon as it is confirmed.
 */
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
  const removal = useRemoveQuarantine(repository, onReleased ? { onRemoved: onReleased } : {});
  const scope = describeQuarantineScope(quarantine.branch);

  return (
    <>
      <Button
        size={size}
        variant="light"
        color="red"
        onClick={open}
        disabled={removal.isPending}
        aria-label={`Release ${quarantine.test_name} (${scope})`}
      >
        Release
      </Button>
      <Modal opened={opened} onClose={close} title="Release quarantine?" size="md">
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Release <strong>{quarantine.test_name}</strong> on <strong>{scope}</strong>? Its failures will block merges
            again.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                close();
                removal.mutate(quarantine);
              }}
            >
              Release
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
