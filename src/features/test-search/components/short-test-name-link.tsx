import { Link } from '@tanstack/react-router';
import { clampText, DEFAULT_CLAMP } from '@/components/text/clamp-text';
import { IsolatedText } from '@/components/text/data-text';
import { TestNameLink } from '@/components/text/test-name-link';
import linkClasses from '@/components/text/test-name-link.module.css';
import type { RepositoryRef } from '@/lib/app-config';
import { splitForMiddleCut } from '../lib/middle-cut';
import classes from './short-test-name-link.module.css';

/**
 * A test's name as a link on one line, shortened in the middle when it does not fit (its file path gives
 * way, its own name stays): a results row is one line high, so ten or more fit on a laptop's first
 * screen. The whole name is the link's text, its accessible name, its hover title, and shows when the
 * link has keyboard focus. The two boxes are presentation (hidden from assistive technology): read as
 * content they would gain a space between them, and the name would no longer be the name. A name beyond any real one (over the shared clamp's limits) is the shared clamped link, with its
 * "Show all".
 */
export function ShortTestNameLink({ repo, testId, name }: { repo: RepositoryRef; testId: string; name: string }) {
  if (clampText(name, DEFAULT_CLAMP).clamped) return <TestNameLink repo={repo} testId={testId} name={name} />;
  const [head, tail] = splitForMiddleCut(name);
  return (
    <Link className={`${linkClasses.link} ${classes.short}`} to="/$owner/$repo/tests/$testId" params={{ ...repo, testId }} title={name} aria-label={name}>
      <span className={classes.head} aria-hidden="true">
        <IsolatedText value={head} />
      </span>
      <span className={classes.tail} aria-hidden="true">
        <IsolatedText value={tail} />
      </span>
    </Link>
  );
}
