import { RevealedText } from '@/components/text/revealed-text';
import type { Sentence } from '../lib/describe-event/sentence';
import { DataCode } from './data-code';

/** Never HTML; the plain parts carry data too, so their hidden characters are drawn as markers as well. */
export function EventSentence({ sentence }: { sentence: Sentence }) {
  return sentence.map((part, index) =>
    typeof part === 'string' ? <RevealedText key={index} text={part} keepLineBreaks /> : <DataCode key={index} value={part.code} />,
  );
}
