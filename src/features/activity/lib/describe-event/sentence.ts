import type { EventType } from '@/api/types';
import { actorName, flag, shorten, type Metadata } from '@/domain/activity/metadata-readers';

// A sentence is plain text with names as code parts; React renders it as text, never HTML.

export type SentencePart = string | { code: string };
export type Sentence = SentencePart[];

/** How one event type reads, from its untrusted metadata and the few facts published beside it. */
export type SentenceRules<T extends EventType> = Record<T, (metadata: Metadata, event: Metadata) => Sentence>;

/** The contract's types of one family, e.g. `EventTypesStartingWith<'command.'>`. */
export type EventTypesStartingWith<Prefix extends string> = Extract<EventType, `${Prefix}${string}`>;

export const code = (value: string): SentencePart => ({ code: value });

/** `lead` and the name as code, or nothing without a name: " into `main`". */
export const named = (lead: string, name: string | null): Sentence => (name === null ? [] : [lead, code(name)]);

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** " by name" (and "(support staff)" when the change came from the vendor's staff). */
export function byActor(metadata: Metadata, actorKey: string, staffKey: string): string {
  const name = actorName(metadata[actorKey]);
  const staff = flag(metadata, staffKey) === true ? ' (support staff)' : '';
  return name === null ? staff : ` by ${name}${staff}`;
}

export function withReason(lead: Sentence, reason: string | null): Sentence {
  return reason === null ? lead : [...lead, `: ${shorten(reason)}`];
}

/** Adjacent strings merged, empty ones dropped: easier to render and to compare. */
export function normalize(sentence: Sentence): Sentence {
  const out: Sentence = [];
  for (const part of sentence) {
    if (typeof part === 'string') {
      if (part === '') continue;
      const last = out[out.length - 1];
      if (typeof last === 'string') out[out.length - 1] = last + part;
      else out.push(part);
    } else if (part.code !== '') {
      out.push(part);
    }
  }
  return out;
}

/** The sentence as one string, names in backticks: for accessible labels and tests. */
export function sentenceText(sentence: Sentence): string {
  return sentence.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join('');
}
