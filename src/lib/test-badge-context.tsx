import { createContext, useContext, type ReactNode } from 'react';

/*
 * A further status a route shows beside a test's health in every list of tests (test search, the
 * overview's "hurting most"): the quarantine status, which belongs to another feature, so the route
 * composes it in here instead of a feature importing another.
 */
export type TestBadge = (testId: string) => ReactNode;

const TestBadgeContext = createContext<TestBadge | null>(null);

export function TestBadgeProvider({ value, children }: { value: TestBadge; children: ReactNode }) {
  return <TestBadgeContext.Provider value={value}>{children}</TestBadgeContext.Provider>;
}

/** The route's badge for this test, or nothing outside a provider. */
export function TestListBadge({ testId }: { testId: string }) {
  const badge = useContext(TestBadgeContext);
  return badge === null ? null : badge(testId);
}
