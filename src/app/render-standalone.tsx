import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InsightsApp, type InsightsAppProps } from './insights-app';

/**
 * The standalone page's UI: loaded by src/main.tsx after it has started the page's requests (and
 * preloaded beside the entry), so the UI library is evaluated while those requests are out.
 */
export function renderStandalone(rootElement: HTMLElement, props: InsightsAppProps): void {
  createRoot(rootElement).render(
    <StrictMode>
      <InsightsApp {...props} />
    </StrictMode>,
  );
}
