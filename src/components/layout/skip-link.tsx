import type { MouseEvent, ReactNode } from 'react';
import classes from './skip-link.module.css';

/** A link past a block a keyboard user would otherwise Tab through (the header, a long filter sidebar), shown only while focused. */
export function SkipLink({
  targetId,
  fallbackId,
  floating = false,
  children,
}: {
  targetId: string;
  /** Where to go while the target is not on the page (a table not rendered in an empty or error state). */
  fallbackId?: string;
  /** Shown over the page's top-left corner (the app's first link) rather than where it stands. */
  floating?: boolean;
  children: ReactNode;
}) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // The link's own root: the document, or the shadow root the dashboard is embedded in.
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const target = root.getElementById(targetId) ?? (fallbackId === undefined ? null : root.getElementById(fallbackId));
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={floating ? `${classes.link} ${classes.floating}` : classes.link} href={`#${targetId}`} onClick={skip}>
      {children}
    </a>
  );
}
