import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';
import { BreakableName } from './breakable-name';

/** A test's name as a link to its page, in the monospace every list shows test names in. */
export function TestNameLink({ repo, testId, name }: { repo: RepositoryRef; testId: string; name: string }) {
  return (
    <Anchor
      size="sm"
      ff="monospace"
      renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests/$testId" params={{ ...repo, testId }} />}
    >
      <BreakableName name={name} />
    </Anchor>
  );
}
