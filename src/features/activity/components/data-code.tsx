import { IsolatedText } from '@/components/text/data-text';
import { ExpandableText } from '@/components/text/expandable-text';
import classes from './activity.module.css';

/** A name in an event's line: the `<code>` is itself the isolated element, so a row gains no element for it. */
export function DataCode({ value }: { value: string }) {
  return (
    <ExpandableText value={value}>
      {(text, cut) => <IsolatedText component="code" className={classes.code} value={text} cut={cut} breakable />}
    </ExpandableText>
  );
}
