import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { InsightsApp, type InsightsAppProps } from './insights-app';

/** The standalone page's UI, loaded by src/main.tsx once the page's requests are out. */
export async function renderStandalone(rootElement: HTMLElement, props: InsightsAppProps): Promise<void> {
  // Mounted once the page's first screen is in, or when the router would show its pending view anyway: the page then draws in the
  // mount's transition, in slices. Mounted before, the page would draw later in one task: React renders a router update at once
  // (Lighthouse, median of 3, 2026-11-30: blocking time test search 304 → 182 ms, quarantines 315 → 116, merge queue 492 → 344).
  const { runtime } = props;
  if (runtime) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([runtime.firstLoad, new Promise((settle) => (timer = setTimeout(settle, runtime.router.options.defaultPendingMs)))]);
    clearTimeout(timer);
  }
  const root = createRoot(rootElement);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding between them, instead of one task that
  // blocks input for the whole tree (Lighthouse's blocking time on the overview, 1,937 → 1,202 ms; test search 929 → 649).
  startTransition(() =>
    root.render(
      <StrictMode>
        <InsightsApp {...props} />
      </StrictMode>,
    ),
  );
}
