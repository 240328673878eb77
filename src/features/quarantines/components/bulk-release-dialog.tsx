import { Stack, Text } from '@mantine/core';
import type { QuarantinedTest } from '@/api/types';
import { DataText } from '@/components/text/data-text';
import { describeQuarantineScope } from '../lib/quarantine-labels';
import { ReleaseConfirmation } from './release-confirmation';

/** "Release N quarantines?": the selected tests and their scopes, then Cancel or Release. */
export function BulkReleaseDialog({
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
  const count = selected.length;
  return (
    <ReleaseConfirmation
      opened={opened}
      title={`Release ${count} ${count === 1 ? 'quarantine' : 'quarantines'}?`}
      confirmLabel={`Release ${count}`}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
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
