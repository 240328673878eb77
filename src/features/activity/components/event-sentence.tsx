import { Code } from '@mantine/core';
import type { Sentence } from '../lib/describe-event/sentence';

/** The event's one-line sentence; names (queues, branches, tests) set in code style. Text only. */
export function EventSentence({ sentence }: { sentence: Sentence }) {
  return (
    <>
      {sentence.map((part, index) =>
        typeof part === 'string' ? (
          <span key={index}>{part}</span>
        ) : (
          <Code key={index} fz="inherit" style={{ overflowWrap: 'anywhere' }}>
            {part.code}
          </Code>
        ),
      )}
    </>
  );
}
