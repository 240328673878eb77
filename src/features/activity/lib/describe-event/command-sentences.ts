import { actorName, text, type Metadata } from '../metadata-readers';
import { code, type EventTypesStartingWith, type SentenceRules, type Sentence } from './sentence';

/* Commands people gave the engine (in a comment or a checkbox). */

function command(name: string, metadata: Metadata): Sentence {
  const author = actorName(metadata.author);
  const via = text(metadata, 'command_trigger') === 'checkbox' ? ' (checkbox)' : '';
  return ['Command ', code(name), `${author === null ? '' : ` by @${author}`}${via}`];
}

export const COMMAND_SENTENCES: SentenceRules<EventTypesStartingWith<'command.'>> = {
  'command.dequeue': (m) => command('dequeue', m),
  'command.queue': (m) => command('queue', m),
};
