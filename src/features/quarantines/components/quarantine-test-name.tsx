import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';

const NAME_STYLE = { overflowWrap: 'anywhere' } as const;

/**
 * The quarantined test's name, linked to its test page when test search knows the test (see
 * test-links.ts); otherwise plain text, since the page of a test that never ran would be a 404.
 */
export function QuarantineTestName({
  repository,
  testName,
  testPageId,
}: {
  repository: RepositoryRef;
  testName: string;
  testPageId: string | undefined;
}) {
  if (testPageId === undefined) {
    return (
      <Text size="sm" ff="monospace" style={NAME_STYLE} span>
        {testName}
      </Text>
    );
  }
  return (
    <Anchor
      size="sm"
      ff="monospace"
      style={NAME_STYLE}
      renderRoot={(props) => (
        <Link {...props} to="/$owner/$repo/tests/$testId" params={{ ...repository, testId: testPageId }} />
      )}
    >
      {testName}
    </Anchor>
  );
}
