import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClampLimits } from '@/components/text/clamp-text';
import { DataText, IsolatedText } from '@/components/text/data-text';
import { ExpandableText } from '@/components/text/expandable-text';
import type { RepositoryRef } from '@/lib/app-config';

const NAME_STYLE = { overflowWrap: 'anywhere' } as const;

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
  if (testPageId === undefined) {
    return (
      <Text size="sm" ff="monospace" style={NAME_STYLE} span>
        <DataText value={testName} breakable clamp={clamp} />
      </Text>
    );
  }
  return (
    <ExpandableText value={testName} limits={clamp}>
      {(text, cut) => (
        <Anchor
          size="sm"
          ff="monospace"
          style={NAME_STYLE}
          renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests/$testId" params={{ ...repository, testId: testPageId }} />}
        >
          <IsolatedText value={text} cut={cut} breakable />
        </Anchor>
      )}
    </ExpandableText>
  );
}
