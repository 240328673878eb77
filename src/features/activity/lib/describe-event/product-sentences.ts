import { text, type Metadata } from '../metadata-readers';
import { byActor, type EventTypesStartingWith, type SentenceRules } from './sentence';

/* A product switched on or off for the repository. */

const PRODUCT_NAMES: Record<string, string> = {
  ci_insights: 'CI Insights',
  merge_protections: 'Merge protections',
  workflow_automation: 'Workflow automation',
  merge_queue: 'Merge queue',
};

function productName(metadata: Metadata): string {
  const product = text(metadata, 'product');
  return product === null ? 'A product' : (PRODUCT_NAMES[product] ?? product);
}

export const PRODUCT_SENTENCES: SentenceRules<EventTypesStartingWith<'product.'>> = {
  'product.disabled': (m) => [`${productName(m)} disabled${byActor(m, 'disabled_by', 'disabled_by_staff')}`],
  'product.enabled': (m) => [`${productName(m)} enabled${byActor(m, 'enabled_by', 'enabled_by_staff')}`],
};
