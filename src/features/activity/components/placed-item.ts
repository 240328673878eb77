import type { CSSProperties } from 'react';
import classes from './activity.module.css';

/**
 * A feed item's class and style: placed on the list's canvas at `start` by the virtualizer, or, with
 * `start` null (the first screen, drawn before it), left in the document's flow.
 */
export function placedItem(
  start: number | null,
  className: string | undefined,
): { className: string | undefined; style: CSSProperties | undefined } {
  if (start === null) return { className, style: undefined };
  return { className: `${classes.placed ?? ''} ${className ?? ''}`, style: { transform: `translateY(${start}px)` } };
}
