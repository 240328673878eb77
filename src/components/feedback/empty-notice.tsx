import type { ReactNode } from 'react';
import classes from './empty-notice.module.css';

/** Nothing to list: what is empty, what to change, and the buttons that change it. Plain elements (Mantine's EmptyState's
 *  code and sheet would come with the first screen of every page that may show one). */
export function EmptyNotice({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div className={classes.empty}>
      <div className={classes.title}>{title}</div>
      <p className={classes.description}>{description}</p>
      {children ? <div className={classes.actions}>{children}</div> : null}
    </div>
  );
}
