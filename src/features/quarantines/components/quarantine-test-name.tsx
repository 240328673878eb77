import { Text } from '@mantine/core';
import type { ClampLimits } from '@/components/text/clamp-text';
import { DataText } from '@/components/text/data-text';
import { TestNameLink } from '@/components/text/test-name-link';
import type { RepositoryRef } from '@/lib/app-config';

/** Linked only when test search knows the test: the page of a test that never ran is a 404. */
export function QuarantineTestName({
  repository,
  testName,
  testPageId,
  clamp,
}: {
  repository: RepositoryRef;
  testName: string;
  testPageId: string | undefined;
  clamp?: Partial<ClampLimits>;
}) {
  if (testPageId !== undefined) return <TestNameLink repo={repository} testId={testPageId} name={testName} limits={clamp} />;
  return (
    <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} span>
      <DataText value={testName} breakable clamp={clamp} />
    </Text>
  );
}
