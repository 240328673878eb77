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
 * screen. The whole name is the link's text, its accessible name (said outright: two boxes are no
 * single run of text), its hover title, and shows when the link has keyboard focus. A name beyond any real one (over the shared clamp's limits) is the shared clamped link, with its
 * "Show all".
 */
export function ShortTestNameLink({ repo, testId, name }: { repo: RepositoryRef; testId: string; name: string }) {
  if (clampText(name, DEFAULT_CLAMP).clamped) return <TestNameLink repo={repo} testId={testId} name={name} />;
  const [head, tail] = splitForMiddleCut(name);
  // The spaces at the cut sit between the two boxes, as plain text: inside a box they would be trimmed
  // when the link's visible text is read (each box's text is trimmed before they are joined), and the
  // visible text would no longer be the name (axe's label-content-name-mismatch). A flex container does
  // not draw that text; the end's margin stands for it.
  const headText = head === '' ? head : head.trimEnd();
  const tailText = head === '' ? tail : tail.trimStart();
  const gap = head.slice(headText.length) + tail.slice(0, tail.length - tailText.length);
  return (
    <Link
      className={`${linkClasses.link} ${classes.short}`}
      to="/$owner/$repo/tests/$testId"
      params={{ ...repo, testId }}
      title={name}
      aria-label={name}
    >
      <span className={classes.head}>
        <IsolatedText value={headText} />
      </span>
      {gap}
      <span className={classes.tail} data-gap={gap === '' ? undefined : ''}>
        <IsolatedText value={tailText} />
      </span>
    </Link>
  );
}
