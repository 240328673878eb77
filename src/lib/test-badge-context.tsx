import type { ReactNode } from 'react';
import { appContext } from './app-context';

// A status beside a test's health in every test list (quarantine), composed in by the route so no feature imports another.
const testBadgeContext = appContext<(testId: string) => ReactNode>('TestListBadge');
export const TestBadgeProvider = testBadgeContext.Provider;

/** The route's badge for this test, or nothing outside a provider. */
export function TestListBadge({ testId }: { testId: string }) {
  const badge = testBadgeContext.useOptional();
  return badge === null ? null : badge(testId);
}
