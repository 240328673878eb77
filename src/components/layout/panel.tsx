import { useId, type ReactNode } from 'react';
import classes from './panel.module.css';

/** A titled section of a page: its h2 names it, the line below says what it counts, `actions` sit beside the title. Plain elements
 *  drawn as Mantine's Paper, Stack, Group, Title and Text: pages draw many, and each Mantine component costs on a first render. */
export function Panel({
  title,
  description,
  actions,
  id,
  gap = 'sm',
  component: Root = 'section',
  headingOrder = 2,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  id?: string;
  gap?: 'xs' | 'sm';
  /** A chart is a `figure` (ChartCard), one of a list an `li`; its heading is an h3 in a section with its own heading. */
  component?: 'section' | 'figure' | 'li';
  headingOrder?: 2 | 3;
  children: ReactNode;
}) {
  const titleId = useId();
  const Heading = headingOrder === 2 ? 'h2' : 'h3';
  return (
    <Root className={`${classes.frame} ${classes.panel}`} data-with-border data-gap={gap} aria-labelledby={titleId} id={id}>
      <div className={classes.head}>
        <div>
          <Heading className={classes.title} id={titleId}>
            {title}
          </Heading>
          {description === undefined ? null : <div className={classes.dimmed}>{description}</div>}
        </div>
        {actions}
      </div>
      {children}
    </Root>
  );
}
