import { useId, type ReactNode } from 'react';
import classes from './panel.module.css';

/** A figure named by its label, `counts` (what it counts, over which window) its description; a `fact` sits unboxed among facts.
 *  Plain elements, as `Panel`. */
export function FigureCard({
  label,
  counts,
  children,
  size = 'xl',
  color,
}: {
  label: string;
  counts?: ReactNode;
  children: ReactNode;
  size?: 'lg' | 'xl' | 'fact';
  /** The figure's colour (a health's, say). */
  color?: string;
}) {
  const labelId = useId();
  const countsId = useId();
  const fact = size === 'fact';
  return (
    <div
      className={`${classes.frame} ${classes.card}`}
      data-with-border={fact ? undefined : true}
      data-size={size}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={counts === undefined ? undefined : countsId}
    >
      {/* Spaces between the lines: inside a link, the visible text reads as the link's name starts (WCAG 2.5.3). */}
      <p className={classes.label} id={labelId}>
        {label}
      </p>{' '}
      {fact ? (
        <div className={classes.fact}>{children}</div>
      ) : (
        <div className={classes.value} data-size={size} style={{ color }}>
          {children}
        </div>
      )}{' '}
      {counts === undefined ? null : (
        <p className={classes.counts} id={countsId}>
          {counts}
        </p>
      )}
    </div>
  );
}
