import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ClampLimits } from '@/components/text/clamp-text';
import { DataText, IsolatedText } from '@/components/text/data-text';
import { ExpandableText } from '@/components/text/expandable-text';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { testQueries } from '@/queries/tests';

const NAME_STYLE = { overflowWrap: 'anywhere' } as const;

/**
 * Linked only when test search knows the test: the page of a test that never ran is a 404. `names`: the one lookup its
 * list shares; only this name's answer is read, so the name, not its table, is drawn again when the lookup answers.
 */
export function QuarantineTestName({
  repository,
  testName,
  names,
  clamp,
}: {
  repository: RepositoryRef;
  testName: string;
  names: readonly string[];
  clamp?: Partial<ClampLimits>;
}) {
  const lookup = testQueries.byName(useApiClient(), repository, names);
  const testPageId = useQuery({ ...lookup, select: (answer) => lookup.select(answer)[testName] }).data;
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
