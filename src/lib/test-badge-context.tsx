import { createContext, useContext, type ReactNode } from 'react';

// A status beside a test's health in every test list (quarantine), composed in by the route so no feature imports another.
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
