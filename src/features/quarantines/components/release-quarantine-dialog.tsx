import { Text } from '@mantine/core';
import { DataText } from '@/components/text/data-text';
import { ReleaseConfirmation } from './release-confirmation';

/** The confirmation of a release, naming the test and the branch. Loaded when first asked for. */
export function ReleaseQuarantineDialog({
  opened,
  testName,
  scope,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  testName: string;
  scope: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ReleaseConfirmation opened={opened} title="Release quarantine?" confirmLabel="Release" onCancel={onCancel} onConfirm={onConfirm}>
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
