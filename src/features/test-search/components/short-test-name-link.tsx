import { Link } from '@tanstack/react-router';
import linkClasses from '@/components/text/test-name-link.module.css';
import type { RepositoryRef } from '@/lib/app-config';
import { splitForMiddleCut } from '../lib/middle-cut';
import classes from './short-test-name-link.module.css';

/**
 * A test's name as a link on one line, shortened in the middle when it does not fit (its file path gives
 * way, its own name stays): a results row is one line high, so ten or more fit on a laptop's first
 * screen. The whole name is the link's text, its accessible name (said outright: the two boxes would
 * otherwise be read with a space between them), its hover title, and shows when the link has keyboard
 * focus.
 */
export function ShortTestNameLink({ repo, testId, name }: { repo: RepositoryRef; testId: string; name: string }) {
  const [head, tail] = splitForMiddleCut(name);
  return (
    <Link className={`${linkClasses.link} ${classes.short}`} to="/$owner/$repo/tests/$testId" params={{ ...repo, testId }} title={name} aria-label={name}>
      <span className={classes.head}>{head}</span>
      <span className={classes.tail}>{tail}</span>
    </Link>
  );
}
