import type { Sentence } from '../lib/describe-event/sentence';
import { DataCode } from './data-code';

/**
 * The event's one-line sentence: text as text nodes, names (queues, branches, tests) in code style,
 * isolated and cut when long (see DataText). Never HTML.
 */
export function EventSentence({ sentence }: { sentence: Sentence }) {
  return sentence.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <DataCode key={index} value={part.code} />
    ),
  );
}
