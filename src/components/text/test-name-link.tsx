import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';
import { BreakableName } from './breakable-name';
import classes from './test-name-link.module.css';

/**
 * A test's name as a link to its page, in the monospace every list shows test names in. The router's
 * Link styled directly (not wrapped in Mantine's Anchor): a results table renders one per row.
 */
export function TestNameLink({ repo, testId, name }: { repo: RepositoryRef; testId: string; name: string }) {
  return (
    <Link className={classes.link} to="/$owner/$repo/tests/$testId" params={{ ...repo, testId }}>
      <BreakableName name={name} />
    </Link>
  );
}
