import { useState, type ReactNode } from 'react';
import { clampText, DEFAULT_CLAMP, showAllLabel, type ClampLimits } from './clamp-text';
import classes from './data-text.module.css';

/** A long value cut to `limits` with a "Show all (N characters)" button that expands it in place (and "Show less" after). */
export function ExpandableText({
  value,
  limits = DEFAULT_CLAMP,
  children,
}: {
  value: string;
  limits?: Partial<ClampLimits>;
  children: (text: string, cut: boolean) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const { shown, clamped, length } = clampText(value, { ...DEFAULT_CLAMP, ...limits });
  if (!clamped) return children(value, false);
  return (
    <>
      {children(expanded ? value : shown, !expanded)}
      <button type="button" className={classes.toggle} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Show less' : showAllLabel(length)}
      </button>
    </>
  );
}
