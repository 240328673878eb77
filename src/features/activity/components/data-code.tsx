import { IsolatedText } from '@/components/text/data-text';
import { ExpandableText } from '@/components/text/expandable-text';
import classes from './activity.module.css';

/**
 * A name inside an event's line (queue, branch, test) in code style: the `<code>` is itself the isolated
 * element, so a row of the long virtual list gains no element for it; a very long name is cut with
 * "Show all".
 */
export function DataCode({ value }: { value: string }) {
  return (
    <ExpandableText value={value}>
      {(text, cut) => <IsolatedText component="code" className={classes.code} value={text} cut={cut} breakable />}
    </ExpandableText>
  );
}
