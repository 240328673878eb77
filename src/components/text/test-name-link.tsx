import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';
import type { ClampLimits } from './clamp-text';
import { IsolatedText } from './data-text';
import { ExpandableText } from './expandable-text';
import classes from './test-name-link.module.css';

type Props = { repo: RepositoryRef; testId: string | undefined; name: string; limits?: Partial<ClampLimits> | undefined };

/** A test's name as a link to its page, in the monospace every list shows test names in; unlinked without a page (a name never run). */
export function TestNameLink({ repo, testId, name, limits }: Props) {
  return (
    <ExpandableText value={name} limits={limits}>
      {(text, cut) =>
        testId === undefined ? (
          <IsolatedText value={text} cut={cut} className={classes.plain} breakable />
        ) : (
          <Link className={classes.link} to="/$owner/$repo/tests/$testId" params={{ ...repo, testId }}>
            <IsolatedText value={text} cut={cut} breakable />
          </Link>
        )
      }
    </ExpandableText>
  );
}
