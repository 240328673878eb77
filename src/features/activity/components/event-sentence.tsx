import type { Sentence } from '../lib/describe-event/sentence';
import classes from './activity.module.css';

/** The event's one-line sentence: text as text nodes, names (queues, branches, tests) in code style. Never HTML. */
export function EventSentence({ sentence }: { sentence: Sentence }) {
  return sentence.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <code key={index} className={classes.code}>
        {part.code}
      </code>
    ),
  );
}
