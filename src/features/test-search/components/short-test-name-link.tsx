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
 * button that copies it. A results row is one line high, so ten or more
 * fit on a laptop's first screen; on a phone, or with keyboard focus, the name wraps after its separators
 * instead. The name is one run of inline text (the cut head is an inline block), so a selection copies
 * it exactly, and a triple-click selects it whole. A name beyond any real one (over the shared clamp's
 * limits) is the shared clamped link, with its "Show all".
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
  // The head gives way to the tail's width, in characters of the monospace name.
  const tailWidth = { '--tail-width': `${Array.from(tail).length}ch` } as CSSProperties;
  return (
    <>
      <Link
        className={`${linkClasses.link} ${classes.short}`}
        to="/$owner/$repo/tests/$testId"
        params={{ ...repo, testId }}
        title={name}
        aria-label={name}
        style={tailWidth}
      >
        {head === '' ? null : <IsolatedText value={head} className={classes.head} breakable />}
        <span className={classes.tail}>
          <IsolatedText value={tail} breakable />
        </span>
      </Link>
      {copy}
    </>
  );
}
