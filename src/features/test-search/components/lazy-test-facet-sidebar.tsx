import { lazy, Suspense, type ComponentProps } from 'react';
import { FACET_SIDEBAR_PLACEHOLDER } from '@/components/facets/facet-sidebar-placeholder';
import type { TestFacetSidebar as LoadedSidebar } from './test-facet-sidebar';

// The facets are drawn after the first results are painted (ResponsiveFilters `afterFirstPaint`), so
// their code need not be on the first screen either: it is fetched when they are first drawn.
const TestFacetSidebar = lazy(() => import('./test-facet-sidebar').then((module) => ({ default: module.TestFacetSidebar })));

/** The test facet sidebar, its code loaded on first use. */
export function LazyTestFacetSidebar(props: ComponentProps<typeof LoadedSidebar>) {
  return (
    <Suspense fallback={FACET_SIDEBAR_PLACEHOLDER}>
      <TestFacetSidebar {...props} />
    </Suspense>
  );
}
