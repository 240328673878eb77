import { RevealedText } from '@/components/text/revealed-text';
import type { Sentence } from '../lib/describe-event/sentence';
import { DataCode } from './data-code';

/**
 * The event's one-line sentence: text as text nodes, names (queues, branches, tests) in code style,
 * isolated and cut when long (see DataText). Never HTML. The plain parts carry data too (titles,
 * logins, reasons woven into the words), so their hidden characters are drawn as markers as well: a
 * right-to-left override in a login must not reorder the sentence.
 */
export function EventSentence({ sentence }: { sentence: Sentence }) {
  return sentence.map((part, index) =>
    typeof part === 'string' ? <RevealedText key={index} text={part} keepLineBreaks /> : <DataCode key={index} value={part.code} />,
  );
}
