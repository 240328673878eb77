import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { clampText, DEFAULT_CLAMP } from '@/components/text/clamp-text';
import { CopyTextButton } from '@/components/text/copy-text-button';
import { IsolatedText } from '@/components/text/data-text';
import { TestNameLink } from '@/components/text/test-name-link';
import linkClasses from '@/components/text/test-name-link.module.css';
import type { RepositoryRef } from '@/lib/app-config';
import { splitForMiddleCut } from '../lib/middle-cut';
import classes from './short-test-name-link.module.css';

/**
 * A test's name as a link on one line, shortened in the middle when it does not fit (its file path gives
 * way, its own name stays; in a column too narrow even for that, its own name keeps its end), and a
 * button that copies it. A results row is one line high, so ten or more fit on a laptop's first screen;
 * on a phone, or with keyboard focus, the name wraps after its separators instead. The name is one run of
 * inline text (its two parts are inline blocks), so a selection copies it exactly and a triple-click
 * selects it whole. A name beyond any real one (over the shared clamp's limits) is the shared clamped
 * link, with its "Show all".
 */
export function ShortTestNameLink({ repo, testId, name }: { repo: RepositoryRef; testId: string; name: string }) {
  const copy = <CopyTextButton text={name} what="test name" />;
  if (clampText(name, DEFAULT_CLAMP).clamped)
    return (
      <>
        <TestNameLink repo={repo} testId={testId} name={name} />
        {copy}
      </>
    );
  const [head, tail] = splitForMiddleCut(name);
  // The spaces at the cut sit between the two boxes, as plain text: a box's own edge spaces are trimmed
  // when the link's visible text is read, which would then no longer be its name (axe's
  // label-content-name-mismatch).
  const headText = head.trimEnd();
  const tailText = head === '' ? tail : tail.trimStart();
  const gap = head.slice(headText.length) + tail.slice(0, tail.length - tailText.length);
  // Widths in characters of the monospace name: the head gives way to the gap and the tail.
  const widths = { '--gap-width': `${gap.length}ch`, '--tail-width': `${Array.from(gap + tailText).length}ch` } as CSSProperties;
  return (
    <>
      <Link
        className={`${linkClasses.link} ${classes.short}`}
        to="/$owner/$repo/tests/$testId"
        params={{ ...repo, testId }}
        title={name}
        aria-label={name}
        style={widths}
      >
        {headText === '' ? null : <IsolatedText value={headText} className={classes.head} breakable />}
        {gap}
        <span className={classes.tail}>
          <IsolatedText value={tailText} breakable />
        </span>
      </Link>
      {copy}
    </>
  );
}
