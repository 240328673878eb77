import type { EventType } from '@/api/types';
import { isKnownEventType } from '@/domain/activity/event-catalog';
import { actorName, asRecord, nested, text, type Metadata } from '@/domain/activity/metadata-readers';
import { CI_INSIGHTS_SENTENCES } from './ci-insights-sentences';
import { PULL_REQUEST_SENTENCES } from './pull-request-sentences';
import { QUEUE_SENTENCES } from './queue-sentences';
import { SCHEDULED_FREEZE_SENTENCES } from './scheduled-freeze-sentences';
import { byActor, code, normalize, withReason, type Sentence, type SentenceRules } from './sentence';

// One readable line per event. Metadata is untrusted: a field missing or of another kind is left out,
// and a type this dashboard does not know reads as its raw name.

/** A command people gave the engine (in a comment or a checkbox). */
function command(name: string, metadata: Metadata): Sentence {
  const author = actorName(metadata.author);
  const via = text(metadata, 'command_trigger') === 'checkbox' ? ' (checkbox)' : '';
  return ['Command ', code(name), `${author === null ? '' : ` by @${author}`}${via}`];
}

const PRODUCT_NAMES: Record<string, string> = {
  ci_insights: 'CI Insights',
  merge_protections: 'Merge protections',
  workflow_automation: 'Workflow automation',
  merge_queue: 'Merge queue',
};

/** A product switched on or off for the repository. */
function productName(metadata: Metadata): string {
  const product = text(metadata, 'product');
  return product === null ? 'A product' : (PRODUCT_NAMES[product] ?? product);
}

/** "test `name`", or "a test" when the metadata names none. */
function testNamed(metadata: Metadata): Sentence {
  const name = text(metadata, 'test_name');
  return name === null ? ['a test'] : ['test ', code(name)];
}

/** "on every branch" / "on `main`". */
function branchScope(branch: unknown): Sentence {
  return typeof branch === 'string' && branch.trim() !== '' ? ['on ', code(branch.trim())] : ['on every branch'];
}

const SENTENCES: SentenceRules<EventType> = {
  ...PULL_REQUEST_SENTENCES,
  ...QUEUE_SENTENCES,
  ...CI_INSIGHTS_SENTENCES,
  'command.dequeue': (m) => command('dequeue', m),
  'command.queue': (m) => command('queue', m),
  'product.disabled': (m) => [`${productName(m)} disabled${byActor(m, 'disabled_by', 'disabled_by_staff')}`],
  'product.enabled': (m) => [`${productName(m)} enabled${byActor(m, 'enabled_by', 'enabled_by_staff')}`],
  ...SCHEDULED_FREEZE_SENTENCES,
  'test.dequarantined': (m) => {
    const original = nested(m, 'original_quarantine');
    const scope = 'branch' in original ? [' ', ...branchScope(original.branch)] : [];
    return ['Released ', ...testNamed(m), ' from quarantine', ...scope, byActor(m, 'dequarantined_by', 'dequarantined_by_staff')];
  },
  'test.quarantined': (m) => {
    const auto = text(m, 'source') === 'auto' ? ' (auto-quarantine)' : '';
    return withReason(['Quarantined ', ...testNamed(m), ' ', ...branchScope(m.branch), auto], text(m, 'reason'));
  },
};

/** The event as served: its type and metadata, and the few facts published beside them (read untrusted). */
export function describeEvent(event: { type: string; metadata?: unknown } & Readonly<Record<string, unknown>>): Sentence {
  if (!isKnownEventType(event.type)) return [event.type];
  return normalize(SENTENCES[event.type](asRecord(event.metadata), asRecord(event)));
}
