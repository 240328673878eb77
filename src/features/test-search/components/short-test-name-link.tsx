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

/** A test's name as a one-line link cut in the middle (the test's own name stays), and a copy button. */
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
  // The spaces at the cut sit between the boxes as plain text, or the visible text would not be the name (axe).
  const headText = head.trimEnd();
  const tailText = head === '' ? tail : tail.trimStart();
  const gap = head.slice(headText.length) + tail.slice(0, tail.length - tailText.length);
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
