import type { EventType } from '@/api/types';
import { isKnownEventType } from '@/domain/activity/event-catalog';
import { asRecord } from '../metadata-readers';
import { CI_INSIGHTS_SENTENCES } from './ci-insights-sentences';
import { COMMAND_SENTENCES } from './command-sentences';
import { PRODUCT_SENTENCES } from './product-sentences';
import { PULL_REQUEST_SENTENCES } from './pull-request-sentences';
import { QUARANTINE_SENTENCES } from './quarantine-sentences';
import { QUEUE_PAUSE_SENTENCES } from './queue-pause-sentences';
import { QUEUE_SENTENCES } from './queue-sentences';
import { SCHEDULED_FREEZE_SENTENCES } from './scheduled-freeze-sentences';
import { normalize, type Sentence, type SentenceRules } from './sentence';

// One readable line per event. Metadata is untrusted: a field missing or of another kind is left out,
// and a type this dashboard does not know reads as its raw name.

const SENTENCES: SentenceRules<EventType> = {
  ...PULL_REQUEST_SENTENCES,
  ...QUEUE_SENTENCES,
  ...CI_INSIGHTS_SENTENCES,
  ...COMMAND_SENTENCES,
  ...PRODUCT_SENTENCES,
  ...QUEUE_PAUSE_SENTENCES,
  ...SCHEDULED_FREEZE_SENTENCES,
  ...QUARANTINE_SENTENCES,
};

/** The event as served: its type and metadata, and the few facts published beside them (read untrusted). */
export function describeEvent(event: { type: string; metadata?: unknown } & Readonly<Record<string, unknown>>): Sentence {
  if (!isKnownEventType(event.type)) return [event.type];
  try {
    return normalize(SENTENCES[event.type](asRecord(event.metadata), asRecord(event)));
  } catch {
    // The readers never throw; this guards against a rule written carelessly later.
    return [event.type];
  }
}
