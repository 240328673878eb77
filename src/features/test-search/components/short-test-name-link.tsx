import { useClipboard } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { clampText, DEFAULT_CLAMP } from '@/components/text/clamp-text';
import { IsolatedText } from '@/components/text/data-text';
import { TestNameLink } from '@/components/text/test-name-link';
import linkClasses from '@/components/text/test-name-link.module.css';
import type { RepositoryRef } from '@/lib/app-config';
import { splitForMiddleCut } from '../lib/middle-cut';
import classes from './short-test-name-link.module.css';

/** A test's name as a one-line link cut in the middle (the test's own name stays), and a copy button. */
export function ShortTestNameLink({ repo, testId, name }: { repo: RepositoryRef; testId: string; name: string }) {
  const copy = <CopyButton text={name} />;
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

/** Puts the whole name on the clipboard, exactly: beside a name cut or wrapped on screen. */
function CopyButton({ text }: { text: string }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const label = clipboard.error
    ? 'The browser did not allow copying the test name: select it and press Ctrl+C (⌘C on a Mac)'
    : clipboard.copied
      ? 'Copied the test name'
      : 'Copy test name';
  return (
    <button type="button" className={classes.copy} aria-label={label} title={label} onClick={() => clipboard.copy(text)}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        {clipboard.copied ? (
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3" fill="none" stroke="currentColor" strokeWidth="1.5" />
        )}
      </svg>
    </button>
  );
}
