// The embeddable build's entry (`npm run build:embed` → dist-embed/ci-insights.js): the mount function,
// and the custom element, defined once on import.
import '@/app/mantine-styles';
import { ELEMENT_NAME, InsightsDashboardElement } from './insights-dashboard-element';

export { mountInsights } from './mount-insights';
export type { EmbedHistory, InsightsEmbedOptions, InsightsMount } from './embed-options';
export { InsightsDashboardElement };

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, InsightsDashboardElement);
